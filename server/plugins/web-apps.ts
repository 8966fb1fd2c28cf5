import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const cacheControlFor = (filePath: string) =>
  /[/\\]assets[/\\]/.test(filePath) ? IMMUTABLE : REVALIDATE;

/**
 * Serves the built user app at / and the admin app only under /{adminPrefix}/.
 * Unknown non-file paths get the user app, whose router shows the 404 screen.
 */
export async function registerWebApps(app: FastifyInstance, adminPrefix: string, webRoot: string) {
  const userDir = path.join(webRoot, 'user');
  const adminDir = path.join(webRoot, 'admin');
  const hasUser = existsSync(path.join(userDir, 'index.html'));
  const hasAdmin = existsSync(path.join(adminDir, 'index.html'));

  if (hasUser) {
    await app.register(fastifyStatic, {
      root: userDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => res.header('cache-control', cacheControlFor(filePath)),
    });
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDir,
      prefix: `/${adminPrefix}/`,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: (res, filePath) => res.header('cache-control', cacheControlFor(filePath)),
    });
  }

  const sendIndex = (dir: string) => (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', REVALIDATE);
    return reply.type('text/html').sendFile('index.html', dir);
  };
  // The static handlers answer 403 for a folder (index: false), so each app's root is a route.
  if (hasUser) app.get('/', sendIndex(userDir));
  if (hasAdmin) app.get(`/${adminPrefix}/`, sendIndex(adminDir));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Ruta no encontrada' });
    }
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (looksLikeFile) return reply.code(404).type('text/plain').send('No encontrado');
    const inAdmin = url === `/${adminPrefix}` || url.startsWith(`/${adminPrefix}/`);
    if (inAdmin && hasAdmin) return sendIndex(adminDir)(request, reply);
    if (hasUser) return sendIndex(userDir)(request, reply);
    return reply.code(404).send({ message: 'Ruta no encontrada' });
  });
}
