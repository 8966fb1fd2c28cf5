import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSection } from './support/admin-nav';
import { DEMO_USER, signIn, signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  newContext,
  PHONE_VIEWPORT,
  screenshot,
  waitForApp,
} from './support/browser';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2E } from './support/suite';
import { orderWithdrawal } from './support/withdraw';

/**
 * Retiros' filters, sort and views in the address, and Búsqueda's term kept on reload
 * (docs/product/staff-at-scale.md#in-the-admin-app).
 */
const e2e = setupE2E({ env: { INSTALL_GATE: 'off' } });
const DESKTOP = { width: 1280, height: 800 };
// Anvil's account #0: a valid address that is none of the demo wallets.
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const orders = (page: Page) => page.getByTestId('queue-order');
const chips = (page: Page) => page.getByRole('list', { name: 'Filtros activos' });

async function screenFaults(page: Page) {
  await expectNoSidewaysScroll(page);
  expect(await findCutText(page)).toEqual([]);
  expect(await findBrokenLines(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('Retiros filters', () => {
  it('two pending orders of the demo creditor, 1500.50 and 250 USDT', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await signIn(page, DEMO_USER.email, DEMO_USER.password);
    await orderWithdrawal(page, 'Cartera principal', DESTINATION);
    await orderWithdrawal(page, 'Ahorro', DESTINATION);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe.each([
    ['escritorio', DESKTOP],
    ['teléfono', PHONE_VIEWPORT],
  ])('on a %s', (size, viewport) => {
    it('keeps the amount filter, the order and whose orders in the address; a view saves and applies them', async () => {
      const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
      const p = await context.newPage();
      await signInAdmin(p, e2e.server.adminPrefix);
      await openSection(p, 'Retiros');
      await p.getByRole('heading', { name: 'Retiros' }).waitFor();
      await orders(p).nth(1).waitFor();
      expect(await orders(p).count()).toBe(2);

      await p.getByRole('button', { name: 'Filtros' }).click();
      await p.getByRole('dialog').getByLabel('Monto mínimo').fill('1000');
      await screenshot(p, `admin-retiros-filtros-hoja-${size}`, { fullPage: false });
      await screenFaults(p);
      await p.getByRole('button', { name: 'Aplicar' }).click();
      await p.waitForURL((u) => u.searchParams.get('minAmount') === '1000');
      await chips(p).getByText('Monto mínimo: 1000').waitFor();
      await expect.poll(() => orders(p).count()).toBe(1);
      expect(await orders(p).first().innerText()).toContain('1,500.50');

      await p
        .getByRole('combobox', { name: 'Ordenar' })
        .selectOption({ label: 'Más recientes primero' });
      await p.waitForURL((u) => u.searchParams.get('order') === 'desc');
      await p.getByRole('radio', { name: 'Sin asignar' }).click();
      await p.waitForURL((u) => u.searchParams.get('assignee') === 'none');
      await expect.poll(() => orders(p).count()).toBe(1);
      await screenshot(p, `admin-retiros-filtros-${size}`);
      await screenFaults(p);

      // Reload keeps it all; Back undoes one change at a time.
      await p.reload();
      await waitForApp(p);
      await chips(p).getByText('Monto mínimo: 1000').waitFor();
      await expect.poll(() => orders(p).count()).toBe(1);
      expect(await p.getByRole('radio', { name: 'Sin asignar' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await p.getByRole('radio', { name: 'Mis casos' }).click();
      await expect.poll(() => orders(p).count()).toBe(0);
      await p.goBack();
      await p.waitForURL((u) => u.searchParams.get('assignee') === 'none');
      await expect.poll(() => orders(p).count()).toBe(1);

      // Saved, cleared, applied again.
      await p.getByRole('button', { name: 'Vistas' }).click();
      await p.getByRole('menuitem', { name: 'Guardar vista actual…' }).click();
      await p.getByRole('dialog').getByLabel('Nombre').fill(`Retiros grandes ${size}`);
      await p.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
      await p.getByRole('dialog').waitFor({ state: 'detached' });
      await chips(p).getByRole('button', { name: 'Limpiar filtros' }).click();
      await p.waitForURL((u) => !u.searchParams.has('minAmount'));
      await expect.poll(() => orders(p).count()).toBe(2);

      await p.getByRole('button', { name: 'Vistas' }).click();
      await p.getByRole('menuitem', { name: `Retiros grandes ${size}`, exact: true }).click();
      await p.waitForURL((u) => u.searchParams.get('minAmount') === '1000');
      const applied = new URL(p.url()).searchParams;
      expect([applied.get('order'), applied.get('assignee')]).toEqual(['desc', 'none']);
      await expect.poll(() => orders(p).count()).toBe(1);
      await p.getByRole('button', { name: 'Vistas' }).click();
      await screenshot(p, `admin-retiros-vistas-${size}`, { fullPage: false });
      await screenFaults(p);
      await p.keyboard.press('Escape');

      expect(errors).toEqual([]);
      await context.close();
    });

    it("keeps Búsqueda's term in the address: reload searches it again, Back returns to the previous one", async () => {
      const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
      const p = await context.newPage();
      await signInAdmin(p, e2e.server.adminPrefix);
      // By keyboard, as the tabs pattern has it: the shown tab is the one Tab reaches, the
      // arrows wrap and show the tab they reach, and Tab goes on to its panel.
      const tab = (name: string) => p.getByRole('tab', { name });
      await tab('Usuarios').focus();
      await p.keyboard.press('ArrowLeft');
      await expect.poll(() => tab('Búsqueda').getAttribute('aria-selected')).toBe('true');
      expect(await tab('Usuarios').getAttribute('tabindex')).toBe('-1');
      await p.keyboard.press('Tab');
      const panel = p.getByRole('tabpanel', { name: 'Búsqueda' });
      expect(await panel.evaluate((element) => element === document.activeElement)).toBe(true);
      const box = p.getByRole('searchbox', { name: 'Buscar usuarios' });
      const results = panel.getByTestId('user-row');
      await box.fill('ana');
      await box.press('Enter');
      await p.waitForURL((u) => u.searchParams.get('q') === 'ana');
      await results.first().waitFor();
      await box.fill('carlos');
      await box.press('Enter');
      await p.waitForURL((u) => u.searchParams.get('q') === 'carlos');
      await results.first().waitFor();
      const found = await results.count();
      expect(found).toBeGreaterThan(0);

      await p.reload();

      await waitForApp(p);
      await expect.poll(() => box.inputValue()).toBe('carlos');
      await results.first().waitFor();
      expect(await results.count()).toBe(found);
      expect(new URL(p.url()).searchParams.get('tab')).toBe('busqueda');
      await screenshot(p, `admin-busqueda-url-${size}`);
      await screenFaults(p);

      // One history entry per search, not per letter.
      await p.goBack();
      await p.waitForURL((u) => u.searchParams.get('q') === 'ana');
      await expect.poll(() => box.inputValue()).toBe('ana');

      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
