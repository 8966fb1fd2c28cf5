import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Each tab of a page keeps its own scroll position: call `leaving()` just before switching (the
 * page may get shorter with the switch, which moves the scroll), and the tab shown next gets its
 * own position back (its list stays mounted, so it is as long as it was). A tab seen for the
 * first time starts where the tabs are.
 */
export function useTabScrollMemory(active: string, tabsTop: () => number) {
  const positions = useRef(new Map<string, number>());
  const shown = useRef(active);
  useLayoutEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    window.scrollTo({ top: positions.current.get(active) ?? Math.min(window.scrollY, tabsTop()) });
  }, [active, tabsTop]);
  return useCallback(() => positions.current.set(shown.current, window.scrollY), []);
}
