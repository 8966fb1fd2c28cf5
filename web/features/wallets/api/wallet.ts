import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletsApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf } from '@/lib/api-call';

export const fetchWallet = (id: string) => apiCall(walletsApi.get, { params: { id } });

export const walletQuery = (id: string) =>
  queryOptions({ queryKey: queryKeyOf(walletsApi.get, { id }), queryFn: () => fetchWallet(id) });

/** One of the user's wallets (GET /api/wallets/:id); another user's id answers 404. */
export const useWallet = (id: string) => useQuery(walletQuery(id));
