import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The balance follower's jobs (docs/decisions/chain-follower.md): one row per job ('follower',
 * 'refresher', 'sweep'). An instance works on a job only while it holds the row's lease; the
 * follower's row is its cursor (the last block read and that block's hash).
 */
export const chainSync = pgTable('chain_sync', {
  job: text('job').primaryKey(),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** Follower: the last block whose transfers are recorded. */
  blockNumber: bigint('block_number', { mode: 'number' }),
  /** Follower: that block's hash, to notice a reorganisation. */
  blockHash: text('block_hash'),
  /** Follower: blocks per log query (halves on a provider's refusal, grows back). */
  windowSize: integer('window_size'),
  /** The chain's head as last seen. */
  headBlock: bigint('head_block', { mode: 'number' }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** Failed passes in a row: the back-off grows with them. */
  failures: integer('failures').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** Sweep: the last wallet id read in the current round (null between rounds). */
  position: text('position'),
  /** Sweep: when the current (or last) round started. */
  roundStartedAt: timestamp('round_started_at', { withTimezone: true }),
});

/** Block hashes at the follower's recent cursors: how far back a reorganisation reaches. */
export const chainCheckpoints = pgTable('chain_checkpoints', {
  blockNumber: bigint('block_number', { mode: 'number' }).primaryKey(),
  blockHash: text('block_hash').notNull(),
});

/** Each USDT transfer from or to one of our wallets, recorded once. */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    /** In the token's smallest unit (USDT: millionths). */
    units: numeric('units', { precision: 78, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.txHash, t.logIndex] }),
    index('chain_transfers_block_idx').on(t.blockNumber),
  ],
);

export type ChainSyncRow = typeof chainSync.$inferSelect;
