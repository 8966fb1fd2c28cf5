import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWallet } from '@schemas/admin-detail';
import { adminRequest } from '@/lib/api-client';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const userWalletsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/admin/user-wallets', userId] as const,
    queryFn: () => adminRequest<AdminWallet[]>(`/api/admin/user-wallets/${userId}`),
    ...FRESH_ON_OPEN,
  });

export const useUserWallets = (userId: string) => useQuery(userWalletsQuery(userId));
