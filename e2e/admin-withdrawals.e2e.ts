import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, signIn, signInAdmin } from './support/auth';
import { setupE2EWithMail } from './support/suite';
import { newContext, screenshot, toastWith } from './support/browser';
import { orderWithdrawal, payOnDevChain } from './support/withdraw';

const DESKTOP = { width: 1280, height: 800 };
// Anvil's account #0: a valid address that is none of the demo wallets.
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MADE_UP_HASH = `0x${'ab'.repeat(32)}`;

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });

async function userPage(viewport?: { width: number; height: number }) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
  const page = await context.newPage();
  await signIn(page, DEMO_USER.email, DEMO_USER.password);
  return { context, errors, page };
}

async function adminPage(viewport?: { width: number; height: number }) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signInAdmin(page, e2e.server.adminPrefix);
  await page.getByRole('link', { name: 'Retiros' }).click();
  await page.getByRole('heading', { name: 'Retiros' }).waitFor();
  return { context, errors, page };
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const order = (page: Page, text: string) =>
  page.getByTestId('queue-order').filter({ hasText: text });
const mailTo = (subject: string) =>
  e2e.smtp.waitFor((m) => m.to.includes(DEMO_USER.email) && m.email.subject === subject);

describe('processing a withdrawal', () => {
  it('is approved, refused with a made-up hash, completed with the real payout; the user sees it', async () => {
    const user = await userPage();
    await orderWithdrawal(user.page, 'Cartera principal', DESTINATION);

    const admin = await adminPage(DESKTOP);
    const { page } = admin;
    await tab(page, /^Pendientes \(1\)$/).waitFor();
    await tab(page, /^Aprobados \(0\)$/).waitFor();
    const pending = order(page, '1,500.50 USDT');
    await pending.getByText('Ana Lucía Martínez Ortega').waitFor();
    expect(await pending.textContent()).toContain(DESTINATION);
    await screenshot(page, 'admin-withdrawals-1-queue-desktop');

    await pending.getByRole('button', { name: 'Aprobar' }).click();
    const approveDialog = page.getByRole('dialog', { name: 'Aprobar retiro' });
    await approveDialog.getByText(DESTINATION).waitFor();
    await screenshot(page, 'admin-withdrawals-2-approve-confirm');
    await approveDialog.getByRole('button', { name: 'Aprobar Retiro' }).click();
    await toastWith(page, 'Retiro Aprobado').waitFor();
    await tab(page, /^Aprobados \(1\)$/).waitFor();
    await tab(page, /^Pendientes \(0\)$/).waitFor();
    await page.getByText('No hay retiros pendientes.').waitFor();
    expect((await mailTo('Retiro aprobado · Cartera USDT')).email.text).toContain(
      'Nuevo estado: Aprobado',
    );

    await tab(page, /^Aprobados/).click();
    await order(page, '1,500.50 USDT').getByRole('button', { name: 'Completar' }).click();
    const completeDialog = page.getByRole('dialog', { name: 'Completar retiro' });
    const hashField = completeDialog.getByLabel('Hash de la transacción de pago (opcional)');
    await hashField.fill('0x1234');
    await completeDialog.getByRole('button', { name: 'Completar Retiro' }).click();
    await completeDialog
      .getByText('Hash de transacción inválido: 0x seguido de 64 caracteres hexadecimales')
      .waitFor();
    await hashField.fill(MADE_UP_HASH);
    await completeDialog.getByRole('button', { name: 'Completar Retiro' }).click();
    await toastWith(page, 'Error al Completar').getByText('no existe en la cadena').waitFor();
    await screenshot(page, 'admin-withdrawals-3-made-up-hash-refused');
    expect(await completeDialog.isVisible()).toBe(true);

    // Staff pay the order on the development chain, then give its hash as proof.
    const payout = await payOnDevChain(e2e.server.dataDir, DESTINATION, '1500.5');
    await hashField.fill(payout);
    await completeDialog.getByRole('button', { name: 'Completar Retiro' }).click();
    await toastWith(page, 'Retiro Completado').waitFor();
    await tab(page, /^Aprobados \(0\)$/).waitFor();
    await tab(page, /^Completados$/).click();
    const done = order(page, '1,500.50 USDT');
    await done.getByText('Completado').waitFor();
    expect(await done.getByRole('link').getAttribute('href')).toBe(
      `https://etherscan.io/tx/${payout}`,
    );
    await screenshot(page, 'admin-withdrawals-4-completed-desktop');
    const completedMail = await mailTo('Retiro completado · Cartera USDT');
    expect(completedMail.email.text).toContain(`https://etherscan.io/tx/${payout}`);

    // The user's 'Retiros Pendientes' shows the status and the payout link.
    await user.page.goto('/withdraw');
    const mine = user.page
      .getByRole('region', { name: 'Retiros Pendientes' })
      .getByRole('listitem')
      .filter({ hasText: 'Completado' });
    await mine.waitFor();
    expect(await mine.getByRole('link').getAttribute('href')).toBe(
      `https://etherscan.io/tx/${payout}`,
    );
    await screenshot(user.page, 'admin-withdrawals-5-user-sees-completed');

    // Every step is in 'Actividad'.
    await page.getByRole('link', { name: 'Volver al Admin' }).click();
    await page.getByRole('link', { name: 'Actividad' }).click();
    await page.getByRole('heading', { name: 'Actividad' }).waitFor();
    const entries = page.getByTestId('audit-entry');
    await entries.filter({ hasText: 'Completó un retiro de 1,500.50 USDT' }).waitFor();
    await entries.filter({ hasText: 'Aprobó un retiro de 1,500.50 USDT' }).waitFor();
    await entries.filter({ hasText: 'Registró una orden de retiro de 1,500.50 USDT' }).waitFor();
    await entries.filter({ hasText: 'Inició sesión en el panel' }).first().waitFor();
    await screenshot(page, 'admin-withdrawals-6-activity-desktop');

    for (const ctx of [user, admin]) {
      // The browser logs the refused completion (409) itself; nothing else may fail.
      expect(ctx.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
      await ctx.context.close();
    }
  });

  it('is rejected on a phone with a reason the user reads; the activity filters by staff and user', async () => {
    const user = await userPage();
    await orderWithdrawal(user.page, 'Ahorro', DESTINATION);

    const admin = await adminPage();
    const { page } = admin;
    const pending = order(page, '250.00 USDT');
    await pending.waitFor();
    await screenshot(page, 'admin-withdrawals-7-queue-phone');
    await pending.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar retiro' });
    await dialog.getByRole('button', { name: 'Rechazar Retiro' }).click();
    await dialog.getByText('Escribe el motivo del rechazo').waitFor();
    const reason = 'La dirección de destino no es de una cartera a tu nombre.';
    await dialog.getByLabel('Motivo del rechazo (el usuario lo leerá)').fill(reason);
    await screenshot(page, 'admin-withdrawals-8-reject-phone');
    await dialog.getByRole('button', { name: 'Rechazar Retiro' }).click();
    await toastWith(page, 'Retiro Rechazado').waitFor();
    // Focus goes back to what opened the confirmation... which has left the pending list.
    await page.getByText('No hay retiros pendientes.').waitFor();

    const mail = await mailTo('Retiro rechazado · Cartera USDT');
    expect(mail.email.text).toContain(`Motivo: ${reason}`);
    await user.page.goto('/withdraw');
    const rejected = user.page
      .getByRole('region', { name: 'Retiros Pendientes' })
      .getByRole('listitem')
      .filter({ hasText: 'Rechazado' });
    await rejected.getByText(reason).waitFor();
    await screenshot(user.page, 'admin-withdrawals-9-user-sees-reason');

    await page.goto(`/${e2e.server.adminPrefix}/actividad`);
    const entries = page.getByTestId('audit-entry');
    await entries.filter({ hasText: 'Rechazó un retiro de 250.00 USDT' }).waitFor();
    await page.getByRole('combobox', { name: 'Personal' }).click();
    await page.getByRole('option', { name: 'admin' }).click();
    await entries.first().waitFor();
    const actors = await entries.locator('span.rounded-full').allTextContents();
    expect(new Set(actors)).toEqual(new Set(['admin']));
    await entries
      .filter({ hasText: 'Rechazó un retiro' })
      .getByRole('button', { name: 'Ana Lucía Martínez Ortega', exact: true })
      .click();
    await page.getByRole('button', { name: 'Quitar filtro de usuario' }).waitFor();
    await expect
      .poll(async () => (await entries.allTextContents()).every((t) => t.includes('Ana Lucía')))
      .toBe(true);
    expect(await entries.filter({ hasText: 'Inició sesión' }).count()).toBe(0);
    await screenshot(page, 'admin-withdrawals-10-activity-filtered-phone');

    for (const ctx of [user, admin]) {
      expect(ctx.errors).toEqual([]);
      await ctx.context.close();
    }
  });
});
