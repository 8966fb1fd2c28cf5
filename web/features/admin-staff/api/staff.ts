import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const staffQuery = queryOptions({
  queryKey: queryKeyOf(staffApi.list),
  queryFn: () => adminCall(staffApi.list).then((r) => r.staff),
});

/** Every staff member, for owners. */
export const useStaff = () => useQuery(staffQuery);
