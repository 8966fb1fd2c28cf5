import { pageEnvironment } from '@/lib/page-environment';
import { useHydrated } from '@/lib/use-hydrated';

export interface Viewport {
  width: number;
  height: number;
}

/**
 * The screen the server assumes when it renders a page: a phone's for a phone's User-Agent, a
 * desktop's otherwise. The hydration assumes the same (the same User-Agent), so both draw the
 * same rows of a virtual list (docs/decisions/server-rendering.md#the-admin-panel).
 */
export const assumedViewport = (userAgent: string): Viewport =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent)
    ? { width: 390, height: 844 }
    : { width: 1280, height: 800 };

/** The screen a render lays out for: the real one, except on the server and while hydrating. */
export function useRenderViewport(): Viewport {
  const hydrated = useHydrated();
  return hydrated
    ? { width: window.innerWidth, height: window.innerHeight }
    : assumedViewport(pageEnvironment().userAgent());
}
