import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exactTimestamp } from '../../db/keyset';
import { auditLog, users } from '../../db/schema';
import { AUDIT_DETAILS, isAuditAction, type AuditAction, type AuditDetails } from '@schemas/audit';

interface AuditFields {
  /** 'admin:<username>', 'user:<id>' or 'system'. */
  actor: string;
  target?: string;
  /** Whom the action concerns; taken from a 'user:<id>' target when omitted. */
  userId?: string;
  ip?: string;
}

/** The keys a value of T must have (an empty shape has none). */
type RequiredKeys<T> = {
  [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K;
}[keyof T];

/** One entry of the log: an action of the vocabulary with the details declared for it. */
export type AuditRecord = {
  [A in AuditAction]: AuditFields & { action: A } & ([RequiredKeys<AuditDetails<A>>] extends [never]
      ? { details?: AuditDetails<A> }
      : { details: AuditDetails<A> });
}[AuditAction];

/** An entry without who and on what: what a module decides, the caller adds the rest. */
export type AuditAct<A extends AuditAction = AuditAction> = A extends AuditAction
  ? Omit<Extract<AuditRecord, { action: A }>, keyof AuditFields>
  : never;

const USER_TARGET = /^user:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Call inside the transaction of the change it records, so both land or neither. */
export async function writeAudit(db: DbOrTx, entry: AuditRecord, at: Date) {
  const userId = entry.userId ?? USER_TARGET.exec(entry.target ?? '')?.[1];
  // The types hold callers to the vocabulary; this holds whatever slips past them.
  if (!isAuditAction(entry.action)) throw new Error(`Unknown audit action: ${entry.action}`);
  const details: object = AUDIT_DETAILS[entry.action].parse(entry.details ?? {});
  const empty = Object.keys(details).length === 0;
  await db
    .insert(auditLog)
    .values({ ...entry, details: empty ? null : details, userId, createdAt: at });
}

export interface AuditFilter {
  userId?: string;
  actor?: string;
  action?: string;
  /** created_at >= from. */
  from?: Date;
  /** created_at < to. */
  to?: Date;
  /** Entries strictly older than this (created_at, id) key. */
  before?: { at: string; id: string };
  limit: number;
}

/** Newest first, with the name and e-mail of the user concerned (when still there). */
export function listAuditEntries(db: DbOrTx, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(auditLog.userId, filter.userId));
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
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
