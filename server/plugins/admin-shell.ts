import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '@schemas/page-render';
import { adminPageToken } from './admin-page-cookie';
import { createPageShell, readRoutes } from './page-shell';

/**
 * The admin panel's page for a navigation under its prefix (page-shell.ts;
 * docs/decisions/server-rendering.md#the-admin-panel): the panel's page cookie makes the
 * screen's reads the staff member's own, as the Authorization header the panel sends. A dead
 * token renders signed out: the renderer reads the session first and sends a signed-in screen
 * to the login.
 */
export function createAdminShell(
  app: FastifyInstance,
  adminDir: string,
  adminPrefix: string,
  routesFile: string,
  renderPage: RenderPage | undefined,
) {
  return createPageShell(app, {
    html: readFileSync(path.join(adminDir, 'index.html'), 'utf8'),
    routes: existsSync(routesFile) ? readRoutes(routesFile) : [],
    renderPage,
    startScript: './start.js',
    routePath: (pathname) => pathname.slice(adminPrefix.length + 1) || '/',
    credentials: (request) => {
      const token = adminPageToken(request);
      return token ? { authorization: `Bearer ${token}` } : undefined;
    },
    shellPreloads: () => '',
  });
}
