import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SAVED_VIEW_LISTS } from '../../../schemas/saved-view-lists';
import { admins } from './auth';
import { sqlList } from './sql-list';

/**
 * A staff member's saved view of an admin list: the list's address query string under a name
 * (docs/decisions/admin-lists.md#url-state-and-saved-views-on-the-server). Shared ones are everyone's.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    list: text('list', { enum: SAVED_VIEW_LISTS }).notNull(),
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_views_list_check', sql`${t.list} in (${sqlList(SAVED_VIEW_LISTS)})`),
    uniqueIndex('saved_views_owner_name_idx').on(t.ownerId, t.list, t.name),
    index('saved_views_shared_idx')
      .on(t.list)
      .where(sql`${t.shared}`),
  ],
);
