import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface QueuedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export async function insertQueuedMail(
  db: DbOrTx,
  mail: QueuedMail,
  state: { lastError: string; nextAttemptAt: Date; at: Date },
) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...mail,
      attempts: 1,
      lastError: state.lastError,
      nextAttemptAt: state.nextAttemptAt,
      createdAt: state.at,
    })
    .returning({ id: mailOutbox.id });
  return row?.id;
}

/**
 * Claims due mails for one sender: counts the attempt and pushes next_attempt_at to the end of a
 * lease in the same statement. Rows another instance is claiming are skipped, not waited for,
 * and a claimed row is not due again until the lease ends (a crash mid-send retries then).
 */
export function claimDueMails(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, options.maxAttempts),
        lte(mailOutbox.nextAttemptAt, options.now),
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

export async function markMailSent(db: DbOrTx, id: string, at: Date) {
  await db.update(mailOutbox).set({ sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(
  db: DbOrTx,
  id: string,
  lastError: string,
  nextAttemptAt: Date,
) {
  await db.update(mailOutbox).set({ lastError, nextAttemptAt }).where(eq(mailOutbox.id, id));
}
