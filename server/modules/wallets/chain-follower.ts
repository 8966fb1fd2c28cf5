import { randomUUID } from 'node:crypto';
import {
  RangeRefusedError,
  type ChainFollowerReads,
  type TokenTransferLog,
} from '../../adapters/chain';
import type { Clock } from '../../adapters/clock';
import type { Db, DbOrTx } from '../../db/client';
import type { ChainSyncRow } from '../../db/schema';
import { failureText, nextAttempt } from './chain-backoff';
import {
  addCheckpoint,
  claimChainJob,
  ensureChainJob,
  listCheckpoints,
  recordTransfers,
  removeCheckpointsAfter,
  removeTransfersAfter,
  updateChainJob,
} from './chain-sync.repo';
import { markWalletsStale, markWalletsStaleAfterReorg, ourWalletAddresses } from './wallets.repo';

/** Blocks per log query at first and at most; halved on a refusal, doubled back after a success. */
export const INITIAL_WINDOW = 500;
/** Longer than any pass takes (RPC reads time out after 10 s): a lease outlives only a dead instance. */
export const FOLLOWER_LEASE_MS = 60_000;
/** Development nodes (anvil, Hardhat, Ganache) mine on demand and never reorganise by themselves. */
const DEV_CHAIN_IDS = new Set([31337, 1337]);
const MAINNET_CONFIRMATIONS = 12;

export type FollowResult =
  | { state: 'busy' }
  | { state: 'started'; block: number }
  | { state: 'idle'; block: number; head: number }
  | { state: 'advanced'; from: number; to: number; head: number; transfers: number }
  | { state: 'reorg'; from: number; to: number }
  | { state: 'failed'; error: string };

/** Another instance took the cursor over while this pass was reading: it writes nothing. */
class LostLeaseError extends Error {
  constructor() {
    super('otra instancia tomó el cursor');
  }
}

export interface FollowerOptions {
  db: Db;
  clock: Clock;
  reads: ChainFollowerReads;
  /** undefined: 12, 0 on development chains. */
  confirmations: number | undefined;
  /** A new database's first block (default: the confirmed head). */
  startBlock: number | undefined;
  /** This instance's name in the lease (default: a random one). */
  owner?: string;
}

/**
 * The chain follower (docs/decisions/chain-follower.md): one pass reads the USDT Transfer logs
 * after the cursor, records those of our wallets once, marks their wallets for a balance re-read
 * and moves the cursor, all in one transaction, under a lease only one instance holds.
 */
export function createChainFollower({
  db,
  clock,
  reads,
  confirmations,
  startBlock,
  owner = randomUUID(),
}: FollowerOptions) {
  async function confirmationsFor() {
    if (confirmations !== undefined) return confirmations;
    return DEV_CHAIN_IDS.has(await reads.chainId()) ? 0 : MAINNET_CONFIRMATIONS;
  }

  /** Writes the cursor row while the lease is ours and the cursor where we found it. */
  async function commit(
    tx: DbOrTx,
    expectedBlock: number | null,
    patch: Parameters<typeof updateChainJob>[3],
  ) {
    if (!(await updateChainJob(tx, 'follower', owner, patch, expectedBlock)))
      throw new LostLeaseError();
  }

  async function start(head: number, safeHead: number): Promise<FollowResult> {
    // CHAIN_START_BLOCK's own transfers are read: the cursor stands on the block before it.
    const block = Math.max(
      0,
      Math.min(startBlock === undefined ? safeHead : startBlock - 1, safeHead),
    );
    const hash = (await reads.blockHashes([block])).get(block);
    if (!hash) throw new Error(`el bloque ${block} no existe`);
    await db.transaction(async (tx) => {
      await commit(tx, null, cursorPatch(block, hash, head));
      await addCheckpoint(tx, block, hash);
    });
    return { state: 'started', block };
  }

  const cursorPatch = (block: number, hash: string, head: number, windowSize?: number) => ({
    blockNumber: block,
    blockHash: hash,
    headBlock: head,
    ...(windowSize === undefined ? {} : { windowSize }),
    lastSuccessAt: clock.now(),
    lastError: null,
    failures: 0,
    nextAttemptAt: null,
    leaseOwner: null,
    leaseUntil: null,
  });

  /**
   * The cursor's block is no longer on the chain: back to the newest checkpoint still on it
   * (or before the oldest), removing the transfers of the abandoned blocks and marking their
   * wallets for a new read. The next pass reads forward from there.
   */
  async function rewind(
    row: ChainSyncRow & { blockNumber: number },
    safeHead: number,
  ): Promise<FollowResult> {
    const checkpoints = await listCheckpoints(db, row.blockNumber);
    const canonical = await reads.blockHashes(checkpoints.map((c) => c.blockNumber));
    const kept = checkpoints.find((c) => canonical.get(c.blockNumber) === c.blockHash);
    const oldest = checkpoints.at(-1)?.blockNumber ?? row.blockNumber;
    // None still on the chain (or a chain shorter than the cursor): before the oldest we know.
    const to = kept?.blockNumber ?? Math.max(0, Math.min(oldest - 1, safeHead));
    const hash = kept?.blockHash ?? (await reads.blockHashes([to])).get(to);
    if (!hash) throw new Error(`el bloque ${to} no existe`);
    await db.transaction(async (tx) => {
      const abandoned = await removeTransfersAfter(tx, to);
      await removeCheckpointsAfter(tx, to);
      const touched = [...new Set(abandoned.flatMap((t) => [t.from, t.to]))];
      await markWalletsStaleAfterReorg(tx, touched, to);
      await addCheckpoint(tx, to, hash);
      await commit(tx, row.blockNumber, cursorPatch(to, hash, row.headBlock ?? to));
    });
    return { state: 'reorg', from: row.blockNumber, to };
  }

  /** The logs after the cursor, narrowing the window while the node refuses it. */
  async function readLogs(from: number, last: number, windowSize: number) {
    let size = windowSize;
    for (;;) {
      const to = Math.min(last, from + size - 1);
      try {
        // The hash first: if the chain reorganises in between, the next pass sees it.
        const hash = (await reads.blockHashes([to])).get(to);
        if (!hash) throw new Error(`el bloque ${to} no existe`);
        const logs = await reads.transferLogs(from, to);
        return { to, hash, logs, size };
      } catch (err) {
        if (!(err instanceof RangeRefusedError) || size === 1) throw err;
        size = Math.max(1, Math.floor(size / 2));
      }
    }
  }

  async function advance(
    row: ChainSyncRow & { blockNumber: number },
    head: number,
    safeHead: number,
  ): Promise<FollowResult> {
    const from = row.blockNumber + 1;
    const { to, hash, logs, size } = await readLogs(
      from,
      safeHead,
      row.windowSize ?? INITIAL_WINDOW,
    );
    const ours = await ourWalletAddresses(db, [...new Set(logs.flatMap((l) => [l.from, l.to]))]);
    const kept = logs.filter((l) => ours.has(l.from) || ours.has(l.to));
    await db.transaction(async (tx) => {
      const grown = Math.min(INITIAL_WINDOW, size * 2);
      await commit(tx, row.blockNumber, cursorPatch(to, hash, head, grown));
      await recordTransfers(tx, kept.map(recordOf));
      await markWalletsStale(
        tx,
        [...new Set(kept.flatMap((l) => [l.from, l.to]))].filter((a) => ours.has(a)),
        to,
      );
      await addCheckpoint(tx, to, hash);
    });
    return { state: 'advanced', from, to, head, transfers: kept.length };
  }

  /** Records the failure on the cursor and backs off; the cursor itself does not move. */
  async function fail(row: ChainSyncRow, error: unknown): Promise<FollowResult> {
    const text = failureText(error);
    if (error instanceof LostLeaseError) return { state: 'failed', error: text };
    const now = clock.now();
    const failures = row.failures + 1;
    await updateChainJob(db, 'follower', owner, {
      lastError: text,
      lastErrorAt: now,
      failures,
      nextAttemptAt: nextAttempt(now, failures),
      leaseOwner: null,
      leaseUntil: null,
    });
    return { state: 'failed', error: text };
  }

  return {
    owner,

    /** One pass; never throws (a failure is recorded on the cursor and answered). */
    async follow(): Promise<FollowResult> {
      await ensureChainJob(db, 'follower');
      const now = clock.now();
      const row = await claimChainJob(
        db,
        'follower',
        owner,
        now,
        new Date(now.getTime() + FOLLOWER_LEASE_MS),
      );
      if (!row) return { state: 'busy' };
      try {
        const [head, depth] = await Promise.all([reads.head(), confirmationsFor()]);
        const safeHead = Math.max(0, head - depth);
        if (row.blockNumber === null) return await start(head, safeHead);
        const cursor = { ...row, blockNumber: row.blockNumber };
        const current = (await reads.blockHashes([cursor.blockNumber])).get(cursor.blockNumber);
        if (current !== row.blockHash) return await rewind(cursor, safeHead);
        if (safeHead <= cursor.blockNumber) {
          await commit(db, row.blockNumber, cursorPatch(cursor.blockNumber, current, head));
          return { state: 'idle', block: cursor.blockNumber, head };
        }
        return await advance(cursor, head, safeHead);
      } catch (err) {
        return fail(row, err);
      }
    },
  };
}

const recordOf = (log: TokenTransferLog) => ({
  txHash: log.txHash,
  logIndex: log.logIndex,
  blockNumber: log.blockNumber,
  blockHash: log.blockHash,
  from: log.from,
  to: log.to,
  units: log.units.toString(),
});

export type ChainFollower = ReturnType<typeof createChainFollower>;
