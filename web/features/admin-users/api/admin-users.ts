import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '@schemas/admin-users';
import { adminRequest } from '@/lib/api-client';
import { cursorPaging, pagePath } from '@/admin-lib/paging';

/**
 * GET /api/admin/users, filtered and sorted by the server (newest registration first unless
 * asked), 25 at a time by cursor.
 */
export const adminUsersQuery = (filters: Record<string, string> = {}) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/users', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      adminRequest<AdminUserPage>(pagePath('/api/admin/users', pageParam, filters), { signal }),
    ...cursorPaging,
  });

export const useAdminUsers = (filters: Record<string, string> = {}) =>
  useInfiniteQuery(adminUsersQuery(filters));
