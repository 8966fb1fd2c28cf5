import '@/styles/globals.css';
import { Router } from 'wouter';
import { SERVER_STATE_ID } from '@schemas/page-render';
import { mountApp } from '@/lib/mount-app';
import { hydratePage } from '@/lib/page-cache';
import { adminBase, hasAdminToken } from '@/admin-lib/session';
import { App, createAdminQueryClient } from './app';
import type { AdminPageState } from './page-state';
import { preloadAdminScreen } from './routes';

// No scroll anchoring in the panel: a dashboard tab shown for the first time starts at the tabs,
// not where the browser's anchor in the tab just hidden would carry it (loading a page more).
document.documentElement.style.overflowAnchor = 'none';

const queryClient = createAdminQueryClient();
const base = adminBase();
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
if (serverState) {
  const state = JSON.parse(serverState) as AdminPageState;
  if (state.signedIn === hasAdminToken()) {
    // The page the server rendered hydrates from the answers it was rendered from, with its
    // screen's code loaded first (docs/decisions/server-rendering.md#the-admin-panel).
    hydratePage(queryClient, state.cache);
    const { pathname, search } = window.location;
    await preloadAdminScreen(pathname.slice(base.length) || '/', search).catch(() => undefined);
  } else {
    // Rendered for a session this browser no longer holds (or holds only here): start afresh.
    const root = document.getElementById('root');
    root?.replaceChildren();
    root?.removeAttribute('inert');
  }
}
mountApp(
  <Router base={base}>
    <App queryClient={queryClient} />
  </Router>,
);
