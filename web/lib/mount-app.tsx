import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Runs `onCommit` once React has committed the first render. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

let hydrating = false;

/**
 * True on the server and while the browser hydrates the page the server rendered: a component
 * that needs it only for its first state reads it here rather than through useHydrated, whose
 * change after hydration re-renders it and everything under it synchronously, in one long task.
 */
export const isRenderingServerPage = () => typeof window === 'undefined' || hydrating;

/**
 * Marks the end of a server page's hydration, from inside the Suspense boundary around an app's
 * screens: React hydrates what is inside a boundary in a render of its own, after the root's, so
 * the root's commit is too early (docs/decisions/server-rendering.md#hydration-ends-with-the-screen).
 */
export function ScreenHydrated() {
  useLayoutEffect(() => {
    hydrating = false;
  }, []);
  return null;
}

/**
 * Renders an app into the page's #root, or hydrates the page the server rendered there. The
 * hydration is a transition, so React does it in short slices that leave the main thread free.
 * The server marks its page `inert` (nothing on it works before its code), and the page becomes
 * usable once hydrated (docs/decisions/server-rendering.md).
 */
export function mountApp(app: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('Falta el elemento #root');
  if (!root.hasChildNodes()) {
    createRoot(root).render(<StrictMode>{app}</StrictMode>);
    return;
  }
  // The screen's own hydration may still be to come (ScreenHydrated ends it).
  const usable = () => root.removeAttribute('inert');
  hydrating = true;
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Committed onCommit={usable}>{app}</Committed>
      </StrictMode>,
    );
  });
}
