import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '@schemas/page-render';
import { createPageShell, readRoutes } from './page-shell';
import { SESSION_COOKIE } from './session';

const fetchPreloads = (reads: string[]) =>
  reads
    .map((r) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${r}">`)
    .join('');

/**
 * The user app's page for a navigation (page-shell.ts): the session cookie makes a screen's
 * reads the visitor's own; the empty shell also preloads the screen's first API calls (a
 * signed-in screen's only with a session cookie).
 */
export function createUserShell(
  app: FastifyInstance,
  userDir: string,
  routesFile: string,
  renderPage: RenderPage | undefined,
) {
  return createPageShell(app, {
    html: readFileSync(path.join(userDir, 'index.html'), 'utf8'),
    routes: existsSync(routesFile) ? readRoutes(routesFile) : [],
    renderPage,
    startScript: '/start.js',
    routePath: (pathname) => pathname,
    credentials: (request) => {
      const cookie = request.cookies[SESSION_COOKIE];
      return cookie ? { cookie: request.headers.cookie ?? '' } : undefined;
    },
    shellPreloads: (route, hasSession) => {
      const reads = route && (hasSession || !route.signedIn) ? route.reads : [];
      return fetchPreloads(['/api/user', ...reads]);
    },
  });
}
