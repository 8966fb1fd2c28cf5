import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OPEN_WITHDRAWAL_STATUSES, WITHDRAWAL_STATUSES } from '../../../schemas/withdrawals';
import { sqlList } from './sql-list';
import { users } from './users';
import { wallets } from './wallets';

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the wallet is gone ('Cartera Eliminada'). */
    walletId: uuid('wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    withdrawalAddress: text('withdrawal_address').notNull(),
    amount: numeric('amount', { precision: 18, scale: 8 }).notNull(),
    /** One of schemas/withdrawals.ts's statuses; the database refuses anything else. */
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    /** Why staff rejected the order; the user reads it. */
    rejectionReason: text('rejection_reason'),
    /** The on-chain transaction that paid a completed order (lower-case), checked on chain. */
    payoutTxHash: text('payout_tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open (pending or approved) withdrawal per wallet, whatever arrives concurrently:
    // an approved order is about to be paid, so the same balance cannot be ordered again.
    uniqueIndex('withdrawals_one_open_per_wallet')
      .on(t.walletId)
      .where(sql`${t.status} in (${sqlList(OPEN_WITHDRAWAL_STATUSES)})`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_wallet_idx').on(t.walletId),
    check('withdrawals_status_check', sql`${t.status} in (${sqlList(WITHDRAWAL_STATUSES)})`),
    // One transaction pays one order: the same hash cannot prove two payouts.
    uniqueIndex('withdrawals_payout_tx_hash_uq').on(t.payoutTxHash),
    // The staff queue: orders of a status, oldest first.
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    // The withdrawals CSV export, oldest first, read in keyset batches.
    index('withdrawals_created_idx').on(t.createdAt, t.id),
  ],
);

export type Withdrawal = typeof withdrawals.$inferSelect;
