import { useSyncExternalStore } from 'react';

/** How often relative times ('hace 2 min') move on. */
const TICK_MS = 10_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time in milliseconds, moving on every 10 s while a component uses it; null on
 * the server and while a server-rendered page hydrates (the server's "now" is not the
 * reader's), so such a page shows an absolute time first (docs/decisions/server-rendering.md).
 */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}
