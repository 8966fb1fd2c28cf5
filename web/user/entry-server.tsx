/**
 * The user app rendered by the server for a navigation (built to dist/web/user-ssr by
 * scripts/build-web.ts and loaded by server/plugins/user-shell.ts): the first screen arrives as
 * HTML with the answers it was rendered from, so the browser paints it before any script runs
 * and then hydrates it (docs/decisions/server-rendering.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { PageRenderRequest, PageRenderResult, RenderUserPage } from '@schemas/page-render';
import { setPageEnvironment } from '@/lib/page-environment';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { preloadScreen } from './routes';

/** The navigation being rendered: renders of concurrent navigations interleave at each read. */
const navigation = new AsyncLocalStorage<PageRenderRequest>();

function current(): PageRenderRequest {
  const request = navigation.getStore();
  if (!request) throw new Error('Lectura fuera de una página del servidor');
  return request;
}

setPageEnvironment({
  async fetch(input, init) {
    const method = init?.method ?? 'GET';
    if (typeof input !== 'string' || method !== 'GET') {
      throw new Error(`El servidor solo lee al presentar una página (${method})`);
    }
    const { status, body } = await current().read(input);
    // A 204 (or any empty answer) must be built without a body.
    return new Response(body === '' ? null : body, { status });
  },
  userAgent: () => current().userAgent,
});

/**
 * Each pass renders with the answers gathered so far and reads what the screen asked for and
 * did not have yet (a screen's reads can depend on earlier ones: a wallet's transactions on the
 * wallet list). Four passes cover every screen; a fifth would render the same.
 */
const MAX_PASSES = 4;

function renderPass(url: string, queryClient: QueryClient) {
  const context: { redirectTo?: string } = {};
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={url} ssrContext={context}>
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>,
  );
  return { html, redirectTo: context.redirectTo };
}

async function render(url: string): Promise<PageRenderResult> {
  await preloadScreen(url.split('?')[0] ?? '/');
  const queryClient = createQueryClient();
  for (let pass = 1; ; pass++) {
    const { html, redirectTo } = renderPass(url, queryClient);
    if (redirectTo) return { kind: 'redirect', location: redirectTo };
    const unread = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' })
      .filter((query) => query.state.fetchStatus === 'idle');
    if (unread.length === 0 || pass === MAX_PASSES) {
      return { kind: 'page', html, state: JSON.stringify(dehydrate(queryClient)) };
    }
    // A failed read renders as the screen's error state, as it would in the browser.
    await Promise.all(unread.map((query) => query.fetch().catch(() => undefined)));
  }
}

export const renderUserPage: RenderUserPage = (request) =>
  navigation.run(request, () => render(request.url));
