import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const fetchAdminStats = () => adminCall(adminUsersApi.stats);

/** Invalidate queryKeyOf(adminUsersApi.stats) after any change that moves a figure. */
export const adminStatsQuery = queryOptions({
  queryKey: queryKeyOf(adminUsersApi.stats),
  queryFn: fetchAdminStats,
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
