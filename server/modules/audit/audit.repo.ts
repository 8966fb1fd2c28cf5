import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Call inside the transaction of the change it records, so both land or neither. */
export async function writeAudit(db: DbOrTx, entry: AuditEntry, at: Date) {
  await db.insert(auditLog).values({ ...entry, createdAt: at });
}
