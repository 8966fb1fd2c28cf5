import type { BulkJobs } from '../modules/bulk-jobs/bulk-jobs.service';
import { startIntervalJob, type JobLog } from './interval-job';

export const BULK_JOBS_INTERVAL_MS = 2_000;
/** While items are left, passes follow one another for this long before the next tick. */
const BUSY_PASSES_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the bulk-jobs worker now; `maxItems` stops it mid-batch (tests). */
    runBulkJobs: (options?: { maxItems?: number }) => Promise<{ processed: number }>;
  }
}

/** Passes back to back while they find items, so a job does not wait 2 s after every batch. */
async function passesWhileBusy(jobs: BulkJobs) {
  const until = Date.now() + BUSY_PASSES_MS;
  while (Date.now() < until && (await jobs.runPass()).processed > 0);
}

/**
 * Works the running bulk jobs (docs/decisions/bulk-jobs.md): at start, so a restart resumes,
 * then every 2 seconds, pass after pass while there are items. Every instance runs it; items are
 * leased with `skip locked`, so any number of instances share one job and each item is done once.
 */
export function startBulkJobsJob(jobs: BulkJobs, log: JobLog, intervalMs = BULK_JOBS_INTERVAL_MS) {
  return startIntervalJob('bulk jobs', () => passesWhileBusy(jobs), log, intervalMs, {
    runAtStart: true,
  });
}
