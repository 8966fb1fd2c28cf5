import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalListItem } from '@schemas/withdrawals';
import { apiRequest } from '@/lib/api-client';

export const fetchWithdrawals = () => apiRequest<WithdrawalListItem[]>('/api/withdrawals');

export const withdrawalsQuery = queryOptions({
  queryKey: ['/api/withdrawals'] as const,
  queryFn: fetchWithdrawals,
});

/** The user's withdrawal orders, newest first (GET /api/withdrawals). */
export const useWithdrawals = () => useQuery(withdrawalsQuery);
