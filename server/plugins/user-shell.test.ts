import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '@schemas/page-render';
import { createUser } from '../../tests/support/factories';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { signIn } from '../../tests/support/withdrawal-fixtures';

/*
 * The server's side of server rendering, with a stand-in for the built renderer
 * (dist/web/user-ssr/entry-server.js): it renders what its reads answered, so the test sees
 * exactly what reached it. e2e/server-rendering.e2e.ts covers the real renderer in a browser.
 */
const RENDERER = `
export async function renderPage({ url, userAgent, read }) {
  if (url.startsWith('/boom')) throw new Error('falló el render');
  if (url.startsWith('/fuera')) return { kind: 'redirect', location: '/auth' };
  const user = await read('/api/user');
  const outside = await read('/readyz');
  return {
    kind: 'page',
    html: '<p>' + user.status + ' ' + outside.status + ' ' + userAgent + " $' $& $$</p>",
    state: JSON.stringify({ user: JSON.parse(user.body), trap: '</script><script>alert(1)</script>' }),
  };
}
`;

const INDEX = [
  '<!doctype html><html><head><title>usuario</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const route = (pattern: string, signedIn: boolean) => ({
  pattern,
  modules: [`/assets/page-${pattern.length}.js`],
  reads: ['/api/app-config'],
  signedIn,
});

let ctx: TestContext;
let webRoot: string;
let sid: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'cartera-ssr-'));
  for (const [file, content] of Object.entries({
    'user/index.html': INDEX,
    'user-ssr/entry-server.js': RENDERER,
    'user-routes.json': JSON.stringify([
      route('^/auth/?$', false),
      route('^/$', true),
      route('^/boom/?$', true),
      route('^/fuera/?$', true),
    ]),
  })) {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), content);
  }
  ctx = await createTestContext({ webRoot });
  const user = await createUser(ctx.db, { email: 'render@example.com' });
  ({ sid } = await signIn(ctx.app, user.email));
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': 'Prueba/1.0', ...(cookie ? { cookie: `sid=${cookie}` } : {}) },
  });

const stateOf = (body: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`,
  ).exec(body);
  return JSON.parse(match?.[1] ?? 'null') as { user: { email: string } | null; trap: string };
};

describe('server-rendered user pages', () => {
  it("renders a signed-in screen with its reads answered in-process as the visitor's own", async () => {
    const res = await get('/', sid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A user's "$'" or "$&" reaches the page as it is (not as a replacement pattern).
    expect(res.body).toContain(`<div id="root" inert><p>200 404 Prueba/1.0 $' $& $$</p></div>`);
    // The state is the answer of GET /api/user for this session; no '</script>' ends it early.
    const state = stateOf(res.body);
    expect(state.user?.email).toBe('render@example.com');
    expect(state.trap).toBe('</script><script>alert(1)</script>');
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });

  it('loads no script before the page is painted: /start.js loads them', async () => {
    const { body } = await get('/', sid);
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).not.toContain('rel="preload"');
    expect(body).not.toContain('type="module"');
    expect(body).toContain(
      '<script defer src="/start.js" data-entry="/assets/index-1.js" data-modules="/assets/react-1.js /assets/page-3.js"></script>',
    );
  });

  it('renders public screens for anyone, and what they read answers as signed out', async () => {
    const res = await get('/auth');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<p>401 404 Prueba/1.0 $' $& $$</p>`);
  });

  it('serves the empty shell for a signed-in screen without a session, or when rendering fails', async () => {
    for (const [url, cookie] of [
      ['/', undefined],
      ['/boom', sid],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<link rel="preload" as="fetch"');
    }
  });

  it('answers a screen that sends the visitor elsewhere with a redirect', async () => {
    const res = await get('/fuera', sid);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
