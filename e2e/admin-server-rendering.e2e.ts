import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountAction } from './support/admin-nav';
import { DEMO_ADMIN, signInAdmin } from './support/auth';
import { newContext, screenshot, waitForApp } from './support/browser';
import { zoned } from './support/zoned-time';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2E } from './support/suite';

/**
 * The admin panel's screens come rendered by the server for staff signed in on this browser
 * (docs/decisions/server-rendering.md#the-admin-panel).
 */
const e2e = setupE2E();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A reader far from both the server's zone and Mexico City's. */
const READER_ZONE = 'Asia/Tokyo';

const panel = (path: string) => `/${e2e.server.adminPrefix}${path}`;

async function signInByApi(context: BrowserContext) {
  const response = await context.request.post('/api/admin/login', {
    data: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

/** Server-rendered screens with dates and lists, and their headings. */
const SCREENS = [
  ['/dashboard', 'Panel Administrativo'],
  ['/mediacion', 'Mediación'],
  ['/retiros', 'Retiros'],
] as const;

/** The demo admin signed in on a desktop browser (in `timezoneId`, or the machine's zone). */
async function signedInPanel(timezoneId?: string) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
    viewport: DESKTOP,
    timezoneId,
  });
  const page = await context.newPage();
  await signInAdmin(page, e2e.server.adminPrefix);
  return { context, errors, page };
}

async function openHydrated(page: Page, path: string, heading: string) {
  await page.goto(panel(path));
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

function apiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${request.method()} ${url.pathname}`);
  });
  return reads;
}

describe("the admin panel's pages rendered by the server", () => {
  for (const [viewport, userAgent, name] of [
    [PHONE, ANDROID, 'phone'],
    [DESKTOP, undefined, 'desktop'],
  ] as const) {
    it(`shows the signed-in dashboard before (and without) any script, on a ${name}`, async () => {
      const context = await e2e.browser.newContext({
        baseURL: e2e.server.url,
        viewport,
        userAgent,
        javaScriptEnabled: false,
      });
      await signInByApi(context);
      const page = await context.newPage();
      const response = await page.goto(panel('/dashboard'));
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
      expect(await page.getByTestId('stat-value').count()).toBe(5);
      expect(await page.getByTestId('stat-value').first().innerText()).toMatch(/^\d[\d,]*$/);
      // The Usuarios list's first rows, as many as the screen the User-Agent suggests holds.
      const rows = await page.getByTestId('user-row').count();
      expect(rows).toBeGreaterThan(5);
      expect(rows).toBeLessThan(40);
      expect(await page.locator('#root[inert]').count()).toBe(1);
      await screenshot(page, `admin-server-rendered-${name}`);
      await context.close();
    });
  }

  it('hydrates without reading again what it was rendered from, and then works', async () => {
    const { context, errors, page } = await signedInPanel();
    // The screen's content (the layout's child of <main>) is shown as the server drew it: its
    // class never changes as it hydrates (it once hid and showed it again, rendering the layout
    // anew in one long task: docs/decisions/server-rendering.md#hydration-ends-with-the-screen).
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { contentClassChanges: changes });
      new MutationObserver((records) => {
        for (const r of records) {
          const target = r.target as Element;
          if (target.parentElement?.tagName === 'MAIN') changes.push(target.className);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    for (const [path, heading] of SCREENS) {
      // The screen before (the dashboard the sign-in lands on) may still be reading: its reads
      // end with it, before this one's are counted.
      await page.goto('about:blank');
      const reads = apiReads(page);
      await openHydrated(page, path, heading);
      // Its first check of the reads has run by the time the network is quiet.
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () => (window as unknown as { contentClassChanges: string[] }).contentClassChanges,
        ),
        path,
      ).toEqual([]);
      expect(reads, path).toEqual([]);
      expect(await findCutText(page), path).toEqual([]);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    await page.goto(panel('/dashboard'));
    await waitForApp(page);
    await page.getByTestId('user-row').first().getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Información Personal' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrates for staff in another time zone without a mismatch, then shows the reader's times", async () => {
    const { context, errors, page } = await signedInPanel(READER_ZONE);
    for (const [path, heading] of [...SCREENS, ['/cuenta', 'Mi cuenta']] as const) {
      await openHydrated(page, path, heading);
      expect(errors, path).toEqual([]);
    }
    // 'Mi cuenta' was rendered in Mexico City's time; hydrated, this session opened in the reader's.
    const sessions = await page.evaluate(async () => {
      const token = localStorage.getItem('adminToken');
      const answer = await fetch('/api/admin/account/sessions', {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await answer.json()) as { sessions: { current: boolean; createdAt: string }[] };
      return body.sessions;
    });
    const opened = sessions.find((session) => session.current)!.createdAt;
    const line = page.getByRole('listitem').filter({ hasText: 'Esta sesión' });
    await expect.poll(() => line.innerText()).toContain(`Abierta ${zoned(opened, READER_ZONE)}`);
    await context.close();
  });

  it('sends the login to the dashboard, and a signed-in screen to the login once signed out', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: PHONE,
    });
    const page = await context.newPage();
    await signInAdmin(page, e2e.server.adminPrefix);
    const login = await page.goto(panel('/login'));
    expect(login?.request().redirectedFrom()?.url()).toBe(`${e2e.server.url}${panel('/login')}`);
    expect(new URL(page.url()).pathname).toBe(panel('/dashboard'));
    await waitForApp(page);
    await accountAction(page, 'Cerrar sesión');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    // Signed out, the cookie is gone: nothing is rendered with staff data, and the panel's code
    // sends the visitor to the login.
    const after = await page.goto(panel('/retiros'));
    expect(after?.headers()['cache-control']).toBe('no-cache');
    expect(await after?.text()).toContain('<div id="root"></div>');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(panel('/login'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts afresh when the browser no longer holds the session the page was rendered for', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: PHONE,
    });
    const page = await context.newPage();
    await signInAdmin(page, e2e.server.adminPrefix);
    // The token forgotten in this browser (storage cleared), the page cookie still sent.
    await page.evaluate(() => localStorage.clear());
    await page.goto(panel('/dashboard'));
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(panel('/login'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
