import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '@schemas/admin-users';
import { adminRequest } from '@/lib/api-client';
import { cursorPaging, pagePath } from '@/admin-lib/paging';

/** GET /api/admin/search?q=term: users by name, full name, e-mail or phone, 25 at a time. */
export const adminSearchQuery = (term: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/search', term] as const,
    queryFn: ({ pageParam, signal }) =>
      adminRequest<AdminUserPage>(pagePath('/api/admin/search', pageParam, { q: term }), {
        signal,
      }),
    ...cursorPaging,
    enabled: term !== '',
  });

export const useAdminSearch = (term: string) => useInfiniteQuery(adminSearchQuery(term));
