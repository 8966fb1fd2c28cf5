import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '@schemas/page-render';
import { mountApp } from '@/lib/mount-app';
import { hydratePage } from '@/lib/page-cache';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { UpdateBanner } from './pwa/update-banner';
import { registerServiceWorker } from './pwa/service-worker';
import { preloadScreen } from './routes';

/** Renders the user app, or hydrates the page the server rendered (docs/decisions/server-rendering.md). */
export async function startApp() {
  const queryClient = createQueryClient();
  // A page the server rendered carries the answers it rendered from: the app starts from them
  // and its screen's code is already loading (modulepreload), so it hydrates without waiting.
  const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (serverState) {
    hydratePage(queryClient, JSON.parse(serverState) as DehydratedState);
    // If it fails, the screen loads (and says so) as on any later navigation.
    await preloadScreen(window.location.pathname).catch(() => undefined);
  }
  mountApp(
    <App queryClient={queryClient}>
      <UpdateBanner />
    </App>,
  );
  registerServiceWorker();
}
