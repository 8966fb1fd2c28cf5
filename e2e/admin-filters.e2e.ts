import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHARED_VIEW } from '../server/seed/demo-views';
import { signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  newContext,
  PHONE_VIEWPORT,
  screenshot,
  waitForApp,
} from './support/browser';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2E } from './support/suite';
import { waitForLoadedRows } from './support/virtual-rows';

const e2e = setupE2E();
const DESKTOP = { width: 1280, height: 800 };

const usersPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Usuarios' });
const userRows = (page: Page) => usersPanel(page).getByTestId('user-row');

async function screenFaults(page: Page) {
  await expectNoSidewaysScroll(page);
  expect(await findCutText(page)).toEqual([]);
  expect(await findBrokenLines(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Chooses `option` in the filter sheet's select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('dialog').getByRole('combobox', { name: label });
  await select.selectOption({ label: option });
  expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe(option);
}

describe.each([
  ['escritorio', DESKTOP],
  ['teléfono', PHONE_VIEWPORT],
])('Usuarios filters on a %s', (size, viewport) => {
  it('keeps filters and sort in the address: reload keeps them, Back undoes them; views save and apply', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
    const p = await context.newPage();
    await signInAdmin(p, e2e.server.adminPrefix);
    await waitForLoadedRows(usersPanel(p), 25);

    await p.getByRole('button', { name: 'Filtros' }).click();
    await choose(p, 'Verificado', 'No');
    await p.getByRole('dialog').getByLabel('País').fill('MX');
    await p.getByRole('dialog').getByLabel('Saldo mínimo').fill('1000');
    await p.getByRole('dialog').getByLabel('Saldo máximo').fill('5000');
    await screenshot(p, `admin-filtros-hoja-${size}`, { fullPage: false });
    await screenFaults(p);
    await p.getByRole('button', { name: 'Aplicar' }).click();
    await p.waitForURL((url) => url.searchParams.get('country') === 'MX');
    const url = new URL(p.url());
    expect(url.searchParams.get('minBalance')).toBe('1000');
    expect(url.searchParams.get('verified')).toBe('0');
    // The filtered list in place before the sort opens (as for the views menu below).
    await waitForLoadedRows(usersPanel(p), 1, { fewerThan: 25 });

    await p
      .getByRole('combobox', { name: 'Ordenar' })
      .selectOption({ label: 'Saldo: mayor primero' });
    await p.waitForURL((u) => u.searchParams.get('sort') === 'balance');
    const chips = p.getByRole('list', { name: 'Filtros activos' });
    await chips.getByText('País: MX').waitFor();
    await userRows(p).first().waitFor();
    const filtered = await userRows(p).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(25);
    await screenshot(p, `admin-filtros-${size}`);
    await screenFaults(p);

    await p.reload();

    await waitForApp(p);
    await chips.getByText('Saldo mínimo: 1000').waitFor();
    await userRows(p).first().waitFor();
    expect(await userRows(p).count()).toBe(filtered);

    await p.goBack();
    await p.waitForURL((u) => !u.searchParams.has('sort'));
    expect(new URL(p.url()).searchParams.get('country')).toBe('MX');
    await p.goBack();
    await p.waitForURL((u) => !u.searchParams.has('country'));
    await waitForLoadedRows(usersPanel(p), 25);

    // The demo's shared view, then the current one saved and applied again.
    await p.getByRole('button', { name: 'Vistas' }).click();
    await p
      .getByRole('menuitem', { name: `${DEMO_SHARED_VIEW.name} (compartida)`, exact: true })
      .click();
    await p.waitForURL((u) => u.search === `?${DEMO_SHARED_VIEW.query}`);
    await chips.getByText('País: MX').waitFor();

    await chips.getByRole('button', { name: 'Quitar País' }).click();
    await p.waitForURL((u) => !u.searchParams.has('country'));
    // The list of the new filter in place before the menu opens: rows arriving under an open
    // menu move its button, and the menu with it, as they would for a person.
    await waitForLoadedRows(usersPanel(p), 1);
    await p.getByRole('button', { name: 'Vistas' }).click();
    await p.getByRole('menuitem', { name: 'Guardar vista actual…' }).click();
    await p.getByRole('dialog').getByLabel('Nombre').fill(`Saldo alto ${size}`);
    await screenshot(p, `admin-vista-guardar-${size}`, { fullPage: false });
    await screenFaults(p);
    await p.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await p.getByRole('dialog').waitFor({ state: 'detached' });
    await chips.getByRole('button', { name: 'Limpiar filtros' }).click();
    await p.waitForURL((u) => !u.searchParams.has('minBalance'));
    await waitForLoadedRows(usersPanel(p), 25);

    await p.getByRole('button', { name: 'Vistas' }).click();
    await p.getByRole('menuitem', { name: `Saldo alto ${size}`, exact: true }).click();
    await p.waitForURL((u) => u.searchParams.get('minBalance') === '1000');
    expect(new URL(p.url()).searchParams.has('country')).toBe(false);
    await p.getByRole('button', { name: 'Vistas' }).click();
    await screenshot(p, `admin-vistas-${size}`, { fullPage: false });
    await p.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await context.close();
  });
});
