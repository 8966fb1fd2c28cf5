import { useEffect, useState } from 'react';

/** SPEC §9: the installed state is polled every second. */
const POLL_MS = 1000;

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** True when the app runs installed (standalone display mode, or iOS home-screen mode). */
export function useStandalone(): boolean {
  const [standalone, setStandalone] = useState(isStandalone);
  useEffect(() => {
    const timer = setInterval(() => setStandalone(isStandalone()), POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return standalone;
}
