import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A mediation case's timeline: every invitation, move, note, documents sent and removal, with
 * who did it, when and why. Written only by the mediation workflow module.
 */
export const mediationEvents = pgTable(
  'mediation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'admin:<username>' or 'system'. */
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    /** The reason of a move back, or the note. */
    text: text('text'),
    /** Documents sent (reference, file names), identity verified on the move… */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mediation_events_user_idx').on(t.userId, t.createdAt, t.id)],
);
