import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true from then on: code that
 * loads on demand (React.lazy) waits for it, so the server's HTML and the hydration agree
 * (docs/decisions/server-rendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
