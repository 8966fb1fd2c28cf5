import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWalletsApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const chainBalanceQuery = (address: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminWalletsApi.chainBalance, { address }),
    queryFn: () => adminCall(adminWalletsApi.chainBalance, { params: { address } }),
    // Read from the chain each time it is asked for, never kept after the screen closes.
    gcTime: 0,
  });

/** USDT and ETH on chain now; `enabled` false until staff ask for it ('Pulsa ↻ para cargar'). */
export const useChainBalance = (address: string, enabled = true) =>
  useQuery({ ...chainBalanceQuery(address), enabled });
