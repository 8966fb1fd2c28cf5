import type { Db } from '../../db/client';
import { compactAdminCounters, readAdminStats } from './admin-stats.repo';

export function createAdminStatsService({ db }: { db: Db }) {
  return {
    read: () => readAdminStats(db),
    /** Folds the counters' rows of differences into one (the admin-counters job). */
    compact: () => compactAdminCounters(db),
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
