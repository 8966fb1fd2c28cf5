import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletView } from '@schemas/wallets';
import { apiRequest } from '@/lib/api-client';

export const walletsQueryKey = ['/api/wallets'] as const;

export const fetchWallets = () => apiRequest<WalletView[]>('/api/wallets');

export const walletsQuery = queryOptions({ queryKey: walletsQueryKey, queryFn: fetchWallets });

/** The signed-in user's wallets (GET /api/wallets). */
export function useWallets() {
  return useQuery(walletsQuery);
}
