import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import { mediationKeys } from './keys';

/** docs/product/user-app.md#data-on-screen: the only query re-read on an interval. */
export const MEDIATION_STATS_INTERVAL_MS = 5000;

export const fetchMediationStats = () => adminCall(adminMediationApi.stats);

export const mediationStatsQuery = queryOptions({
  queryKey: mediationKeys.stats,
  queryFn: fetchMediationStats,
  refetchInterval: MEDIATION_STATS_INTERVAL_MS,
});

export const useMediationStats = () => useQuery(mediationStatsQuery);
