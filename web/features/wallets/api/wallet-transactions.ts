import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionView } from '@schemas/wallets';
import { apiRequest } from '@/lib/api-client';

export const walletTransactionsKey = (walletId: string) =>
  ['/api/wallets', walletId, 'transactions'] as const;

export const fetchWalletTransactions = (walletId: string) =>
  apiRequest<TransactionView[]>(`/api/wallets/${walletId}/transactions`);

export const walletTransactionsQuery = (walletId: string) =>
  queryOptions({
    queryKey: walletTransactionsKey(walletId),
    queryFn: () => fetchWalletTransactions(walletId),
  });

/** A wallet's stored on-chain history, newest first (GET /api/wallets/:id/transactions). */
export const useWalletTransactions = (walletId: string) =>
  useQuery(walletTransactionsQuery(walletId));
