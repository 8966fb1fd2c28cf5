import { useSyncExternalStore } from 'react';
import { whenSettled } from '@/lib/when-settled';

/**
 * Registers /sw.js from the bundle (the CSP forbids inline scripts) and tracks whether a new
 * worker is waiting while an old one controls the page (docs/product/user-app.md#installing-and-updating). The registering code is a
 * chunk of its own, fetched once the page has settled: no screen needs it to show.
 */
let updateAvailable = false;
let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function setUpdateAvailable(value: boolean) {
  updateAvailable = value;
  listeners.forEach((listener) => listener());
}

/**
 * Waits for the page to settle: installing the worker fetches every file of the app, which on a
 * phone competed with the first screen's start (docs/decisions/web-speed.md#the-service-worker-waits-for-the-screen).
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  whenSettled(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      applyUpdate = registerSW({ immediate: true, onNeedRefresh: () => setUpdateAvailable(true) });
    });
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
