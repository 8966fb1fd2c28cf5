import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const adminUserQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeyOf(adminUsersApi.get, { userId }),
    queryFn: () => adminCall(adminUsersApi.get, { params: { userId } }),
    ...FRESH_ON_OPEN,
  });

/** The user as staff see it (GET /api/admin/users/:userId): any screen opens it by id. */
export const useAdminUser = (userId: string) => useQuery(adminUserQuery(userId));
