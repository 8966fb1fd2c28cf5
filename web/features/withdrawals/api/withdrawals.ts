import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalsApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf } from '@/lib/api-call';

export const fetchWithdrawals = () => apiCall(withdrawalsApi.list);

export const withdrawalsQuery = queryOptions({
  queryKey: queryKeyOf(withdrawalsApi.list),
  queryFn: fetchWithdrawals,
});

/** The user's withdrawal orders, newest first (GET /api/withdrawals). */
export const useWithdrawals = () => useQuery(withdrawalsQuery);
