import type { Db } from '../../db/client';
import { readAdminStats } from './admin-stats.repo';

export function createAdminStatsService({ db }: { db: Db }) {
  return { read: () => readAdminStats(db) };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
