import { useEffect, useState } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's install offer (Chromium's beforeinstallprompt), kept for a click to use. */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setOffer(null);
      setInstalled(true);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  return {
    canInstall: offer !== null,
    installed,
    /** Must run from a click: browsers only show the prompt after a user gesture. */
    install: async () => {
      if (!offer) return;
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      // A prompt can be shown once; if declined, the browser may offer again later.
      setOffer(null);
      if (outcome === 'accepted') setInstalled(true);
    },
  };
}
