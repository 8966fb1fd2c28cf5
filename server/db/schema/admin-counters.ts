import { bigint, numeric, pgTable } from 'drizzle-orm/pg-core';

/**
 * The admin statistics, kept exact by database triggers on users and wallets (custom migration
 * admin_counters_triggers): each writing statement adds one row of differences, and the figures
 * are the sums of all rows. Adding rows never makes writers wait for each other, as updating one
 * shared row would; a job folds the rows into one now and then.
 */
export const adminCounters = pgTable('admin_counters', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  users: bigint('users', { mode: 'number' }).notNull().default(0),
  wallets: bigint('wallets', { mode: 'number' }).notNull().default(0),
  /** Sum of wallets.pretokenized_balance. */
  balance: numeric('balance').notNull().default('0'),
  completeProfiles: bigint('complete_profiles', { mode: 'number' }).notNull().default(0),
  verified: bigint('verified', { mode: 'number' }).notNull().default(0),
});
