import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../server/seed/demo-data';
import { openSection } from './support/admin-nav';
import { signIn, signInAdmin } from './support/auth';
import { newContext, screenshot, toastWith } from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2EWithMail } from './support/suite';
import { orderWithdrawal } from './support/withdraw';

/** Staff's side of payout safety: two approvals and the risk signals (390×844 and 1280×800). */
const user = (email: string) => DEMO_USERS.find((u) => u.email === email)!;
const ANA = user('ana@demo.cartera.mx');
const MARINA = user('marina@demo.cartera.mx');
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });

async function creditorOrders(email: string, wallet: string) {
  const { context, page } = await newContext(e2e.browser, e2e.server.url).then(async (c) => ({
    ...c,
    page: await c.context.newPage(),
  }));
  await signIn(page, email, ANA.password);
  await orderWithdrawal(page, wallet, DESTINATION);
  await context.close();
}

async function adminQueue(viewport: { width: number; height: number }) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
  const page = await context.newPage();
  await signInAdmin(page, e2e.server.adminPrefix);
  await openSection(page, 'Retiros');
  await page.getByRole('heading', { name: 'Retiros' }).waitFor();
  return { context, errors, page };
}

async function screenChecks(page: Page, name: string) {
  await screenshot(page, name);
  expect(await findCutText(page), name).toEqual([]);
  expect(await seriousA11yViolations(page), name).toEqual([]);
}

const orderOf = (page: Page, text: string) =>
  page.getByTestId('queue-order').filter({ hasText: text });

describe('a 15,000 USDT order', () => {
  it('shows its signals, needs two approvals, and the filter finds it (1280×800, then 390×844)', async () => {
    await creditorOrders(ANA.email, 'Cartera principal');
    await creditorOrders(MARINA.email, 'Fondo principal');

    const desktop = await adminQueue({ width: 1280, height: 800 });
    const { page } = desktop;
    const order = orderOf(page, '15,000.00 USDT');
    await order.waitFor();
    const signals = order.getByTestId('risk-signals');
    await signals.getByText('Dirección nueva: el titular nunca había retirado a ella').waitFor();
    await signals.getByText('Dirección usada por otro titular').waitFor();
    await signals.getByRole('button', { name: ANA.fullName! }).waitFor();
    await order.getByText('Aprobaciones: 0 de 2').waitFor();

    // Verify the identity, then give the first approval.
    await order.getByRole('button', { name: 'Verificar identidad' }).click();
    const detail = page.getByRole('dialog', { name: MARINA.fullName! });
    await detail.getByRole('button', { name: 'Verificar Identidad' }).click();
    await detail.getByText('Verificado por Admin').first().waitFor();
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await detail.waitFor({ state: 'detached' });
    await order.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprobar retiro' });
    await dialog.getByText('necesita 2 aprobaciones de personas distintas').waitFor();
    await dialog.getByRole('button', { name: 'Aprobar Retiro' }).click();
    await toastWith(page, 'Aprobaciones: 1 de 2').waitFor();
    await order.getByText('Aprobaciones: 1 de 2').waitFor();
    // Who gave it, and when.
    await order
      .getByRole('list', { name: 'Aprobaciones dadas' })
      .getByText(/^admin · \d\d\/\d\d\/\d{4}/)
      .waitFor();
    await order.getByText('Ya lo aprobaste: falta la aprobación de otra persona.').waitFor();
    expect(await order.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    expect(await order.getByText('Pendiente').count()).toBeGreaterThan(0);
    await order.scrollIntoViewIfNeeded();
    await screenChecks(page, 'admin-payout-1-two-approvals-desktop');

    // 'Con señales de riesgo': both orders have signals (new destinations, shared).
    await page.getByLabel('Con señales de riesgo').check();
    await orderOf(page, '15,000.00 USDT').waitFor();
    await screenChecks(page, 'admin-payout-2-signals-filter-desktop');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();

    const phone = await adminQueue({ width: 390, height: 844 });
    const phoneOrder = orderOf(phone.page, '15,000.00 USDT');
    await phoneOrder.getByText('Aprobaciones: 1 de 2').waitFor();
    await phoneOrder.getByTestId('risk-signals').scrollIntoViewIfNeeded();
    await screenChecks(phone.page, 'admin-payout-3-phone');
    // The link to the other creditor opens their detail.
    await phoneOrder.getByRole('button', { name: ANA.fullName! }).click();
    await phone.page.getByRole('dialog', { name: ANA.fullName! }).waitFor();
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
