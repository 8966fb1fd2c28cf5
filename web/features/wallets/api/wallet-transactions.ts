import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletsApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf } from '@/lib/api-call';

export const walletTransactionsKey = (walletId: string) =>
  queryKeyOf(walletsApi.transactions, { id: walletId });

export const fetchWalletTransactions = (walletId: string) =>
  apiCall(walletsApi.transactions, { params: { id: walletId } });

export const walletTransactionsQuery = (walletId: string) =>
  queryOptions({
    queryKey: walletTransactionsKey(walletId),
    queryFn: () => fetchWalletTransactions(walletId),
  });

/** A wallet's stored on-chain history, newest first (GET /api/wallets/:id/transactions). */
export const useWalletTransactions = (walletId: string) =>
  useQuery(walletTransactionsQuery(walletId));
