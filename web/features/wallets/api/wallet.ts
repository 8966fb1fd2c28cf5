import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletView } from '@schemas/wallets';
import { apiRequest } from '@/lib/api-client';

export const fetchWallet = (id: string) =>
  apiRequest<WalletView>(`/api/wallets/${encodeURIComponent(id)}`);

export const walletQuery = (id: string) =>
  queryOptions({ queryKey: ['/api/wallets', id] as const, queryFn: () => fetchWallet(id) });

/** One of the user's wallets (GET /api/wallets/:id); another user's id answers 404. */
export const useWallet = (id: string) => useQuery(walletQuery(id));
