import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminChainTransaction } from '@schemas/admin-detail';
import { adminRequest } from '@/lib/api-client';

export const chainTransactionsQuery = (address: string) =>
  queryOptions({
    queryKey: ['/api/admin/wallet-blockchain-transactions', address] as const,
    queryFn: () =>
      adminRequest<AdminChainTransaction[]>(`/api/admin/wallet-blockchain-transactions/${address}`),
    gcTime: 0,
  });

export const useChainTransactions = (address: string) => useQuery(chainTransactionsQuery(address));
