import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session';

/** One route of the user app as scripts/build-web.ts writes it to user-routes.json. */
export interface UserRoutePreloads {
  /** Regular expression source matching the route's paths. */
  pattern: string;
  /** The route's screen chunk and the chunks it imports that the entry does not. */
  modules: string[];
  /** The GET calls the screen starts with (besides /api/user). */
  reads: string[];
  signedIn: boolean;
}

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const encode = (html: string): Encoded => {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
};

/**
 * The user app's index.html for a navigation, with `<link rel=modulepreload>` for the requested
 * screen's chunks and `<link rel=preload as=fetch>` for its first API calls, so neither waits
 * for the entry script (docs/decisions/web-speed.md). Signed-in screens' calls are preloaded
 * only when the request carries a session cookie. Each variant is built and compressed once.
 */
export function createUserShell(userDir: string, routesFile: string) {
  const html = readFileSync(path.join(userDir, 'index.html'), 'utf8');
  const routes = existsSync(routesFile)
    ? (JSON.parse(readFileSync(routesFile, 'utf8')) as UserRoutePreloads[]).map((r) => ({
        ...r,
        regex: new RegExp(r.pattern),
      }))
    : [];
  const variants = new Map<string, Encoded>();

  function variant(url: string, hasSession: boolean): Encoded {
    const pathname = url.split('?')[0] ?? '/';
    const index = routes.findIndex((r) => r.regex.test(pathname));
    const route = routes[index];
    const reads = route && (hasSession || !route.signedIn) ? route.reads : [];
    const key = `${index}:${reads.length > 0}`;
    let encoded = variants.get(key);
    if (!encoded) {
      const tags = [
        ...(route?.modules ?? []).map((m) => `<link rel="modulepreload" crossorigin href="${m}">`),
        ...['/api/user', ...reads].map(
          (r) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${r}">`,
        ),
      ];
      encoded = encode(html.replace('</head>', `${tags.join('')}</head>`));
      variants.set(key, encoded);
    }
    return encoded;
  }

  return (request: FastifyRequest, reply: FastifyReply) => {
    const encoded = variant(request.url, Boolean(request.cookies[SESSION_COOKIE]));
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = (['br', 'gzip'] as const).find((e) => accepts.includes(e));
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoded[encoding ?? 'identity']);
  };
}
