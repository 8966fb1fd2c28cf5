import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exactTimestamp } from '../../db/keyset';
import { auditLog, users } from '../../db/schema';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string;
  /** Whom the action concerns; taken from a 'user:<id>' target when omitted. */
  userId?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

const USER_TARGET = /^user:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Call inside the transaction of the change it records, so both land or neither. */
export async function writeAudit(db: DbOrTx, entry: AuditEntry, at: Date) {
  const userId = entry.userId ?? USER_TARGET.exec(entry.target ?? '')?.[1];
  await db.insert(auditLog).values({ ...entry, userId, createdAt: at });
}

export interface AuditFilter {
  userId?: string;
  actor?: string;
  /** Entries strictly older than this (created_at, id) key. */
  before?: { at: string; id: string };
  limit: number;
}

/** Newest first, with the name and e-mail of the user concerned (when still there). */
export function listAuditEntries(db: DbOrTx, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(auditLog.userId, filter.userId));
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor));
  if (filter.before) {
    const { at, id } = filter.before;
    conditions.push(
      or(
        lt(auditLog.createdAt, sql`${at}::timestamptz`),
        and(eq(auditLog.createdAt, sql`${at}::timestamptz`), lt(auditLog.id, id)),
      )!,
    );
  }
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      /** The cursor key, exact to the microsecond. */
      createdAtKey: exactTimestamp(auditLog.createdAt),
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
      ip: auditLog.ip,
      userId: auditLog.userId,
      userEmail: users.email,
      userName: users.fullName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit);
}
