import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../tests/support/factories';
import { registeredRoutes } from '../../tests/support/routes';
import {
  createTestContext,
  TEST_ADMIN_PREFIX,
  type TestContext,
} from '../../tests/support/test-app';
import { OPENAPI_FILES, openApiFiles } from '../openapi/documents';

interface Operation {
  summary?: string;
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let webRoot: string;
beforeAll(async () => {
  // Both web apps present, so routes under the admin prefix exist and must stay out.
  webRoot = mkdtempSync(path.join(tmpdir(), 'cartera-web-'));
  for (const app of ['user', 'admin']) {
    mkdirSync(path.join(webRoot, app));
    writeFileSync(path.join(webRoot, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  ctx = await createTestContext({ webRoot });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const committed = (audience: 'public' | 'staff') => readFileSync(OPENAPI_FILES[audience], 'utf8');
const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the OpenAPI documents', () => {
  it('are the committed files (run `npm run openapi` after changing a route)', async () => {
    const files = await openApiFiles(ctx.app);
    expect(files.public).toBe(committed('public'));
    expect(files.staff).toBe(committed('staff'));
  });

  it('serve the public one to anyone and the staff one to staff only', async () => {
    const pub = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual(JSON.parse(committed('public')));
    expect((await ctx.app.inject({ url: '/api/admin/openapi.json' })).statusCode).toBe(401);
    const token = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
    const staff = await ctx.app.inject({
      url: '/api/admin/openapi.json',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual(JSON.parse(committed('staff')));
  });

  it('keep every admin route and the admin prefix out of the public one', () => {
    const text = committed('public');
    const document = JSON.parse(text) as Document;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).filter((url) => url.includes('/admin'))).toEqual([]);
    expect(text).not.toContain(TEST_ADMIN_PREFIX);
    expect(text).not.toContain('/api/admin');
    const staff = JSON.parse(committed('staff')) as Document;
    expect(Object.keys(staff.paths).every((url) => url.startsWith('/api/admin/'))).toBe(true);
    expect(committed('staff')).not.toContain(TEST_ADMIN_PREFIX);
  });

  it('list every API route once, with a summary, a success and the error answers', () => {
    const listed = [committed('public'), committed('staff')].flatMap((text) =>
      operations(JSON.parse(text) as Document).map((op) => {
        expect(op.operation.summary, `${op.method} ${op.url}`).toMatch(/\S/);
        const statuses = Object.keys(op.operation.responses);
        expect(statuses, `${op.method} ${op.url}`).toEqual(expect.arrayContaining(['4XX', '5XX']));
        expect(statuses.some((s) => s.startsWith('2'))).toBe(true);
        return `${op.method.toUpperCase()} ${op.url}`;
      }),
    );
    const documentsItself = /^\/api\/(admin\/)?openapi\.json$|^\/api\/docs/;
    const routes = registeredRoutes(ctx.app).flatMap(([url, methods]) =>
      (url.startsWith('/api/') || url.endsWith('z')) && !documentsItself.test(url)
        ? methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${url.replace(/:(\w+)/g, '{$1}')}`)
        : [],
    );
    expect(listed.sort()).toEqual([...new Set(routes)].sort());
  });

  it('are readable in /api/docs under the app’s CSP', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.json()).toEqual(JSON.parse(committed('public')));
  });
});
