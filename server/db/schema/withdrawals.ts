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
import { IDENTITY_STATUSES } from '../../../schemas/identity-status';
import { OPEN_WITHDRAWAL_STATUSES, WITHDRAWAL_STATUSES } from '../../../schemas/withdrawals';
import { admins } from './auth';
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
    /** Where the creditor's identity stood when staff approved ('verified' since approving needs it). */
    identityAtApproval: text('identity_at_approval', { enum: IDENTITY_STATUSES }),
    /** Who moved the order (staff usernames) and when. */
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    completedBy: text('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rejectedBy: text('rejected_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /**
     * When a password reset (or change, or staff ending the sessions) came within the freeze
     * period after this order was placed: staff see it flagged (docs/product/payout-safety.md#risk-signals-for-staff).
     */
    flaggedBeforeResetAt: timestamp('flagged_before_reset_at', { withTimezone: true }),
    /** The creditor's e-mail when they cancelled their pending order, and when. */
    cancelledBy: text('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The staff member the order is assigned to, or null (docs/product/staff-at-scale.md#assignment). */
    assigneeId: uuid('assignee_id').references(() => admins.id, { onDelete: 'set null' }),
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
    check(
      'withdrawals_identity_at_approval_check',
      sql`${t.identityAtApproval} in (${sqlList(IDENTITY_STATUSES)})`,
    ),
    // An order is for an amount USDT can carry: at most 6 decimals (docs/product/money.md).
    check('withdrawals_amount_usdt_check', sql`${t.amount} = trunc(${t.amount}, 6)`),
    // One transaction pays one order: the same hash cannot prove two payouts.
    uniqueIndex('withdrawals_payout_tx_hash_uq').on(t.payoutTxHash),
    // The staff queue: orders of a status, oldest first.
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    // The queue of one person's orders, or of the unassigned ones.
    index('withdrawals_assignee_status_idx').on(t.assigneeId, t.status, t.createdAt, t.id),
    // The withdrawals CSV export, oldest first, read in keyset batches.
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    // Risk signals: who else ordered to this destination.
    index('withdrawals_destination_idx').on(t.withdrawalAddress),
  ],
);

export type Withdrawal = typeof withdrawals.$inferSelect;

/**
 * Each staff approval of an order (docs/product/payout-safety.md#dual-approval): an order of at
 * least PAYOUT_DUAL_APPROVAL_USDT needs two, from two different people; the database refuses the
 * same person twice.
 */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    /** The staff member's username. */
    approvedBy: text('approved_by').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('withdrawal_approvals_once_per_person').on(t.withdrawalId, t.approvedBy)],
);
