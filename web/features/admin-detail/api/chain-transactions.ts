import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWalletsApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const chainTransactionsQuery = (address: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminWalletsApi.chainTransactions, { address }),
    queryFn: () => adminCall(adminWalletsApi.chainTransactions, { params: { address } }),
    gcTime: 0,
  });

export const useChainTransactions = (address: string) => useQuery(chainTransactionsQuery(address));
