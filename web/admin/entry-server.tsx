/**
 * The admin panel rendered by the server for a navigation (built to dist/web/admin-ssr by
 * scripts/build-web.ts and loaded by server/plugins/web-apps.ts), as the user app's is
 * (docs/decisions/server-rendering.md#the-admin-panel). Its reads carry the staff member's token
 * from the panel's page cookie; signed in means the session read answered.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { RenderPage } from '@schemas/page-render';
import { createQueryClient } from '@/lib/query-client';
import { currentNavigation, duringNavigation, renderInPasses } from '@/lib/server-render';
import { setAdminSessionSource } from '@/admin-lib/session';
import { adminSessionQuery } from '@/admin-lib/use-admin-session';
import { App } from './app';
import type { AdminPageState } from './page-state';
import { preloadAdminScreen } from './routes';

const signedInNavigations = new WeakSet<object>();
const baseOf = (url: string) => `/${url.split('/')[1] ?? ''}`;

setAdminSessionSource({
  base: () => baseOf(currentNavigation().url),
  signedIn: () => signedInNavigations.has(currentNavigation()),
});

export const renderPage: RenderPage = (request) =>
  duringNavigation(request, async () => {
    const { url } = request;
    const base = baseOf(url);
    const [pathname = '', search = ''] = url.split('?');
    await preloadAdminScreen(pathname.slice(base.length) || '/', search);
    const queryClient = createQueryClient();
    // The session is read first: it decides which screens render, and they all show it.
    await queryClient.prefetchQuery(adminSessionQuery);
    const signedIn = queryClient.getQueryState(adminSessionQuery.queryKey)?.status === 'success';
    if (signedIn) signedInNavigations.add(request);
    const page = await renderInPasses(queryClient, () => {
      const context: { redirectTo?: string } = {};
      const html = renderToString(
        <StrictMode>
          <Router base={base} ssrPath={url} ssrContext={context}>
            <App queryClient={queryClient} />
          </Router>
        </StrictMode>,
      );
      // The router names the screen to go to inside the panel.
      return { html, redirectTo: context.redirectTo && `${base}${context.redirectTo}` };
    });
    if (page.kind === 'redirect') return page;
    const state: AdminPageState = { signedIn, cache: page.cache };
    return { kind: 'page', html: page.html, state: JSON.stringify(state) };
  });
