import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@schemas/endpoint-paths';
import { endpoints, type AnyEndpoint } from '@schemas/endpoints';
import { createTestContext, type TestContext } from '../tests/support/test-app';
import { audienceOf } from './plugins/openapi';

/**
 * The routes the app registers and the endpoint contract (docs/decisions/endpoint-contract.md) are
 * the same set. Left out of the comparison: HEAD (Fastify adds one to every GET), the web apps'
 * routes (static files and server-rendered pages, outside /api) and the routes hidden from the
 * OpenAPI documents (the documents themselves and their reference UI at /api/docs).
 */
interface Registered {
  key: string;
  schema: unknown;
}

let ctx: TestContext;
let webRoot: string;
const registered: Registered[] = [];
beforeAll(async () => {
  // Both web apps present, so their static and page routes are registered (and left out).
  webRoot = mkdtempSync(path.join(tmpdir(), 'cartera-web-'));
  for (const app of ['user', 'admin']) {
    mkdirSync(path.join(webRoot, app));
    writeFileSync(path.join(webRoot, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  ctx = await createTestContext({
    webRoot,
    mailOutboxJob: false,
    bulkJobsJob: false,
    beforeRoutes: (app) =>
      app.addHook('onRoute', (route: RouteOptions) => {
        const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
        if (hidden || audienceOf(route.url) === undefined) return;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD')
            registered.push({ key: `${method} ${route.url}`, schema: route.schema });
        }
      }),
  });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const contract: AnyEndpoint[] = Object.values(endpoints).flatMap((area) => Object.values(area));
const keyOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('the endpoint contract', () => {
  it('is the route table: no registered route outside it, no endpoint left unregistered', () => {
    const routes = registered.map((route) => route.key);
    expect(routes.length).toBeGreaterThan(100);
    expect(new Set(routes).size).toBe(routes.length);
    const declared = new Set(contract.map(keyOf));
    const live = new Set(routes);
    expect({
      registeredNotDeclared: routes.filter((key) => !declared.has(key)),
      declaredNotRegistered: contract.map(keyOf).filter((key) => !live.has(key)),
    }).toEqual({ registeredNotDeclared: [], declaredNotRegistered: [] });
  });

  it('registers each route with its endpoint’s own schemas', () => {
    for (const endpoint of contract) {
      const route = registered.find((r) => r.key === keyOf(endpoint));
      expect(route?.schema, keyOf(endpoint)).toBe(endpoint.schema);
    }
  });

  it('declares each method and path once, at the same place as the zod-free table', () => {
    const keys = contract.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    const table = Object.values(API).flatMap((area) => Object.values(area));
    expect(table.map(keyOf)).toEqual(keys);
  });
});
