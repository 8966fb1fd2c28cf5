import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** The smallest size a figure steps down to: still readable on a 320 px phone. */
export const FIT_FLOOR_PX = 12;

// The server renders without layout; the browser fits before it paints.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Steps the element's font size down, a pixel at a time, until its one line fits its box. Before
 * the app starts, web/user/public/start.js does the same to the page the server rendered.
 */
export function fitText(el: HTMLElement, floorPx = FIT_FLOOR_PX) {
  el.style.fontSize = '';
  const natural = parseFloat(getComputedStyle(el).fontSize);
  if (!(el.scrollWidth > el.clientWidth + 0.5)) return;
  // A first guess from the ratio, then down by whole pixels (a fraction of a pixel of rounding
  // can leave the guess a hair too wide).
  let size = Math.max(floorPx, Math.floor((natural * el.clientWidth) / el.scrollWidth));
  el.style.fontSize = `${size}px`;
  while (el.scrollWidth > el.clientWidth + 0.5 && size > floorPx) {
    size -= 1;
    el.style.fontSize = `${size}px`;
  }
}

/**
 * Keeps a one-line text (an amount, docs/decisions/amounts-and-screen-states.md) inside its box
 * by making it smaller, never by wrapping: fitted before the first paint and again whenever its
 * box changes size.
 */
export function useFitText(ref: RefObject<HTMLElement | null>, text: string) {
  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => fitText(el);
    fit();
    // Fitted again a frame after its box changes size (never inside the observer's callback,
    // which would report a loop); our own change of size settles on the same fit.
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const observer = new ResizeObserver(later);
    if (el.parentElement) observer.observe(el.parentElement);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref, text]);
}
