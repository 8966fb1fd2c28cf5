import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleAllows, type AdminRole } from '@schemas/admin-roles';
import { adminSignInApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

export const adminSessionQuery = queryOptions({
  queryKey: queryKeyOf(adminSignInApi.session),
  queryFn: () => adminCall(adminSignInApi.session),
});

/** The signed-in staff member and role (undefined while loading). */
export function useAdminSession() {
  return useQuery(adminSessionQuery).data;
}

/**
 * True when the signed-in role may do what `minRole` allows; false while the session loads, so
 * an action never flashes for a role that may not use it. The server checks every call anyway.
 */
export function useCan(minRole: AdminRole): boolean {
  const session = useAdminSession();
  return session !== undefined && roleAllows(session.role, minRole);
}
