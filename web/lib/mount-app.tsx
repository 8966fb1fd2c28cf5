import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Runs `onCommit` once React has committed the first render. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
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
  const usable = () => root.removeAttribute('inert');
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Committed onCommit={usable}>{app}</Committed>
      </StrictMode>,
    );
  });
}
