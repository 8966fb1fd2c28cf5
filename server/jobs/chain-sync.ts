import type { ChainSync } from '../modules/wallets/chain-sync.service';
import { startIntervalJob, type JobLog } from './interval-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The balance follower of this instance (tests run its passes by hand). */
    chainSync: ChainSync;
  }
}

/**
 * Keeps on-chain balances fresh (docs/decisions/chain-follower.md). Every app instance runs it;
 * each of its passes claims its lease first, so one instance at a time moves the cursor and
 * any instance takes over when one stops.
 */
export function startChainSyncJob(sync: ChainSync, log: JobLog, intervalMs: number) {
  return startIntervalJob('chain sync', () => sync.tick(), log, intervalMs, { runAtStart: true });
}
