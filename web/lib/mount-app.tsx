import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders an app into the page's #root. */
export function mountApp(app: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('Falta el elemento #root');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
