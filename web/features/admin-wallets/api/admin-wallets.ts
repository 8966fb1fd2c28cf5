import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminWalletsApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { cursorPaging, pageQuery } from '@/admin-lib/paging';

/** GET /api/admin/wallets, newest first, with the owner, 25 at a time by cursor. */
export const adminWalletsQuery = infiniteQueryOptions({
  queryKey: queryKeyOf(adminWalletsApi.list),
  queryFn: ({ pageParam, signal }) =>
    adminCall(adminWalletsApi.list, { query: pageQuery(pageParam), signal }),
  ...cursorPaging,
});

export const useAdminWallets = () => useInfiniteQuery(adminWalletsQuery);
