import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * docs/product/user-app.md#data-on-screen: no interval refetch, none on window focus, data never stale, no retries. Screens that
 * need fresh data invalidate their queries after a change. `onError` sees every failed call (the
 * admin app uses it to send an expired session back to its login).
 */
export function createQueryClient(options: { onError?: (error: Error) => void } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: options.onError }),
    mutationCache: new MutationCache({ onError: options.onError }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        // No retries also means a failed query is not refetched because another screen mounts.
        retryOnMount: false,
        // Offline, calls fail at once ('Error de Red') instead of waiting paused forever.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
