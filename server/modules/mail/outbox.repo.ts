import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { MailAttachment, MailMessage } from '../../adapters/mail';
import { mailOutbox, type StoredAttachment } from '../../db/schema';

export type QueuedMail = MailMessage;

const storeAttachment = (a: MailAttachment): StoredAttachment => ({
  filename: a.filename,
  contentType: a.contentType,
  base64: a.content.toString('base64'),
});

/** The attachments of a queued row, as the mailer takes them. */
export const restoreAttachments = (stored: StoredAttachment[] | null): MailAttachment[] =>
  (stored ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.base64, 'base64'),
  }));

export async function insertQueuedMail(
  db: DbOrTx,
  mail: QueuedMail,
  state: { lastError: string; nextAttemptAt: Date; at: Date },
) {
  const { attachments, ...message } = mail;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...message,
      attachments: attachments?.length ? attachments.map(storeAttachment) : null,
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
