import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { adminRequest } from '@/lib/api-client';
import { FRESH_ON_OPEN } from './fresh-on-open';

export const walletWithdrawalsQuery = (walletId: string) =>
  queryOptions({
    queryKey: ['/api/admin/wallet-withdrawals', walletId] as const,
    queryFn: () => adminRequest<AdminWithdrawal[]>(`/api/admin/wallet-withdrawals/${walletId}`),
    ...FRESH_ON_OPEN,
  });

export const useWalletWithdrawals = (walletId: string) =>
  useQuery(walletWithdrawalsQuery(walletId));
