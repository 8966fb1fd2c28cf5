import { useEffect } from 'react';

/** docs/product/admin-panel.md#paged-lists: the next page loads when the page bottom is this close. */
export const INFINITE_SCROLL_TRIGGER_PX = 300;

/**
 * Calls `onNear` whenever the bottom of the page is within 300 px of the viewport's while
 * `enabled` (the list is on screen, has more, and is not already loading). It also checks at
 * once, so a first page too short to scroll still brings the next one.
 */
export function useNearPageBottom(enabled: boolean, onNear: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const below = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (below <= INFINITE_SCROLL_TRIGGER_PX) onNear();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, onNear]);
}
