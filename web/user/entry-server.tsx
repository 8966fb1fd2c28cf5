/**
 * The user app rendered by the server for a navigation (built to dist/web/user-ssr by
 * scripts/build-web.ts and loaded by server/plugins/web-apps.ts): the first screen arrives as
 * HTML with the answers it was rendered from, so the browser paints it before any script runs
 * and then hydrates it (docs/decisions/server-rendering.md).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { RenderPage } from '@schemas/page-render';
import { createQueryClient } from '@/lib/query-client';
import { duringNavigation, renderInPasses } from '@/lib/server-render';
import { App } from './app';
import { preloadScreen } from './routes';

export const renderPage: RenderPage = (request) =>
  duringNavigation(request, async () => {
    const url = request.url;
    await preloadScreen(url.split('?')[0] ?? '/');
    const queryClient = createQueryClient();
    const page = await renderInPasses(queryClient, () => {
      const context: { redirectTo?: string } = {};
      const html = renderToString(
        <StrictMode>
          <Router ssrPath={url} ssrContext={context}>
            <App queryClient={queryClient} />
          </Router>
        </StrictMode>,
      );
      return { html, redirectTo: context.redirectTo };
    });
    return page.kind === 'redirect'
      ? page
      : { kind: 'page', html: page.html, state: JSON.stringify(page.cache) };
  });
