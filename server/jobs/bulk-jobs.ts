import type { BulkJobs } from '../modules/bulk-jobs/bulk-jobs.service';
import { startIntervalJob, type JobLog } from './interval-job';

export const BULK_JOBS_INTERVAL_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the bulk-jobs worker now; `maxItems` stops it mid-batch (tests). */
    runBulkJobs: (options?: { maxItems?: number }) => Promise<{ processed: number }>;
  }
}

/**
 * Works the running bulk jobs (docs/decisions/bulk-jobs.md): at start, so a restart resumes,
 * then every 2 seconds. Every instance runs it; items are leased with `skip locked`, so any
 * number of instances share one job and each item is done once.
 */
export function startBulkJobsJob(jobs: BulkJobs, log: JobLog, intervalMs = BULK_JOBS_INTERVAL_MS) {
  return startIntervalJob('bulk jobs', () => jobs.runPass(), log, intervalMs, {
    runAtStart: true,
  });
}
