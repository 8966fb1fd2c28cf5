import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { cursorPaging, pageQuery } from '@/admin-lib/paging';

/** GET /api/admin/search?q=term: users by name, full name, e-mail or phone, 25 at a time. */
export const adminSearchQuery = (term: string) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(adminUsersApi.search, term),
    queryFn: ({ pageParam, signal }) =>
      adminCall(adminUsersApi.search, { query: pageQuery(pageParam, { q: term }), signal }),
    ...cursorPaging,
    enabled: term !== '',
  });

export const useAdminSearch = (term: string) => useInfiniteQuery(adminSearchQuery(term));
