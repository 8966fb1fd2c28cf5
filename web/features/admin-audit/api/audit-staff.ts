import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const auditStaffQuery = queryOptions({
  queryKey: queryKeyOf(auditApi.staff),
  queryFn: () => adminCall(auditApi.staff),
});

/** Staff usernames for the 'Personal' filter. */
export const useAuditStaff = () => useQuery(auditStaffQuery);
