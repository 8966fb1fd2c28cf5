import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '@schemas/page-render';
import { createAdminAuthService } from '../modules/staff/admin-auth.service';
import {
  createTestContext,
  TEST_ADMIN_PREFIX,
  type TestContext,
} from '../../tests/support/test-app';

/*
 * The server's side of the admin panel's rendered pages, with a stand-in for the built renderer
 * (dist/web/admin-ssr/entry-server.js) that renders what its session read answered.
 * e2e/admin-server-rendering.e2e.ts covers the real renderer in a browser.
 */
const RENDERER = `
export async function renderPage({ url, read }) {
  const session = await read('/api/admin/session');
  if (session.status !== 200 && !url.includes('/login')) {
    return { kind: 'redirect', location: '/${TEST_ADMIN_PREFIX}/login' };
  }
  return { kind: 'page', html: '<p>' + session.status + ' ' + session.body + '</p>', state: '{}' };
}
`;

const INDEX = [
  '<!doctype html><html><head><title>admin</title>',
  '<script type="module" crossorigin src="./assets/index-1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

const route = (pattern: string, page: string, signedIn: boolean) => ({
  pattern,
  modules: [`./assets/${page}-1.js`],
  reads: [],
  signedIn,
});

const PAGE = `/${TEST_ADMIN_PREFIX}`;
let ctx: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'cartera-admin-ssr-'));
  for (const [file, content] of Object.entries({
    'admin/index.html': INDEX,
    'admin-ssr/entry-server.js': RENDERER,
    'admin-routes.json': JSON.stringify([
      route('^\\/login\\/?$', 'login-page', false),
      route('^\\/dashboard\\/?$', 'dashboard-page', true),
    ]),
  })) {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), content);
  }
  ctx = await createTestContext({ webRoot });
  await createAdminAuthService(ctx).createOrReset('paginas', 'Admin-Prueba-2026', 'viewer');
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function signIn() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'paginas', password: 'Admin-Prueba-2026' },
  });
  expect(res.statusCode).toBe(200);
  return { token: (res.json() as { token: string }).token, setCookie: res.headers['set-cookie'] };
}

const page = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { cookie: `panel=${token}` } : {} });

describe("the admin panel's rendered pages", () => {
  it('signing in sets the page cookie: HttpOnly, SameSite=Strict, only under the prefix', async () => {
    const { token, setCookie } = await signIn();
    expect(setCookie).toBe(
      `panel=${token}; Max-Age=43200; Path=/${TEST_ADMIN_PREFIX}/; HttpOnly; SameSite=Strict`,
    );
  });

  it('renders a signed-in screen with reads that carry the cookie’s token', async () => {
    const { token } = await signIn();
    const res = await page(`${PAGE}/dashboard`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(
      '<div id="root" inert><p>200 {"username":"paginas","role":"viewer"}</p></div>',
    );
    expect(res.body).toContain(
      `<script type="application/json" id="${SERVER_STATE_ID}">{}</script>`,
    );
    // Loaded after the first paint, from the panel's own folder (the prefix is in no file).
    expect(res.body).toContain(
      '<script defer src="./start.js" data-entry="./assets/index-1.js" data-modules="./assets/dashboard-page-1.js"></script>',
    );
    expect(res.body).not.toContain('type="module"');
  });

  it('is never read by the API: its calls still need the Authorization header', async () => {
    const { token } = await signIn();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: `panel=${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('serves the empty shell with the screen’s chunks to a navigation without the cookie', async () => {
    for (const token of [undefined, 'corta', 'a\u0001'.repeat(30), 'x'.repeat(300)]) {
      const res = await page(`${PAGE}/dashboard`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain(
        '<link rel="modulepreload" crossorigin href="./assets/dashboard-page-1.js">',
      );
    }
  });

  it('signing out clears the cookie, and its dead token renders signed out', async () => {
    const { token } = await signIn();
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toMatch(
      new RegExp(`^panel=; Max-Age=0; Path=/${TEST_ADMIN_PREFIX}/; .*HttpOnly; SameSite=Strict`),
    );
    const dashboard = await page(`${PAGE}/dashboard`, token);
    expect(dashboard.statusCode).toBe(302);
    expect(dashboard.headers.location).toBe(`${PAGE}/login`);
    const login = await page(`${PAGE}/login`, token);
    expect(login.body).toContain('<p>401 ');
  });
});
