export interface Viewport {
  width: number;
  height: number;
}

/**
 * The screen the server assumes when it renders a page: a phone's for a phone's User-Agent, a
 * desktop's otherwise. A list's first render assumes the same (the same User-Agent), so the
 * server's page and its hydration draw the same rows of a virtual list
 * (docs/decisions/server-rendering.md#the-admin-panel).
 */
export const assumedViewport = (userAgent: string): Viewport =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent)
    ? { width: 390, height: 844 }
    : { width: 1280, height: 800 };
