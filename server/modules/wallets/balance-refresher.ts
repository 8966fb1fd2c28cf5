import { randomUUID } from 'node:crypto';
import type { Address, ChainFollowerReads } from '../../adapters/chain';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { failureText, nextAttempt } from './chain-backoff';
import {
  claimChainJob,
  ensureChainJob,
  readChainJob,
  updateChainJob,
  type ChainJob,
} from './chain-sync.repo';
import { walletPage, writeChainBalances, type WalletRef } from './wallets.repo';

/** Wallets per page: a few Multicall3 calls, one HTTP request (docs/decisions/chain-follower.md). */
export const REFRESH_PAGE = 2_000;
export const REFRESHER_LEASE_MS = 60_000;
/** Every wallet is read again once a day: ETH changes leave no log to follow. */
export const SWEEP_EVERY_MS = 24 * 60 * 60_000;
/** How long one pass keeps reading pages before it gives the turn back. */
const PASS_BUDGET_MS = 20_000;

export interface RefresherOptions {
  db: Db;
  clock: Clock;
  reads: ChainFollowerReads;
  owner?: string;
  /** Wallets per page (tests use small pages). */
  pageSize?: number;
}

export type RefreshResult =
  | { state: 'busy' | 'idle' }
  | { state: 'done'; wallets: number; block: number; finished: boolean }
  | { state: 'failed'; error: string };

/**
 * The refresher and the daily sweep: re-read USDT and ETH balances at the follower's cursor
 * block, page by page, through Multicall3, each under its own lease.
 */
export function createBalanceRefresher({
  db,
  clock,
  reads,
  owner = randomUUID(),
  pageSize = REFRESH_PAGE,
}: RefresherOptions) {
  async function readAndWrite(page: readonly WalletRef[], block: number) {
    const { balances } = await reads.balancesAt(
      page.map((w) => w.address as Address),
      block,
    );
    const rows = page.map((w) => {
      const read = balances.get(w.address.toLowerCase())!;
      return { id: w.id, tokenizedBalance: read.usdt, ethBalanceWei: read.ethWei };
    });
    await db.transaction((tx) => writeChainBalances(tx, rows, block, clock.now()));
  }

  /** Claims `job`, runs `work` with the cursor's block, records success or failure. */
  async function underLease(
    job: ChainJob,
    work: (block: number, renew: () => Promise<void>) => Promise<RefreshResult>,
  ): Promise<RefreshResult> {
    await ensureChainJob(db, job);
    const now = clock.now();
    const lease = (from: Date) => new Date(from.getTime() + REFRESHER_LEASE_MS);
    const row = await claimChainJob(db, job, owner, now, lease(now));
    if (!row) return { state: 'busy' };
    const cursor = await readChainJob(db, 'follower');
    const release = { leaseOwner: null, leaseUntil: null };
    if (cursor?.blockNumber == null) {
      await updateChainJob(db, job, owner, release);
      return { state: 'idle' };
    }
    try {
      const result = await work(cursor.blockNumber, async () => {
        if (!(await updateChainJob(db, job, owner, { leaseUntil: lease(clock.now()) })))
          throw new Error('otra instancia tomó el trabajo');
      });
      await updateChainJob(db, job, owner, {
        ...release,
        lastSuccessAt: clock.now(),
        lastError: null,
        failures: 0,
        nextAttemptAt: null,
      });
      return result;
    } catch (err) {
      const failures = row.failures + 1;
      const error = failureText(err);
      await updateChainJob(db, job, owner, {
        ...release,
        lastError: error,
        lastErrorAt: clock.now(),
        failures,
        nextAttemptAt: nextAttempt(clock.now(), failures),
      });
      return { state: 'failed', error };
    }
  }

  const outOfTime = (started: number) => clock.now().getTime() - started > PASS_BUDGET_MS;

  return {
    /** Re-reads the marked wallets at the cursor's block and clears their marks. */
    refresh: () =>
      underLease('refresher', async (block, renew) => {
        let afterId: string | null = null;
        let wallets = 0;
        const started = clock.now().getTime();
        for (;;) {
          const page = await walletPage(db, { afterId, limit: pageSize, staleOnly: true });
          if (page.length > 0) await readAndWrite(page, block);
          wallets += page.length;
          if (page.length < pageSize) return { state: 'done', wallets, block, finished: true };
          if (outOfTime(started)) return { state: 'done', wallets, block, finished: false };
          afterId = page.at(-1)!.id;
          await renew();
        }
      }),

    /**
     * The daily sweep: every wallet once a day, a page after another, remembering where it
     * stopped so a pass (or an instance) can carry it on.
     */
    sweep: () =>
      underLease('sweep', async (block, renew) => {
        const row = (await readChainJob(db, 'sweep'))!;
        const now = clock.now();
        const due =
          row.position !== null ||
          !row.roundStartedAt ||
          now.getTime() - row.roundStartedAt.getTime() >= SWEEP_EVERY_MS;
        if (!due) return { state: 'idle' };
        if (row.position === null)
          await updateChainJob(db, 'sweep', owner, { roundStartedAt: now, position: '' });
        let afterId = row.position || null;
        let wallets = 0;
        const started = now.getTime();
        for (;;) {
          const page = await walletPage(db, { afterId, limit: pageSize, staleOnly: false });
          if (page.length > 0) await readAndWrite(page, block);
          wallets += page.length;
          const finished = page.length < pageSize;
          afterId = page.at(-1)?.id ?? afterId;
          await updateChainJob(db, 'sweep', owner, { position: finished ? null : afterId });
          if (finished || outOfTime(started)) return { state: 'done', wallets, block, finished };
          await renew();
        }
      }),
  };
}

export type BalanceRefresher = ReturnType<typeof createBalanceRefresher>;
