import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainBalance } from '@schemas/admin-detail';
import { adminRequest } from '@/lib/api-client';

export const chainBalanceQuery = (address: string) =>
  queryOptions({
    queryKey: ['/api/admin/wallet-blockchain-balance', address] as const,
    queryFn: () => adminRequest<ChainBalance>(`/api/admin/wallet-blockchain-balance/${address}`),
    // Read from the chain each time it is asked for, never kept after the screen closes.
    gcTime: 0,
  });

/** USDT and ETH on chain now; `enabled` false until staff ask for it ('Pulsa ↻ para cargar'). */
export const useChainBalance = (address: string, enabled = true) =>
  useQuery({ ...chainBalanceQuery(address), enabled });
