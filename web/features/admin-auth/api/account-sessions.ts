import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAccountApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const accountSessionsQuery = queryOptions({
  queryKey: queryKeyOf(adminAccountApi.sessions),
  queryFn: () => adminCall(adminAccountApi.sessions).then((r) => r.sessions),
});

/** The signed-in staff member's open sessions, this one marked `current`. */
export const useAccountSessions = () => useQuery(accountSessionsQuery);
