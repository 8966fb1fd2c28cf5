import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An attachment kept for a retry: the file travels as base64 inside the row. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** E-mails whose first send failed; a retry job picks them up so nothing is silently lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the retry job may try again; a claim pushes it forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt)],
);
