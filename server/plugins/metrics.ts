import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { bearerToken } from './admin-auth';
import type { AppMetrics } from './metrics-registry';

/**
 * Where the metrics are read (docs/product/operations.md#metrics): on METRICS_PORT (a listener of
 * their own, never the public port), else on the public port's /metrics for METRICS_TOKEN only,
 * else nowhere. Every answer of the app is timed by its route template, the admin path prefix
 * replaced by `{admin}` so that it never reaches a scraper.
 */

const NO_ROUTE = 'sin-ruta';

/** Constant-time comparison of a presented token with the configured one. */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}

export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  config: Pick<Config, 'metrics' | 'adminPathPrefix'>,
) {
  const prefix = config.adminPathPrefix;
  app.addHook('onResponse', async (request, reply) => {
    const template = request.routeOptions.url;
    const route = template === undefined ? NO_ROUTE : template.split(prefix).join('{admin}');
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  const { port, token } = config.metrics;
  // Registered even when metrics are elsewhere or off: /metrics is never a page of the user app
  // (whose shell answers unknown paths), it is a missing route.
  const onPublicPort = port === undefined && token !== undefined;
  app.get(
    '/metrics',
    { schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!onPublicPort || !tokenMatches(bearerToken(request), token)) {
        return reply.code(404).send({ message: 'Ruta no encontrada' });
      }
      reply.header('cache-control', 'no-store');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}

/** The metrics listener on METRICS_PORT (a bare HTTP server: GET /metrics, nothing else). */
export async function listenMetrics(
  metrics: AppMetrics,
  { port, host, token }: { port: number; host: string; token: string | undefined },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const authorized =
      token === undefined ||
      tokenMatches(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1], token);
    if (request.method !== 'GET' || path !== '/metrics' || !authorized) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('No encontrado\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
