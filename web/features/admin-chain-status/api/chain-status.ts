import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWalletsApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

/** Read again every 10 s: staff watch the follower reach the head. */
export const CHAIN_STATUS_INTERVAL_MS = 10_000;

export const fetchChainStatus = () => adminCall(adminWalletsApi.chainStatus);

export const chainStatusQuery = queryOptions({
  queryKey: queryKeyOf(adminWalletsApi.chainStatus),
  queryFn: fetchChainStatus,
  refetchInterval: CHAIN_STATUS_INTERVAL_MS,
});

export const useChainStatus = () => useQuery(chainStatusQuery);
