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
    /**
     * The user the action concerns (whom), for the activity of one person; filled from a
     * 'user:<id>' target when not given. No foreign key: the log outlives what it mentions.
     */
    userId: uuid('user_id'),
    details: jsonb('details'),
    /** Client address of the request that caused it (null for jobs and the CLI). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_actor_idx').on(t.actor, t.createdAt),
    // The activity log filtered by one action (docs/product/admin-panel.md#activity).
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
