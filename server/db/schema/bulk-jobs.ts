import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A bulk action started by a staff member (docs/decisions/bulk-jobs.md): what it does, on which
 * items (materialised in bulk_job_items when it was created), and where it stands.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    /** 'admin:<username>': every item's audit entry is written under it. */
    author: text('author').notNull(),
    /** The author may reopen a settled case only if an owner (the single action's rule). */
    authorIsOwner: integer('author_is_owner').notNull().default(0),
    /** The selection's filter, or null for a list of ids. */
    filter: jsonb('filter').$type<Record<string, unknown>>(),
    params: jsonb('params').$type<Record<string, unknown>>(),
    total: integer('total').notNull(),
    state: text('state').notNull().default('running'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('bulk_jobs_state_check', sql`${t.state} in ('running', 'done', 'cancelled', 'failed')`),
    index('bulk_jobs_created_idx').on(t.createdAt),
    index('bulk_jobs_running_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'running'`),
  ],
);

/**
 * One row per matched item, written with the job. A worker leases a few pending rows
 * (`lease_until`, `lease_token`); the item's result is written in the transaction of the
 * workflow's change, so it is done exactly once.
 */
export const bulkJobItems = pgTable(
  'bulk_job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The id as given (ids that are no user are kept, and skipped). */
    target: text('target').notNull(),
    userId: uuid('user_id'),
    result: text('result').notNull().default('pending'),
    /** Why it was skipped or failed, in Spanish. */
    reason: text('reason'),
    /** What the item produced (the exported row). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.seq] }),
    check(
      'bulk_job_items_result_check',
      sql`${t.result} in ('pending', 'done', 'skipped', 'failed')`,
    ),
    index('bulk_job_items_pending_idx')
      .on(t.jobId, t.seq)
      .where(sql`${t.result} = 'pending'`),
    index('bulk_job_items_result_idx').on(t.jobId, t.result),
  ],
);
