import type { AdminStatsService } from '../modules/admin-lists/admin-stats.service';
import { startIntervalJob, type JobLog } from './interval-job';

export const ADMIN_COUNTERS_INTERVAL_MS = 60_000;

/**
 * Folds the statistics' rows of differences into one every minute, so reading the figures stays
 * a sum over a handful of rows. Safe in every instance at once (see compactAdminCounters).
 */
export function startAdminCountersJob(
  stats: AdminStatsService,
  log: JobLog,
  intervalMs = ADMIN_COUNTERS_INTERVAL_MS,
) {
  return startIntervalJob('admin counters', () => stats.compact(), log, intervalMs);
}
