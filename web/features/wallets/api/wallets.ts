import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletsApi } from '@schemas/endpoint-paths';
import { apiCall, queryKeyOf } from '@/lib/api-call';

export const walletsQueryKey = queryKeyOf(walletsApi.list);

export const fetchWallets = () => apiCall(walletsApi.list);

/**
 * Balances keep themselves fresh on the server (the chain follower); the list is read again
 * every 30 s while the page is visible and whenever it comes back into focus
 * (docs/product/user-app.md#data-on-screen).
 */
export const WALLETS_REFETCH_MS = 30_000;

export const walletsQuery = queryOptions({
  queryKey: walletsQueryKey,
  queryFn: fetchWallets,
  refetchInterval: WALLETS_REFETCH_MS,
  refetchOnWindowFocus: 'always',
});

/** The signed-in user's wallets (GET /api/wallets). */
export function useWallets() {
  return useQuery(walletsQuery);
}
