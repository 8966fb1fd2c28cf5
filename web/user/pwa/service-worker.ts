import { useSyncExternalStore } from 'react';

/**
 * Registers /sw.js from the bundle (the CSP forbids inline scripts) and tracks whether a new
 * worker is waiting while an old one controls the page (docs/product/user-app.md#installing-and-updating). The registering code is a
 * chunk of its own, fetched right after the first one: no screen needs it to show.
 */
let updateAvailable = false;
let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function setUpdateAvailable(value: boolean) {
  updateAvailable = value;
  listeners.forEach((listener) => listener());
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    applyUpdate = registerSW({ immediate: true, onNeedRefresh: () => setUpdateAvailable(true) });
  });
}

export function useServiceWorkerUpdate() {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateAvailable,
    // A server-rendered page hydrates with no update waiting.
    () => false,
  );
  return {
    updateAvailable: available,
    /** Tells the waiting worker to skip waiting, then reloads the page. */
    update: () => void applyUpdate?.(true),
    dismiss: () => setUpdateAvailable(false),
  };
}
