import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_USER, signIn } from './support/auth';
import { newContext, screenshot } from './support/browser';
import { setupE2EWithMail } from './support/suite';

const MAIN_WALLET = DEMO_USER.wallets[0]!;
// Anvil's account #0: a valid EIP-55 address that is none of the demo wallets.
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });

/** Full-page shot from the top, so the sticky header sits where a person sees it. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

it('withdraws a wallet on a phone: dashboard → wallet → destination → confirm → success', async () => {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signIn(page, DEMO_USER.email, DEMO_USER.password);

  await page.getByRole('link', { name: 'Retirar', exact: true }).click();
  await page.waitForURL('**/withdraw');
  await page.getByRole('heading', { name: 'Retirar Fondos' }).waitFor();
  await page.getByText('Aún no tienes retiros').waitFor();
  expect(await page.getByRole('button', { name: 'Sin Fondos' }).isDisabled()).toBe(true);
  await expect.poll(() => page.getByText('Disponible para retiro').count()).toBe(3);
  await shot(page, 'withdraw-1-wallets');

  await page.getByRole('link', { name: `Retirar de ${MAIN_WALLET.name}` }).click();
  await page.getByRole('heading', { name: 'Destino del Retiro' }).waitFor();
  await page.getByText('1,500.50 USDT').first().waitFor();
  const address = page.getByLabel('Dirección de destino (ERC-20)');
  const next = page.getByRole('button', { name: 'Continuar a Confirmación' });
  expect(await next.isDisabled()).toBe(true);

  await address.fill('0x1234');
  await next.click();
  await toast(page, 'Dirección Inválida').waitFor();
  await shot(page, 'withdraw-2-invalid-address');
  expect(page.url()).toContain(`/withdraw/`);

  await address.fill(`  ${DESTINATION}  `);
  await next.click();
  await page.waitForURL('**/withdraw-confirm/**');
  await page.getByRole('heading', { name: 'Confirmar Retiro' }).waitFor();
  expect(await page.getByTestId('destination').textContent()).toBe(DESTINATION);
  await page.getByRole('button', { name: 'Copiar dirección' }).click();
  await toast(page, 'Copiado').waitFor();
  await page.getByRole('button', { name: 'Dirección copiada' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DESTINATION);
  await page.getByRole('button', { name: 'Copiar dirección' }).waitFor();
  await shot(page, 'withdraw-3-confirm');

  await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).click();
  await page.waitForURL('**/withdraw-success?**');
  await page.getByRole('heading', { name: 'Orden Registrada Exitosamente' }).waitFor();
  expect(await page.getByTestId('order-amount').innerText()).toBe('1,500.50 USDT');
  await shot(page, 'withdraw-4-success');

  const mail = await e2e.smtp.waitFor((m) => m.to.includes(DEMO_USER.email));
  expect(mail.email.subject).toBe('Orden de retiro registrada · Cartera USDT');
  expect(mail.email.text).toContain('Monto: 1,500.50 USDT');
  expect(mail.email.text).toContain(DESTINATION);

  await page.getByRole('link', { name: 'Ver mis retiros' }).click();
  await page.waitForURL('**/withdraw');
  const order = page
    .getByRole('region', { name: 'Retiros Pendientes' })
    .getByRole('listitem')
    .filter({ hasText: 'Pendiente' });
  await order.waitFor();
  expect(await order.textContent()).toContain('1,500.50 USDT');
  expect(await order.textContent()).toContain(MAIN_WALLET.name);
  await shot(page, 'withdraw-5-pending-list');

  // The same wallet again: its balance is held by the pending order, on every screen.
  const held = page.getByTestId('wallet-choice').filter({ hasText: MAIN_WALLET.name });
  await held.getByText('No disponible: tiene un retiro en curso').waitFor();
  expect(await held.getByRole('button', { name: 'Saldo No Disponible' }).isDisabled()).toBe(true);
  expect(await held.getByRole('link', { name: /Retirar/ }).count()).toBe(0);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await page.getByTestId('open-withdrawals').getByText(MAIN_WALLET.name).waitFor();
  await shot(page, 'withdraw-6-dashboard-notice');
  const walletId = await page.evaluate(
    async (address) =>
      ((await (await fetch('/api/wallets')).json()) as { id: string; address: string }[]).find(
        (w) => w.address === address,
      )!.id,
    MAIN_WALLET.address,
  );
  await page.goto(`/withdraw/${walletId}`);
  await page.getByTestId('unavailable').getByText('Saldo No Disponible').waitFor();
  expect(await page.getByLabel('Dirección de destino (ERC-20)').isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Continuar a Confirmación' }).isDisabled()).toBe(
    true,
  );
  await shot(page, 'withdraw-6-blocked');
  await page.goto(`/withdraw-confirm/${walletId}?address=${DESTINATION}`);
  await page.getByTestId('unavailable').getByText('Saldo No Disponible').waitFor();
  expect(await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).isDisabled()).toBe(
    true,
  );
  await shot(page, 'withdraw-6-blocked-confirm');

  // Opened by its address without an order, the success screen announces none.
  await page.goto('/withdraw-success');
  await page.getByRole('heading', { name: 'No hay una orden que mostrar' }).waitFor();
  expect(await page.getByText('Orden Registrada Exitosamente').count()).toBe(0);

  expect(errors).toEqual([]);
  await context.close();
});

it('shows the server refusal, the parameter error and the not-found wallet state', async () => {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url);
  const page = await context.newPage();
  await signIn(page, DEMO_USER.email, DEMO_USER.password);

  // Right shape, wrong EIP-55 checksum: only the server can tell, and says so in the toast.
  await page.goto('/withdraw');
  await page.getByRole('link', { name: 'Retirar de Ahorro' }).click();
  await page.getByLabel('Dirección de destino (ERC-20)').fill(DESTINATION.replace('F', 'f'));
  await page.getByRole('button', { name: 'Continuar a Confirmación' }).click();
  await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).click();
  await toast(page, 'Error en el Retiro').getByText('suma de verificación (EIP-55)').waitFor();
  await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).waitFor();
  expect(page.url()).toContain('/withdraw-confirm/');
  await shot(page, 'withdraw-7-server-refusal');

  await page.goto('/withdraw-confirm/00000000-0000-4000-8000-000000000000');
  await page.getByRole('heading', { name: 'Error de Parámetros' }).waitFor();
  await page.getByText('Falta información necesaria para procesar el retiro.').waitFor();
  await shot(page, 'withdraw-8-parameter-error');

  await page.goto('/withdraw/00000000-0000-4000-8000-000000000000');
  await page.getByText('La cartera solicitada no existe o no tienes acceso a ella.').waitFor();
  await shot(page, 'withdraw-9-not-found');

  // The browser logs the 400 and 404 answers itself; nothing else may fail.
  expect(errors.filter((e) => !/status of (400|404)/.test(e))).toEqual([]);
  await context.close();
});
