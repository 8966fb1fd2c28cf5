import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CROWD } from '../server/seed/demo-crowd';
import { DEMO_USERS } from '../server/seed/demo-data';
import { DEMO_CASES } from '../server/seed/demo-mediation';
import { openSection } from './support/admin-nav';
import { signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  newContext,
  PHONE_VIEWPORT,
  screenshot,
  toastWith,
} from './support/browser';
import { setupE2E } from './support/suite';
import { drawnPositions, waitForLoadedRows } from './support/virtual-rows';

const e2e = setupE2E();

const DESKTOP = { width: 1280, height: 800 };
const PEOPLE = [...DEMO_USERS, ...DEMO_CASES, ...DEMO_CROWD];
const IMPORT_HEADER =
  'email,name,fullName,cellphone,countryCode,country,date,password,address,walletName,pretokenizedBalance';

async function adminPage(viewport: { width: number; height: number }) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: e2e.server.url,
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await signInAdmin(page, e2e.server.adminPrefix);
  return { context, errors, page, scripts };
}

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const rows = (page: Page, tab: string, kind: 'user' | 'wallet' = 'user') =>
  panel(page, tab).getByTestId(`${kind}-row`);

/**
 * Scrolls to the bottom until the list holds more than one page (25 rows) and the 26th is drawn
 * (only the rows near the screen are: web/admin-lib/virtual-rows.tsx).
 */
async function scrollPastFirstPage(page: Page, tab: string, kind: 'user' | 'wallet' = 'user') {
  expect(await waitForLoadedRows(panel(page, tab), 25)).toBe(25);
  await page.mouse.wheel(0, 100_000);
  await waitForLoadedRows(panel(page, tab), 26);
  await rows(page, tab, kind).and(page.locator('[aria-posinset="26"]')).waitFor();
}

const statValue = (page: Page, label: string) =>
  page
    .locator('section[aria-label="Estadísticas"] > div')
    .filter({ hasText: label })
    .getByTestId('stat-value');

describe.each([
  ['escritorio', DESKTOP],
  ['teléfono', PHONE_VIEWPORT],
])('admin lists on a %s', (size, viewport) => {
  it('shows the cards and scrolls Usuarios and Carteras past page 1, each keeping its place', async () => {
    const { context, errors, page, scripts } = await adminPage(viewport);
    const users = statValue(page, 'Total Usuarios');
    await users.filter({ hasNotText: '...' }).waitFor();
    expect(await users.textContent()).toBe(String(PEOPLE.length));
    expect(await statValue(page, 'Total Carteras').textContent()).toBe(
      String(PEOPLE.reduce((n, p) => n + p.wallets.length, 0)),
    );

    await scrollPastFirstPage(page, 'Usuarios');
    await expectNoSidewaysScroll(page);
    const invited = rows(page, 'Usuarios').filter({ hasText: 'En Mediación' }).first();
    await invited.waitFor();
    expect(await invited.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(236, 253, 243)',
    );
    await screenshot(page, `admin-usuarios-${size}`);
    const usersScroll = await page.evaluate(() => window.scrollY);
    expect(usersScroll).toBeGreaterThan(0);

    // Carteras is its own chunk, fetched on first use.
    expect(scripts.some((s) => s.includes('wallets-tab'))).toBe(false);
    await page.getByRole('tab', { name: 'Carteras' }).click();
    await scrollPastFirstPage(page, 'Carteras', 'wallet');
    await expectNoSidewaysScroll(page);
    expect(scripts.some((s) => s.includes('wallets-tab'))).toBe(true);
    await screenshot(page, `admin-carteras-${size}`);
    const walletsDrawn = await drawnPositions(rows(page, 'Carteras', 'wallet'));

    await page.getByRole('tab', { name: 'Usuarios' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(usersScroll);
    expect(Math.max(...(await drawnPositions(rows(page, 'Usuarios'))))).toBeGreaterThan(25);
    await page.getByRole('tab', { name: 'Carteras' }).click();
    expect(await drawnPositions(rows(page, 'Carteras', 'wallet'))).toEqual(walletsDrawn);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws only the rows near the screen after several pages, counted for screen readers, and keeps its place across a dialog', async () => {
    const { context, errors, page } = await adminPage(viewport);
    const users = rows(page, 'Usuarios');
    await waitForLoadedRows(panel(page, 'Usuarios'), 25);
    // Four pages and more, scrolled through to the end of what the demo holds.
    for (let loaded = 25; loaded < PEOPLE.length;) {
      await page.mouse.wheel(0, 100_000);
      loaded = await waitForLoadedRows(
        panel(page, 'Usuarios'),
        Math.min(loaded + 1, PEOPLE.length),
      );
    }
    await page.mouse.wheel(0, 100_000);
    await panel(page, 'Usuarios').getByText('No hay más usuarios.').waitFor();
    await users.and(page.locator(`[aria-posinset="${PEOPLE.length}"]`)).waitFor();
    const drawn = await drawnPositions(users);
    // The last rows are drawn, the first ones are not, and what is drawn is a short run in order.
    expect(drawn.length).toBeLessThan(40);
    expect(drawn.at(-1)).toBe(PEOPLE.length);
    expect(drawn[0]).toBeGreaterThan(PEOPLE.length - 40);
    expect(drawn).toEqual(drawn.map((_, k) => drawn[0]! + k));
    // The whole list is counted once the last page is in.
    expect(await users.last().getAttribute('aria-setsize')).toBe(String(PEOPLE.length));

    // Half way up: a dialog opened from a drawn row and closed leaves the list where it was.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    // The row nearest the middle of the screen (the drawn rows above and below it are off screen),
    // once the list has drawn the rows of the new place: it does so on the frame after the scroll.
    const position = await (
      await page.waitForFunction(() => {
        const distance = (row: Element) => {
          const box = row.getBoundingClientRect();
          return Math.abs((box.top + box.bottom) / 2 - window.innerHeight / 2);
        };
        const onScreen = [...document.querySelectorAll('[data-testid="user-row"]')].filter(
          (row) => {
            const box = row.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          },
        );
        onScreen.sort((a, b) => distance(a) - distance(b));
        return onScreen[0]?.getAttribute('aria-posinset');
      })
    ).jsonValue();
    expect(Number(position)).toBeGreaterThan(25);
    const row = users.and(page.locator(`[aria-posinset="${position}"]`));
    const scrolled = await page.evaluate(() => window.scrollY);
    await row
      .locator('button')
      .filter({ hasNotText: /^\+?\d/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Focus is back on the row that opened it (the keyboard goes on from there), handed back
    // on the tick after the dialog unmounts.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset'),
        ),
      )
      .toBe(position);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('copies a phone and an address, and opens the details by mouse and by keyboard', async () => {
    const { context, errors, page } = await adminPage(viewport);
    const ana = DEMO_USERS[0]!;
    await page.getByRole('tab', { name: 'Búsqueda' }).click();
    await page.getByLabel('Buscar usuarios').fill('ana lucia martinez');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = rows(page, 'Búsqueda').filter({ hasText: ana.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Registrado: 01/01/2024');
    expect(await row.textContent()).toContain('3 carteras');
    expect(await row.textContent()).toContain('1,750.50 USDT');
    await row.getByRole('img', { name: 'México' }).waitFor();

    await row.getByRole('button', { name: 'Copiar teléfono 52(551)234-5678' }).click();
    await toastWith(page, 'Número de teléfono copiado al portapapeles').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('52(551)234-5678');

    await row.getByRole('button', { name: /Ana Lucía Martínez Ortega/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: ana.fullName! }).waitFor();
    // The e-mail heads the dialog (under the name), before the tabs.
    await dialog.getByText(ana.email).first().waitFor();
    await screenshot(page, `admin-detalle-usuario-${size}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Carteras' }).click();
    const wallet = rows(page, 'Carteras', 'wallet').first();
    await wallet.getByRole('button', { name: 'Copiar dirección' }).click();
    await toastWith(page, 'Dirección de cartera copiada al portapapeles').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Anywhere on the row by mouse (here the address), and by keyboard from the owner's button.
    await wallet.getByTitle(copied).click();
    await page.getByRole('dialog').getByText(copied).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await wallet.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByText(copied).waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches by an accent-less name, a phone and an e-mail fragment, pages results, and says when nothing matches', async () => {
    const { context, errors, page } = await adminPage(viewport);
    await page.getByRole('tab', { name: 'Búsqueda' }).click();
    const search = async (term: string) => {
      await page.getByLabel('Buscar usuarios').fill(term);
      await page.getByRole('button', { name: 'Buscar' }).click();
    };
    await search('perez gomez');
    await rows(page, 'Búsqueda').filter({ hasText: 'Carlos Pérez Gómez' }).waitFor();
    await search('331 234');
    await rows(page, 'Búsqueda').filter({ hasText: 'sin.carteras@demo.cartera.mx' }).waitFor();
    await search('lucia@demo');
    await rows(page, 'Búsqueda').filter({ hasText: 'lucia@demo.cartera.mx' }).waitFor();
    expect(await rows(page, 'Búsqueda').count()).toBe(1);

    await search('correo');
    await scrollPastFirstPage(page, 'Búsqueda');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `admin-busqueda-${size}`);

    await search('zzqx');
    await panel(page, 'Búsqueda').getByText('No se encontraron resultados para "zzqx".').waitFor();
    await screenshot(page, `admin-busqueda-vacia-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a test e-mail after asking for an address with @', async () => {
    const { context, errors, page } = await adminPage(viewport);
    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Correo de destino').fill('sin-arroba');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Escribe un correo que contenga @.').waitFor();
    await screenshot(page, `admin-test-email-${size}`, { fullPage: false });
    const address = `prueba-${viewport.width}@correo.example`;
    await dialog.getByLabel('Correo de destino').fill(address);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await toastWith(page, 'Email de prueba enviado').waitFor();
    await toastWith(page, `Correo de prueba enviado a ${address}`).waitFor();
    expect(e2e.server.output()).toContain(`Para:   ${address}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin exports', () => {
  it('downloads the users CSV in the import format from the export menu', async () => {
    const { context, errors, page } = await adminPage(DESKTOP);
    await page.getByRole('button', { name: 'Exportar' }).click();
    await screenshot(page, 'admin-exportar', { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Usuarios (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d\d-\d\d\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith(`\uFEFF${IMPORT_HEADER}\r\n`)).toBe(true);
    // '+52' starts like a formula: written as text ("'+52"), read back as +52 by the import.
    expect(text).toContain(
      "ana@demo.cartera.mx,Ana,Ana Lucía Martínez Ortega,5512345678,'+52,MX,45292,,",
    );
    await toastWith(page, 'Exportación lista').waitFor();
    await openSection(page, 'Actividad');
    await page
      .getByTestId('audit-entry')
      .filter({ hasText: 'Exportó los usuarios' })
      .filter({ hasText: `Archivo: ${download.suggestedFilename()}` })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
