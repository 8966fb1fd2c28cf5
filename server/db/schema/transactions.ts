import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { wallets } from './wallets';

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    from: text('from').notNull(),
    to: text('to'),
    /** ETH value in wei (smallest unit, 18 decimals), as a decimal string. */
    value: text('value').notNull().default('0'),
    /** 'ETH' for a plain transfer, 'USDT' for a token transfer. */
    asset: text('asset').notNull().default('ETH'),
    /** USDT amount as a decimal string (e.g. '125.5'); null for ETH rows and unknown amounts. */
    tokenValue: text('token_value'),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** Unix seconds. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    gasUsed: text('gas_used'),
    gasPrice: text('gas_price'),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per wallet and hash: a transfer between two of our wallets belongs to both histories.
    uniqueIndex('transactions_wallet_hash_uq').on(t.walletId, t.hash),
    index('transactions_wallet_time_idx').on(t.walletId, t.timestamp),
  ],
);

export type Transaction = typeof transactions.$inferSelect;
