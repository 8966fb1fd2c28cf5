import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf } from '@/lib/api-call';

export const accountActivityQuery = queryOptions({
  queryKey: queryKeyOf(accountApi.activity),
  queryFn: () => apiCall(accountApi.activity),
});

/** The last sign-ins and security events (GET /api/account/activity). */
export const useAccountActivity = () => useQuery(accountActivityQuery);
