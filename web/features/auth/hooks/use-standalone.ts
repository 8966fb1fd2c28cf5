import { useSyncExternalStore } from 'react';

/** docs/product/sign-in-and-sessions.md#the-install-gate: the installed state is polled every second. */
const POLL_MS = 1000;

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

function poll(onChange: () => void) {
  const timer = setInterval(onChange, POLL_MS);
  return () => clearInterval(timer);
}

/**
 * True when the app runs installed (standalone display mode, or iOS home-screen mode). A page
 * rendered by the server shows the browser tab's screen (it cannot know), and the installed app
 * switches as soon as it hydrates (it is opened from the service worker's shell anyway).
 */
export function useStandalone(): boolean {
  return useSyncExternalStore(poll, isStandalone, () => false);
}
