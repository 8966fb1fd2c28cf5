import { useEffect, useRef } from 'react';

/** How long a section named in the address may take to appear (it may wait for its own data). */
const WAIT_MS = 3000;

/**
 * On arrival at a screen with '#section' in its address (a link from another screen, which
 * the router does not scroll to), scrolls that section into view once it is on the page, and
 * tells `onArrived` which one it was. Runs once per visit.
 */
export function useScrollToHash(onArrived?: (id: string) => void) {
  const arrived = useRef(onArrived);
  useEffect(() => {
    arrived.current = onArrived;
  });
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const until = Date.now() + WAIT_MS;
    let frame = 0;
    const look = () => {
      const section = document.getElementById(id);
      if (section) {
        section.scrollIntoView({ block: 'start' });
        arrived.current?.(id);
      } else if (Date.now() < until) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, []);
}
