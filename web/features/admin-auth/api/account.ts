import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAccountApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const accountQuery = queryOptions({
  queryKey: queryKeyOf(adminAccountApi.get),
  queryFn: () => adminCall(adminAccountApi.get),
});

/** The signed-in staff member's second-factor state. */
export const useAccount = () => useQuery(accountQuery);
