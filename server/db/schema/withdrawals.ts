import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open (pending or approved) withdrawal per wallet, whatever arrives concurrently:
    // an approved order is about to be paid, so the same balance cannot be ordered again.
    uniqueIndex('withdrawals_one_open_per_wallet')
      .on(t.walletId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_wallet_idx').on(t.walletId),
  ],
);

export type Withdrawal = typeof withdrawals.$inferSelect;
