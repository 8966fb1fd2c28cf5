import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_STATE_ID, type RenderPage } from '@schemas/page-render';

/** One route of an app as scripts/build-web.ts writes it to {app}-routes.json. */
export interface RoutePreloads {
  /** Regular expression source matching the route's paths (inside the app). */
  pattern: string;
  /** The route's screen chunk and the chunks it imports that the entry does not. */
  modules: string[];
  /** The GET calls the screen starts with, preloaded from the empty shell. */
  reads: string[];
  signedIn: boolean;
}

export interface PageShellOptions {
  /** The app's built index.html. */
  html: string;
  routes: RoutePreloads[];
  renderPage: RenderPage | undefined;
  /** Where the page finds start.js, which loads the app's code after the first paint. */
  startScript: string;
  /** The path a route pattern is matched against (the admin app's, without its prefix). */
  routePath: (pathname: string) => string;
  /** The headers that make the screen's reads the visitor's own, or undefined without a session. */
  credentials: (request: FastifyRequest) => Record<string, string> | undefined;
  /** Extra links for the empty shell of a route (the user app preloads its first reads). */
  shellPreloads: (route: RoutePreloads | undefined, hasSession: boolean) => string;
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

export const modulePreloads = (modules: string[]) =>
  modules.map((m) => `<link rel="modulepreload" crossorigin href="${m}">`).join('');

export function readRoutes(file: string): RoutePreloads[] {
  return JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads[];
}

/**
 * An app's index.html for a navigation (docs/decisions/server-rendering.md and web-speed.md).
 * With the app's server renderer built and a route that renders for this visitor, the screen
 * arrives rendered, with the answers it was rendered from, and loads no script before it is
 * painted; a screen that sends the visitor elsewhere is a redirect. Otherwise (or if rendering
 * fails, logged) the empty shell with preloads for the screen's chunks, each variant built and
 * compressed once.
 */
export function createPageShell(app: FastifyInstance, options: PageShellOptions) {
  const { html, renderPage } = options;
  const routes = options.routes.map((r) => ({ ...r, regex: new RegExp(r.pattern) }));
  const variants = new Map<string, Encoded>();

  // A rendered page loads no script before it is painted: the entry and the chunks Vite
  // preloads move to start.js, which loads them after the first paint.
  const [entryTag = '', entry] =
    /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html) ?? [];
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const renderedHead = [entryTag, ...preloaded.map(([tag]) => tag)].reduce(
    (page, tag) => page.replace(tag, ''),
    html,
  );
  const startScript = (modules: string[]) =>
    `<script defer src="${options.startScript}" data-entry="${entry}" data-modules="${[
      ...preloaded.map(([, href]) => href),
      ...modules,
    ].join(' ')}"></script>`;

  function shell(index: number, hasSession: boolean): Encoded {
    const route = routes[index];
    const key = `${index}:${hasSession}`;
    let encoded = variants.get(key);
    if (!encoded) {
      const tags = modulePreloads(route?.modules ?? []) + options.shellPreloads(route, hasSession);
      encoded = encode(html.replace('</head>', `${tags}</head>`));
      variants.set(key, encoded);
    }
    return encoded;
  }

  /** One of the screen's GET calls, answered in-process as the browser's own would be. */
  const readFor =
    (request: FastifyRequest, credentials: Record<string, string> | undefined) =>
    async (url: string) => {
      if (!url.startsWith('/api/')) return { status: 404, body: '' };
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { ...credentials, 'user-agent': request.headers['user-agent'] ?? '' },
        remoteAddress: request.ip,
      });
      return { status: response.statusCode, body: response.body };
    };

  async function rendered(
    request: FastifyRequest,
    index: number,
    credentials: Record<string, string> | undefined,
  ) {
    const route = routes[index];
    if (!renderPage || !entry || !route || (route.signedIn && !credentials)) return undefined;
    try {
      const page = await renderPage({
        url: request.url,
        userAgent: request.headers['user-agent'] ?? '',
        read: readFor(request, credentials),
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
    const pathname = options.routePath(request.url.split('?')[0] ?? '/');
    const index = routes.findIndex((r) => r.regex.test(pathname));
    const credentials = options.credentials(request);
    const page = await rendered(request, index, credentials);
    if (page?.kind === 'redirect') {
      return reply.header('cache-control', 'no-store').redirect(page.location);
    }
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = (['br', 'gzip'] as const).find((e) => accepts.includes(e));
    const body = page
      ? compressed(page.html, encoding)
      : shell(index, credentials !== undefined)[encoding ?? 'identity'];
    // A rendered page may hold the visitor's data: no cache keeps it.
    reply.header('cache-control', page ? 'private, no-store' : 'no-cache');
    reply.header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
}
