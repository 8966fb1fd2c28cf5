import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, toastWith } from './support/browser';
import { startServer, type TestServer } from './support/server';

const DIST = path.resolve(import.meta.dirname, '../dist/web');
let webRoot: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // A copy, so that a test can publish a "new release" of the service worker.
  webRoot = mkdtempSync(path.join(tmpdir(), 'cartera-web-'));
  cpSync(DIST, webRoot, { recursive: true });
  [server, browser] = await Promise.all([startServer({ webRoot }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

const isControlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);

async function openControlled(page: Page) {
  await page.goto('/auth');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();
}

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

describe('installable app', () => {
  it('is controlled by the service worker after a reload and opens offline', async () => {
    const { context, errors } = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/auth');
    expect(await isControlled(page)).toBe(false);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();
    expect(await isControlled(page)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${server.url}/sw.js`,
    );

    // Precache: only the user app's own files, never the admin app's.
    const urls = (await cachedUrls(page)).map((u) => new URL(u).pathname);
    expect(urls).toContain('/index.html');
    for (const file of urls) expect(existsSync(path.join(DIST, 'user', file)), file).toBe(true);
    // A module both apps share, built the same, has the same hashed name in both builds: that
    // file is the user app's own. Every file only the admin build has stays out.
    const adminOnly = readdirSync(path.join(DIST, 'admin/assets')).filter(
      (f) => f.endsWith('.js') && !existsSync(path.join(DIST, 'user/assets', f)),
    );
    expect(adminOnly.length).toBeGreaterThan(20);
    for (const asset of adminOnly) expect(urls).not.toContain(`/assets/${asset}`);
    expect(errors).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();
    await toastWith(page, 'Error de Red').waitFor();
    await screenshot(page, 'pwa-offline');
    await context.close();
  });

  it('serves a Spanish manifest with the icons', async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      lang: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Cartera USDT',
      lang: 'es',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(`${server.url}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });

  it("offers 'Nueva versión disponible' when a new release waits, and updates on request", async () => {
    const { context, errors } = await newContext(browser, server.url);
    const page = await context.newPage();
    await openControlled(page);
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(firstWorker).toBeDefined();

    // Publish a new release: a changed sw.js (the server prefers the compressed copies).
    const sw = path.join(webRoot, 'user/sw.js');
    appendFileSync(sw, '\n// nueva versión\n');
    rmSync(`${sw}.br`, { force: true });
    rmSync(`${sw}.gz`, { force: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const banner = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' });
    await banner.waitFor();
    await screenshot(page, 'pwa-update-banner');
    await page.getByRole('button', { name: 'Descartar' }).click();
    await banner.waitFor({ state: 'detached' });

    // Still waiting: the next visit offers it again; 'Actualizar' activates it and reloads.
    await page.reload();
    await banner.waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Actualizar' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: !!navigator.serviceWorker.controller,
      };
    });
    expect(after).toEqual({ waiting: null, controlled: true });
    expect(await banner.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
