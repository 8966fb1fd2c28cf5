import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  TEST_ADMIN_PREFIX,
  type TestContext,
} from '../../tests/support/test-app';

let ctx: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'cartera-web-'));
  for (const [file, content] of Object.entries({
    'user/index.html': '<!doctype html><title>usuario</title>',
    'user/assets/app-1234.js': 'console.log(1)',
    'user/sw.js': 'self.skipWaiting',
    'user/manifest.webmanifest': JSON.stringify({ name: 'Cartera USDT', short_name: 'Cartera' }),
    'admin/index.html': '<!doctype html><title>admin</title>',
  })) {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), content);
  }
  ctx = await createTestContext({ webRoot, env: { APP_NAME: 'Banco Sol' } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('web apps', () => {
  it('serves the user app at / and at its client-side routes', async () => {
    for (const url of ['/', '/wallet', '/qr/0xabc', '/no-existe']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>usuario</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the admin app only under its prefix', async () => {
    for (const url of [`/${TEST_ADMIN_PREFIX}/`, `/${TEST_ADMIN_PREFIX}/login`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>admin</title>');
    }
    // Its files are relative to /{prefix}/, so the bare prefix gets the slash.
    const bare = await get(`/${TEST_ADMIN_PREFIX}`);
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe(`/${TEST_ADMIN_PREFIX}/login`);
    expect((await get('/admin/login')).body).toContain('<title>usuario</title>');
  });

  it('never lets the service worker or the manifest be cached, and brands the manifest', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Banco Sol', short_name: 'Banco Sol' });
  });

  it('caches hashed assets for a year and answers 404 for missing files and API routes', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-0000.js')).statusCode).toBe(404);
    const api = await get('/api/no-existe');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Ruta no encontrada' });
  });
});
