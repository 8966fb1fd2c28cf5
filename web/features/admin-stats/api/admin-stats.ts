import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@schemas/admin';
import { adminRequest } from '@/lib/api-client';

export const fetchAdminStats = () => adminRequest<AdminStats>('/api/admin/stats');

/** Invalidate ['/api/admin/stats'] after any change that moves a figure. */
export const adminStatsQuery = queryOptions({
  queryKey: ['/api/admin/stats'] as const,
  queryFn: fetchAdminStats,
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
