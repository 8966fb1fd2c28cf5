import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { cursorPaging, pageQuery } from '@/admin-lib/paging';

/**
 * GET /api/admin/users, filtered and sorted by the server (newest registration first unless
 * asked), 25 at a time by cursor.
 */
export const adminUsersQuery = (filters: Record<string, string> = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(adminUsersApi.list, filters),
    queryFn: ({ pageParam, signal }) =>
      adminCall(adminUsersApi.list, { query: pageQuery(pageParam, filters), signal }),
    ...cursorPaging,
  });

export const useAdminUsers = (filters: Record<string, string> = {}) =>
  useInfiniteQuery(adminUsersQuery(filters));
