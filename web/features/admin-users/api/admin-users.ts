import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '@schemas/admin-users';
import { adminRequest } from '@/lib/api-client';
import { cursorPaging, pagePath } from '@/admin-lib/paging';

/** GET /api/admin/users, newest registration first, 25 at a time by cursor. */
export const adminUsersQuery = infiniteQueryOptions({
  queryKey: ['/api/admin/users'] as const,
  queryFn: ({ pageParam, signal }) =>
    adminRequest<AdminUserPage>(pagePath('/api/admin/users', pageParam), { signal }),
  ...cursorPaging,
});

export const useAdminUsers = () => useInfiniteQuery(adminUsersQuery);
