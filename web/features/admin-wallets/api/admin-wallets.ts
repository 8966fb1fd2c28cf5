import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminWalletPage } from '@schemas/admin-wallets';
import { adminRequest } from '@/lib/api-client';
import { cursorPaging, pagePath } from '@/admin-lib/paging';

/** GET /api/admin/wallets, newest first, with the owner, 25 at a time by cursor. */
export const adminWalletsQuery = infiniteQueryOptions({
  queryKey: ['/api/admin/wallets'] as const,
  queryFn: ({ pageParam, signal }) =>
    adminRequest<AdminWalletPage>(pagePath('/api/admin/wallets', pageParam), { signal }),
  ...cursorPaging,
});

export const useAdminWallets = () => useInfiniteQuery(adminWalletsQuery);
