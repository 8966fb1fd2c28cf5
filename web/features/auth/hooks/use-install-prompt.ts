import { useState, useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's install offer, held from the moment this module runs. The browser raises it
 * once, whenever it decides the app can be installed, which may be while the page still
 * hydrates, before any component's effect would listen: a listener in an effect could miss it.
 */
let offer: BeforeInstallPromptEvent | null = null;
let installedHere = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installedHere = true;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentOffer = () => offer;
const wasInstalled = () => installedHere;
const onServer = () => null;
const notOnServer = () => false;

/** The browser's install offer (Chromium's beforeinstallprompt), kept for a click to use. */
export function useInstallPrompt() {
  const held = useSyncExternalStore(subscribe, currentOffer, onServer);
  const installedEvent = useSyncExternalStore(subscribe, wasInstalled, notOnServer);
  const [accepted, setAccepted] = useState(false);

  return {
    canInstall: held !== null,
    installed: installedEvent || accepted,
    /** Must run from a click: browsers only show the prompt after a user gesture. */
    install: async () => {
      if (!held) return;
      await held.prompt();
      const { outcome } = await held.userChoice;
      // A prompt can be shown once; if declined, the browser may offer again later.
      if (offer === held) {
        offer = null;
        changed();
      }
      if (outcome === 'accepted') setAccepted(true);
    },
  };
}
