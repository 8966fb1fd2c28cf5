import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountActivity } from '@schemas/payout-safety';
import { apiRequest } from '@/lib/api-client';

export const accountActivityQuery = queryOptions({
  queryKey: ['/api/account/activity'] as const,
  queryFn: () => apiRequest<AccountActivity>('/api/account/activity'),
});

/** The last sign-ins and security events (GET /api/account/activity). */
export const useAccountActivity = () => useQuery(accountActivityQuery);
