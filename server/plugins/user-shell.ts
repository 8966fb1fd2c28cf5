import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_STATE_ID, type RenderUserPage } from '@schemas/page-render';
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

// Rendered pages are compressed per request: a fast brotli level (the static shells, built once,
// get the best).
const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

const encode = (html: string): Encoded => {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
};

/** A rendered page, in the one encoding this browser gets. */
function compressed(html: string, encoding: 'br' | 'gzip' | undefined): Buffer {
  const identity = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(identity, FAST_BROTLI);
  return encoding === 'gzip' ? gzipSync(identity) : identity;
}

const ROOT = '<div id="root"></div>';

/** JSON inside a `<script>` element: no `<`, so no `</script>` or `<!--` can end it early. */
const scriptSafeJson = (json: string) => json.replace(/</g, '\\u003c');

const modulePreloads = (modules: string[]) =>
  modules.map((m) => `<link rel="modulepreload" crossorigin href="${m}">`).join('');

const fetchPreloads = (reads: string[]) =>
  reads
    .map((r) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${r}">`)
    .join('');

/**
 * The user app's index.html for a navigation (docs/decisions/web-speed.md and
 * server-rendering.md). With the server renderer built, the requested screen arrives rendered,
 * with the answers it was rendered from, and `<link rel=modulepreload>` for its chunks; a screen
 * that sends the visitor elsewhere (no session) is a redirect. Without it (or if rendering
 * fails), the empty shell with preloads for the screen's chunks and first API calls, each
 * variant built and compressed once. Signed-in screens' calls are read only with a session
 * cookie.
 */
export function createUserShell(
  app: FastifyInstance,
  userDir: string,
  routesFile: string,
  renderPage: RenderUserPage | undefined,
) {
  const html = readFileSync(path.join(userDir, 'index.html'), 'utf8');
  const routes = existsSync(routesFile)
    ? (JSON.parse(readFileSync(routesFile, 'utf8')) as UserRoutePreloads[]).map((r) => ({
        ...r,
        regex: new RegExp(r.pattern),
      }))
    : [];
  const variants = new Map<string, Encoded>();

  // A rendered page loads no script before it is painted: the entry and the chunks Vite
  // preloads move to /start.js, which loads them after the first paint.
  const [entryTag = '', entry] =
    /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html) ?? [];
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const renderedHead = [entryTag, ...preloaded.map(([tag]) => tag)].reduce(
    (page, tag) => page.replace(tag, ''),
    html,
  );
  const startScript = (modules: string[]) =>
    `<script defer src="/start.js" data-entry="${entry}" data-modules="${[
      ...preloaded.map(([, href]) => href),
      ...modules,
    ].join(' ')}"></script>`;

  function shell(index: number, hasSession: boolean): Encoded {
    const route = routes[index];
    const reads = route && (hasSession || !route.signedIn) ? route.reads : [];
    const key = `${index}:${reads.length > 0}`;
    let encoded = variants.get(key);
    if (!encoded) {
      const tags = modulePreloads(route?.modules ?? []) + fetchPreloads(['/api/user', ...reads]);
      encoded = encode(html.replace('</head>', `${tags}</head>`));
      variants.set(key, encoded);
    }
    return encoded;
  }

  /** One of the screen's GET calls, answered in-process as the browser's own would be. */
  const readFor = (request: FastifyRequest) => async (url: string) => {
    if (!url.startsWith('/api/')) return { status: 404, body: '' };
    const response = await app.inject({
      method: 'GET',
      url,
      headers: {
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
      },
      remoteAddress: request.ip,
    });
    return { status: response.statusCode, body: response.body };
  };

  async function rendered(request: FastifyRequest, index: number, hasSession: boolean) {
    const route = routes[index];
    if (!renderPage || !entry || !route || (route.signedIn && !hasSession)) return undefined;
    try {
      const page = await renderPage({
        url: request.url,
        userAgent: request.headers['user-agent'] ?? '',
        read: readFor(request),
      });
      if (page.kind === 'redirect') return page;
      const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(page.state)}</script>`;
      // A function, not a string: a user's "$'" or "$&" must not be read as a replacement pattern.
      const document = renderedHead.replace(
        ROOT,
        () => `<div id="root" inert>${page.html}</div>${state}${startScript(route.modules)}`,
      );
      return { kind: 'page' as const, html: document };
    } catch (error) {
      request.log.error({ err: error }, 'No se pudo presentar la página en el servidor');
      return undefined;
    }
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const index = routes.findIndex((r) => r.regex.test(pathname));
    const hasSession = Boolean(request.cookies[SESSION_COOKIE]);
    const page = await rendered(request, index, hasSession);
    if (page?.kind === 'redirect') {
      return reply.header('cache-control', 'no-store').redirect(page.location);
    }
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = (['br', 'gzip'] as const).find((e) => accepts.includes(e));
    const body = page
      ? compressed(page.html, encoding)
      : shell(index, hasSession)[encoding ?? 'identity'];
    // A rendered page may hold the visitor's data: no cache keeps it.
    reply.header('cache-control', page ? 'private, no-store' : 'no-cache');
    reply.header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
}
