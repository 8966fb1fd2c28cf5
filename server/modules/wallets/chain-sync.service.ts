import { randomUUID } from 'node:crypto';
import type { ChainFollowerReads } from '../../adapters/chain';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import type { ChainStatus } from '@schemas/chain-status';
import { createBalanceRefresher } from './balance-refresher';
import { createChainFollower, type FollowResult } from './chain-follower';
import { readChainJob } from './chain-sync.repo';

/** A follower without a successful pass for this long shows as a warning to staff. */
export const LATE_AFTER_MS = 10 * 60_000;
/** How long one tick keeps following before the refresher gets its turn. */
const CATCH_UP_BUDGET_MS = 20_000;

export interface ChainSyncOptions {
  db: Db;
  clock: Clock;
  reads: ChainFollowerReads;
  confirmations: number | undefined;
  startBlock: number | undefined;
  /** Wallets per refresher page (tests use small pages). */
  pageSize?: number;
}

/**
 * Balances that keep themselves fresh (docs/decisions/chain-follower.md): the follower, the
 * refresher of the wallets it marks and the daily sweep, each claimed by one instance at a time.
 */
export function createChainSync(options: ChainSyncOptions) {
  const { db, clock } = options;
  const owner = randomUUID();
  const follower = createChainFollower({ ...options, owner });
  const refresher = createBalanceRefresher({ ...options, owner });

  return {
    follow: follower.follow,
    refresh: refresher.refresh,
    sweep: refresher.sweep,

    /** One tick of the job: follow up to the head (within a budget), re-read, sweep. */
    async tick() {
      const started = Date.now();
      const passes: FollowResult[] = [];
      for (;;) {
        const pass = await follower.follow();
        passes.push(pass);
        if (pass.state !== 'advanced' && pass.state !== 'reorg') break;
        if (pass.state === 'advanced' && pass.to >= pass.head) break;
        if (Date.now() - started > CATCH_UP_BUDGET_MS) break;
      }
      const refreshed = await refresher.refresh();
      const swept = await refresher.sweep();
      return { passes, refreshed, swept };
    },

    async status(): Promise<ChainStatus> {
      const row = await readChainJob(db, 'follower');
      // The head as the follower last saw it (every pass, a few seconds apart): the panel's
      // polls never wait on a node that does not answer.
      const head = row?.headBlock ?? null;
      const synced = row?.blockNumber ?? null;
      const lastSuccessAt = row?.lastSuccessAt ?? null;
      return {
        syncedBlock: synced,
        headBlock: head,
        lagBlocks: head !== null && synced !== null ? Math.max(0, head - synced) : null,
        lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
        lastError: row && row.failures > 0 ? row.lastError : null,
        late: !lastSuccessAt || clock.now().getTime() - lastSuccessAt.getTime() > LATE_AFTER_MS,
      };
    },
  };
}

export type ChainSync = ReturnType<typeof createChainSync>;
