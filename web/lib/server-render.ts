/**
 * What both apps' server renderers share (web/user/entry-server.tsx, web/admin/entry-server.tsx;
 * docs/decisions/server-rendering.md): the navigation each render belongs to, the app's `fetch`
 * answered in-process for it, and the passes that render until the screen has what it asked for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { PageRenderRequest } from '@schemas/page-render';
import { dehydratePage } from './page-cache';
import { setPageEnvironment } from './page-environment';

/** The navigation being rendered: renders of concurrent navigations interleave at each read. */
const navigation = new AsyncLocalStorage<PageRenderRequest>();

export function currentNavigation(): PageRenderRequest {
  const request = navigation.getStore();
  if (!request) throw new Error('Lectura fuera de una página del servidor');
  return request;
}

export const duringNavigation = <T>(request: PageRenderRequest, render: () => Promise<T>) =>
  navigation.run(request, render);

setPageEnvironment({
  async fetch(input, init) {
    const method = init?.method ?? 'GET';
    if (typeof input !== 'string' || method !== 'GET') {
      throw new Error(`El servidor solo lee al presentar una página (${method})`);
    }
    const { status, body } = await currentNavigation().read(input);
    // A 204 (or any empty answer) must be built without a body.
    return new Response(body === '' ? null : body, { status });
  },
  userAgent: () => currentNavigation().userAgent,
});

/**
 * Each pass renders with the answers gathered so far and reads what the screen asked for and
 * did not have yet (a screen's reads can depend on earlier ones: a wallet's transactions on the
 * wallet list). Code a screen loads on demand (a dashboard's tab) suspends its first pass, which
 * React renders as the boundary's fallback (`<!--$!-->`): the next pass, once it has loaded,
 * renders it whole. Four passes cover every screen; a fifth would render the same.
 */
const MAX_PASSES = 4;
const SUSPENDED_BOUNDARY = '<!--$!-->';

export interface RenderedPass {
  html: string;
  redirectTo?: string;
}

export type RenderedPage =
  { kind: 'page'; html: string; cache: DehydratedState } | { kind: 'redirect'; location: string };

export async function renderInPasses(
  queryClient: QueryClient,
  renderPass: () => RenderedPass,
): Promise<RenderedPage> {
  for (let pass = 1; ; pass++) {
    const { html, redirectTo } = renderPass();
    if (redirectTo) return { kind: 'redirect', location: redirectTo };
    const unread = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' })
      .filter((query) => query.state.fetchStatus === 'idle');
    const suspended = html.includes(SUSPENDED_BOUNDARY);
    if ((unread.length === 0 && !suspended) || pass === MAX_PASSES) {
      return { kind: 'page', html, cache: dehydratePage(queryClient) };
    }
    // A failed read renders as the screen's error state, as it would in the browser.
    await Promise.all(unread.map((query) => query.fetch().catch(() => undefined)));
    // The on-demand code a pass asked for settles in the task after it.
    if (suspended) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
