import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEDIATION_STAGE_IDS } from '@schemas/mediation';
import { fromUnits } from '@schemas/money';
import { DEMO_CROWD } from '../server/seed/demo-crowd';
import { DEMO_USERS } from '../server/seed/demo-data';
import { DEMO_CASES } from '../server/seed/demo-mediation';
import { accountAction, openSection, openPanel } from './support/admin-nav';
import { signInAdmin } from './support/auth';
import { newContext, screenshot, toastWith } from './support/browser';
import { setupE2E } from './support/suite';

const e2e = setupE2E();

/** The demo users who can sign in, and the demo mediation cases (every one with wallets). */
const NAMED_DEMO_USERS = [...DEMO_USERS, ...DEMO_CASES];
/** Cases past the identity check were verified on the way. */
const VERIFIED_CASES = DEMO_CASES.filter(
  (c) => MEDIATION_STAGE_IDS.indexOf(c.stage) > MEDIATION_STAGE_IDS.indexOf('verificar-id'),
);

/** Every seeded wallet's balance in units of 10^-8 (numeric(18,8)), exact. */
const DEMO_BALANCES = [
  ...NAMED_DEMO_USERS.flatMap((u) =>
    u.wallets.map((w) => {
      const [whole, fraction = ''] = w.pretokenizedBalance.split('.');
      return BigInt(whole!) * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
    }),
  ),
  ...DEMO_CROWD.flatMap((p) => p.wallets.map((w) => w.balanceUnits)),
];

/** The sum of the demo balances cut to USDT's 6 decimals, as es-MX text (no floating point). */
function demoTotalText(): string {
  const total = DEMO_BALANCES.reduce((sum, units) => sum + units, 0n);
  const [whole, fraction] = fromUnits(total / 100n, 6).split('.');
  const decimals = (fraction ?? '').padEnd(2, '0');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals} USDT`;
}

const statValue = (page: Page, label: string) =>
  page
    .locator('section[aria-label="Estadísticas"] > div')
    .filter({ hasText: label })
    .getByTestId('stat-value');

describe('admin app under its prefix', () => {
  it('asks for both fields, and refuses a wrong password', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await openPanel(page, e2e.server.adminPrefix, '/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByText('Todos los campos son requeridos').waitFor();

    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await toastWith(page, 'Error de Autenticación').waitFor();
    await screenshot(page, 'admin-login-error');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // The next try succeeds: the failed one's toast does not follow onto the dashboard.
    await signInAdmin(page, e2e.server.adminPrefix);
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    expect(await toastWith(page, 'Credenciales inválidas').count()).toBe(0);
    expect(await toastWith(page, 'Error de Autenticación').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in, shows the real statistics, and signs out', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    // Without a token the dashboard sends the visitor to the login.
    await openPanel(page, e2e.server.adminPrefix, '/dashboard');
    await page.waitForURL((url) => url.pathname === `/${e2e.server.adminPrefix}/login`);

    await signInAdmin(page, e2e.server.adminPrefix);
    expect(new URL(page.url()).pathname).toBe(`/${e2e.server.adminPrefix}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/.{20,}/);
    await page.getByText('Cartera USDT').first().waitFor();

    const users = statValue(page, 'Total Usuarios');
    await users.filter({ hasNotText: '...' }).waitFor();
    expect(await users.textContent()).toBe(String(NAMED_DEMO_USERS.length + DEMO_CROWD.length));
    expect(await statValue(page, 'Total Carteras').textContent()).toBe(
      String(DEMO_BALANCES.length),
    );
    expect(await statValue(page, 'USDT Sin Tokenizar').textContent()).toBe(demoTotalText());
    expect(await statValue(page, 'Perfiles Completos').textContent()).toMatch(/^\d+$/);
    expect(await statValue(page, 'Verificados por Admin').textContent()).toBe(
      String(VERIFIED_CASES.length),
    );
    await screenshot(page, 'admin-dashboard');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'admin-dashboard-desktop');

    await openSection(page, 'Mediación');
    await page.getByRole('heading', { name: 'Sistema de Mediación' }).waitFor();
    await openSection(page, 'Panel');
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();

    await accountAction(page, 'Cerrar sesión');
    await page.waitForURL((url) => url.pathname === `/${e2e.server.adminPrefix}/login`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the statistics could not be read instead of waiting forever, and retries', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/stats', async (route) => {
      await held;
      await route.abort();
    });
    await signInAdmin(page, e2e.server.adminPrefix);
    // While the figures load, the screen shows '...' and a screen reader hears 'Cargando…'.
    const loading = statValue(page, 'Total Usuarios');
    await loading.getByText('Cargando…').waitFor({ state: 'attached' });
    expect(await loading.locator('[aria-hidden="true"]').textContent()).toBe('...');
    release();
    await page.getByText('No se pudieron cargar las estadísticas').waitFor();
    await screenshot(page, 'admin-stats-failed');
    await page.unroute('**/api/admin/stats');
    await page.getByRole('button', { name: 'Reintentar' }).first().click();
    await statValue(page, 'Total Usuarios').filter({ hasText: /^\d+$/ }).waitFor();
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it("keeps a screen's content hidden until its first reads are in, so nothing on it shifts", async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await signInAdmin(page, e2e.server.adminPrefix);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    // A page the server rendered arrives with its reads answered: the screen is opened from
    // another one, as staff move between sections, and reads its statistics then.
    await openPanel(page, e2e.server.adminPrefix, '/retiros');
    await page.route('**/api/admin/stats', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await openSection(page, 'Panel');
    await requested;
    // The frame and the title are on screen; the statistics, laid out, are not yet.
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    const stats = page.locator('section[aria-label="Estadísticas"]');
    await stats.waitFor({ state: 'attached' });
    expect(await stats.isVisible()).toBe(false);
    release();
    await stats.waitFor({ state: 'visible' });
    await statValue(page, 'Total Usuarios').filter({ hasText: /^\d+$/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes back to the login when the token is no longer valid', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await openPanel(page, e2e.server.adminPrefix, '/login');
    await page.evaluate(() => localStorage.setItem('adminToken', 'caducado'));
    await openPanel(page, e2e.server.adminPrefix, '/dashboard');
    await page.waitForURL((url) => url.pathname === `/${e2e.server.adminPrefix}/login`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a wrong prefix with the user app 404, and no public file names the prefix', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const served: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'fetch') served.push(response.url());
    });
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: '404 · Página no encontrada' }).waitFor();
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();

    const publicFiles = [
      ...served,
      `${e2e.server.url}/sw.js`,
      `${e2e.server.url}/manifest.webmanifest`,
    ];
    for (const url of publicFiles) {
      const body = await (await fetch(url)).text();
      expect(body, url).not.toContain(e2e.server.adminPrefix);
    }
    expect(served.some((url) => url.includes('/assets/'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
