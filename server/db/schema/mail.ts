import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An attachment of a row queued before contents were sealed: the file as base64. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * Every e-mail the product sends, written in the transaction of the change it reports and sent
 * after the commit (docs/decisions/mail-outbox.md). The row outlives the send as its record; the
 * content is sealed with the data key while it waits and dropped once it is sent or given up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The body (html, text, attachments) sealed with DATA_ENCRYPTION_KEY, bound to the row id. */
    sealed: text('sealed'),
    /** Plain bodies of rows queued before sealing; new rows leave them empty. */
    html: text('html'),
    text: text('text'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a sender may take it; a claim pushes it forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not sent after this (a code that has expired); null: no limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A newer mail with the same key makes this one pointless (a newer recovery code). */
    supersedeKey: text('supersede_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Will not be sent: expired, superseded, or refused on every attempt (`lastError` says). */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
    index('mail_outbox_supersede_idx')
      .on(t.supersedeKey)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
