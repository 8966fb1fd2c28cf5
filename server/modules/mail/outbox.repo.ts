import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface NewOutboxRow {
  id: string;
  to: string;
  subject: string;
  sealed: string;
  expiresAt: Date | null;
  supersedeKey: string | null;
  at: Date;
}

const stamp = (date: Date | null) => (date ? sql`${date.toISOString()}::timestamptz` : sql`null`);

/**
 * Queues one mail, due at once. With `onlyIf` the row is written only when that condition
 * holds, in the same statement (so a caller whose condition fails costs the same round trips).
 * Answers the id when a row was written.
 */
export async function insertOutboxRow(db: DbOrTx, row: NewOutboxRow, onlyIf: SQL = sql`true`) {
  const columns = [
    'id',
    'to',
    'subject',
    'sealed',
    'expires_at',
    'supersede_key',
    'next_attempt_at',
    'created_at',
  ].map((c) => sql.identifier(c));
  const written = await queryRows<{ id: string }>(
    db,
    sql`insert into ${mailOutbox} (${sql.join(columns, sql`, `)})
      select ${row.id}::uuid, ${row.to}, ${row.subject}, ${row.sealed}, ${stamp(row.expiresAt)},
        ${row.supersedeKey}, ${stamp(row.at)}, ${stamp(row.at)}
      where ${onlyIf}
      returning id`,
  );
  return written[0]?.id;
}

const pending = () => and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt));
/** What a row keeps once it will not be sent any more: the record, not the content. */
const withoutContent = { sealed: null, html: null, text: null, attachments: null };

/** Gives up the unsent mails of this key: a newer one replaces them. */
export async function supersedeOutboxRows(db: DbOrTx, key: string, at: Date, reason: string) {
  await db
    .update(mailOutbox)
    .set({ ...withoutContent, gaveUpAt: at, lastError: reason })
    .where(and(eq(mailOutbox.supersedeKey, key), pending()));
}

/**
 * Claims due mails for one sender (those of `ids` only, when given): counts the attempt and
 * pushes next_attempt_at to the end of a lease in the same statement. Rows another sender is
 * claiming are skipped, not waited for; a claimed row is not due again until its lease ends (a
 * sender that died mid-send is retried then). Expired rows are never claimed.
 */
export function claimOutboxRows(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number; ids?: string[] },
) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        pending(),
        lte(mailOutbox.nextAttemptAt, options.now),
        or(isNull(mailOutbox.expiresAt), gt(mailOutbox.expiresAt, options.now)),
        options.ids ? inArray(mailOutbox.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: options.leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export type ClaimedMail = Awaited<ReturnType<typeof claimOutboxRows>>[number];

export async function markOutboxSent(db: DbOrTx, id: string, at: Date) {
  await db
    .update(mailOutbox)
    .set({ ...withoutContent, sentAt: at, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * A failed attempt: tried again at `nextAttemptAt`, or given up (`gaveUpAt`). A row given up
 * meanwhile (superseded while it was being sent) stays given up.
 */
export async function markOutboxFailed(
  db: DbOrTx,
  id: string,
  failure: { lastError: string; nextAttemptAt: Date; gaveUpAt: Date | null },
) {
  await db
    .update(mailOutbox)
    .set({ ...failure, ...(failure.gaveUpAt ? withoutContent : {}) })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.gaveUpAt)));
}

/** Gives up unsent mails whose time has passed (a code that expired); answers how many. */
export async function expireOutboxRows(db: DbOrTx, now: Date, reason: string) {
  const expired = await db
    .update(mailOutbox)
    .set({ ...withoutContent, gaveUpAt: now, lastError: reason })
    .where(and(pending(), lte(mailOutbox.expiresAt, now)))
    .returning({ id: mailOutbox.id });
  return expired.length;
}

/** Forgets sent and given-up mails created before `before` (the records have a retention). */
export async function deleteOldOutboxRows(db: DbOrTx, before: Date) {
  const gone = await db
    .delete(mailOutbox)
    .where(
      and(
        lt(mailOutbox.createdAt, before),
        or(isNotNull(mailOutbox.sentAt), isNotNull(mailOutbox.gaveUpAt)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** How many mails wait to be sent, and the one waiting longest. */
export async function readOutboxDepth(db: DbOrTx) {
  const [depth] = await db.select({ pending: count() }).from(mailOutbox).where(pending());
  const [oldest] = await db
    .select({
      createdAt: mailOutbox.createdAt,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(pending())
    .orderBy(asc(mailOutbox.createdAt))
    .limit(1);
  return { pending: Number(depth?.pending ?? 0), oldest };
}
