import { sql } from 'drizzle-orm';
import { bigint, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userEmail: text('user_email')
      .notNull()
      .references(() => users.email, { onUpdate: 'cascade' }),
    /** EIP-55 checksummed; every write normalises it, so equality is case-insensitive in effect. */
    address: text('address').notNull().unique(),
    name: text('name'),
    pretokenizedBalance: numeric('pretokenized_balance', { precision: 18, scale: 8 })
      .notNull()
      .default('0'),
    tokenizedBalance: numeric('tokenized_balance', { precision: 18, scale: 8 }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** When the last refresh from the chain was claimed; the 10-second wait counts from here. */
    refreshClaimedAt: timestamp('refresh_claimed_at', { withTimezone: true }),
    /** Last block whose transfers are in this wallet's stored history; the next refresh reads on from there. */
    historyBlock: bigint('history_block', { mode: 'number' }),
    /** ETH at the address in wei, read with the USDT balance. */
    ethBalanceWei: numeric('eth_balance_wei', { precision: 78, scale: 0 }),
    /** The block the balances were read at: an older read never overwrites a newer one. */
    balanceBlock: bigint('balance_block', { mode: 'number' }),
    /**
     * Marked for a balance re-read by the follower: the newest block with a transfer of this
     * wallet not yet reflected in its balance (docs/decisions/chain-follower.md).
     */
    staleFromBlock: bigint('stale_from_block', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallets_user_email_idx').on(t.userEmail),
    // The admin wallets list: newest first, keyset-paged.
    index('wallets_created_idx').on(t.createdAt, t.id),
    // The refresher's queue: only marked wallets are in it.
    index('wallets_stale_idx')
      .on(t.id)
      .where(sql`${t.staleFromBlock} is not null`),
  ],
);

export type Wallet = typeof wallets.$inferSelect;
