import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '@schemas/page-render';
import type { Config } from '../config';
import { createAdminShell } from './admin-shell';
import { createUserShell } from './user-shell';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html, sw.js and the manifest must be revalidated, or a new release would not arrive.
const REVALIDATE = 'no-cache';

/** Vite's hashed assets and workbox's hashed runtime never change under the same name. */
const cacheControlFor = (filePath: string) =>
  /[/\\]assets[/\\]|[/\\]workbox-[0-9a-f]+\.js$/.test(filePath) ? IMMUTABLE : REVALIDATE;

/** The built manifest, named after APP_NAME (the operator's brand) at run time. */
function brandedManifest(userDir: string, appName: string): string | undefined {
  const file = path.join(userDir, 'manifest.webmanifest');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const shortName = appName.length <= 12 ? appName : manifest.short_name;
  return JSON.stringify({ ...manifest, name: appName, short_name: shortName });
}

/** An app's server renderer, when it was built (dist/web/{app}-ssr). */
async function loadPageRenderer(
  webRoot: string,
  app: 'user' | 'admin',
): Promise<RenderPage | undefined> {
  const file = path.join(webRoot, `${app}-ssr/entry-server.js`);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * Serves the built user app at / and the admin app only under /{adminPrefix}/, both with
 * pre-compressed (.br/.gz) files. Unknown non-file paths get the user app, whose router shows
 * the 404 screen; nothing served outside the prefix mentions it.
 */
export async function registerWebApps(
  app: FastifyInstance,
  config: Pick<Config, 'adminPathPrefix' | 'appName'>,
  webRoot: string,
) {
  const adminPrefix = config.adminPathPrefix;
  const userDir = path.join(webRoot, 'user');
  const adminDir = path.join(webRoot, 'admin');
  const hasUser = existsSync(path.join(userDir, 'index.html'));
  const hasAdmin = existsSync(path.join(adminDir, 'index.html'));
  const staticOptions: Omit<FastifyStaticOptions, 'root'> = {
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => res.header('cache-control', cacheControlFor(filePath)),
  };

  const sendUserShell = hasUser
    ? createUserShell(
        app,
        userDir,
        path.join(webRoot, 'user-routes.json'),
        await loadPageRenderer(webRoot, 'user'),
      )
    : undefined;

  if (sendUserShell) {
    const manifest = brandedManifest(userDir, config.appName);
    if (manifest) {
      app.get('/manifest.webmanifest', (_request, reply) =>
        reply.header('cache-control', REVALIDATE).type('application/manifest+json').send(manifest),
      );
    }
    await app.register(fastifyStatic, { ...staticOptions, root: userDir, prefix: '/' });
    // The static handler answers 403 for a folder (index: false), so the app's root is a route.
    app.get('/', sendUserShell);
  }
  const sendAdminShell = hasAdmin
    ? createAdminShell(
        app,
        adminDir,
        adminPrefix,
        path.join(webRoot, 'admin-routes.json'),
        await loadPageRenderer(webRoot, 'admin'),
      )
    : undefined;
  if (sendAdminShell) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: adminDir,
      prefix: `/${adminPrefix}/`,
      decorateReply: false,
    });
    app.get(`/${adminPrefix}/`, sendAdminShell);
    // The admin app loads its files relative to /{prefix}/: the bare prefix needs the slash.
    app.get(`/${adminPrefix}`, (_request, reply) => reply.redirect(`/${adminPrefix}/login`));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Ruta no encontrada' });
    }
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (looksLikeFile) return reply.code(404).type('text/plain').send('No encontrado');
    if (sendAdminShell && url.startsWith(`/${adminPrefix}/`)) return sendAdminShell(request, reply);
    if (sendUserShell) return sendUserShell(request, reply);
    return reply.code(404).send({ message: 'Ruta no encontrada' });
  });
}
