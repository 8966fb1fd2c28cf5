import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'admin:<username>', 'user:<id>' or 'system'. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** What was acted on, e.g. 'user:<id>' or 'withdrawal:<id>'. */
    target: text('target'),
    details: jsonb('details'),
    /** Client address of the request that caused it (null for jobs and the CLI). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
