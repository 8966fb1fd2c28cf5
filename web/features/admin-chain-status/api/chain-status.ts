import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainStatus } from '@schemas/chain-status';
import { adminRequest } from '@/lib/api-client';

/** Read again every 10 s: staff watch the follower reach the head. */
export const CHAIN_STATUS_INTERVAL_MS = 10_000;

export const fetchChainStatus = () => adminRequest<ChainStatus>('/api/admin/chain-status');

export const chainStatusQuery = queryOptions({
  queryKey: ['/api/admin/chain-status'] as const,
  queryFn: fetchChainStatus,
  refetchInterval: CHAIN_STATUS_INTERVAL_MS,
});

export const useChainStatus = () => useQuery(chainStatusQuery);
