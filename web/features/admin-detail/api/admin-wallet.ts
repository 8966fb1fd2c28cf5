import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWallet } from '@schemas/admin-detail';
import { adminRequest } from '@/lib/api-client';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const adminWalletQuery = (walletId: string) =>
  queryOptions({
    queryKey: ['/api/admin/wallets', walletId] as const,
    queryFn: () => adminRequest<AdminWallet>(`/api/admin/wallets/${walletId}`),
    ...FRESH_ON_OPEN,
  });

/** One wallet with its owner and Sin Tokenizar balance (GET /api/admin/wallets/:walletId). */
export const useAdminWallet = (walletId: string) => useQuery(adminWalletQuery(walletId));
