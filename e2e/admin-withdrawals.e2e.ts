import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../server/seed/demo-data';
import { openSection } from './support/admin-nav';
import { signIn, signInAdmin } from './support/auth';
import { setupE2EWithMail } from './support/suite';
import { newContext, screenshot, toastWith } from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { orderWithdrawal, payOnDevChain } from './support/withdraw';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// Anvil's account #0: a valid address that is none of the demo wallets.
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MADE_UP_HASH = `0x${'ab'.repeat(32)}`;
const [ANA, CARLOS] = DEMO_USERS as [(typeof DEMO_USERS)[0], (typeof DEMO_USERS)[0]];

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });

async function userPage(email: string) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url);
  const page = await context.newPage();
  await signIn(page, email, ANA.password);
  return { context, errors, page };
}

async function adminPage(viewport?: { width: number; height: number }) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signInAdmin(page, e2e.server.adminPrefix);
  await openSection(page, 'Retiros');
  await page.getByRole('heading', { name: 'Retiros' }).waitFor();
  return { context, errors, page };
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const order = (page: Page, text: string) =>
  page.getByTestId('queue-order').filter({ hasText: text });
const mailTo = (email: string, subject: string) =>
  e2e.smtp.waitFor((m) => m.to.includes(email) && m.email.subject === subject);

describe('processing a withdrawal', () => {
  it("Carlos's 42.12345678 wallet: identity verified first, 42.123456 paid on the development chain, completed with the hash", async () => {
    const user = await userPage(CARLOS.email);
    await orderWithdrawal(user.page, 'Gastos', DESTINATION);

    const admin = await adminPage(DESKTOP);
    const { page } = admin;
    await tab(page, /^Pendientes \(1\)$/).waitFor();
    const pending = order(page, '42.123456 USDT');
    await pending.getByText('Carlos Pérez Gómez').waitFor();
    expect(await pending.getByTestId('identity').innerText()).toBe('Identidad sin verificar');
    expect(await pending.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    expect(await pending.textContent()).toContain(DESTINATION);
    await screenshot(page, 'admin-withdrawals-1-queue-unverified-desktop');

    // Staff verify the identity in the creditor's detail, then approve.
    await pending.getByRole('button', { name: 'Verificar identidad' }).click();
    const detail = page.getByRole('dialog', { name: 'Carlos Pérez Gómez' });
    // It opens on the ID photos, where staff compare them with the profile.
    expect(
      await detail.getByRole('tab', { name: 'Fotos de ID' }).getAttribute('aria-selected'),
    ).toBe('true');
    await screenshot(page, 'admin-withdrawals-1b-verify-identity', { fullPage: false });
    await detail.getByRole('button', { name: 'Verificar Identidad' }).click();
    await detail.getByText('Verificado por Admin').first().waitFor();
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await detail.waitFor({ state: 'detached' });
    await pending.getByTestId('identity').getByText('Identidad verificada').waitFor();
    await pending.getByRole('button', { name: 'Aprobar' }).click();
    const approveDialog = page.getByRole('dialog', { name: 'Aprobar retiro' });
    await approveDialog.getByText(DESTINATION).waitFor();
    expect(await approveDialog.textContent()).toContain('42.123456 USDT');
    await screenshot(page, 'admin-withdrawals-2-approve-confirm', { fullPage: false });
    await approveDialog.getByRole('button', { name: 'Aprobar Retiro' }).click();
    await toastWith(page, 'El retiro de 42.123456 USDT está listo para pagarse').waitFor();
    await tab(page, /^Aprobados \(1\)$/).waitFor();
    expect((await mailTo(CARLOS.email, 'Retiro aprobado · Cartera USDT')).email.text).toContain(
      'Monto: 42.123456 USDT',
    );

    await tab(page, /^Aprobados/).click();
    const approved = order(page, '42.123456 USDT');
    await approved.getByText(/^Aprobado por admin · /).waitFor();
    await approved.getByRole('button', { name: 'Completar' }).click();
    const completeDialog = page.getByRole('dialog', { name: 'Completar retiro' });
    expect(await completeDialog.textContent()).toContain(
      'Envía exactamente 42.123456 USDT a la dirección de destino',
    );
    const hashField = completeDialog.getByLabel('Hash de la transacción de pago');
    const completeButton = completeDialog.getByRole('button', { name: 'Completar Retiro' });
    // Proof always: no hash, no completion.
    await completeButton.click();
    await completeDialog
      .getByText('Pega el hash de la transacción con la que pagaste este retiro')
      .waitFor();
    await screenshot(page, 'admin-withdrawals-3-hash-required', { fullPage: false });
    await hashField.fill(MADE_UP_HASH);
    await completeButton.click();
    await toastWith(page, 'Error al Completar').getByText('no existe en la cadena').waitFor();
    // A payout rounded up, as the old dialog said, is refused too.
    await hashField.fill(await payOnDevChain(e2e.server.dataDir, DESTINATION, '42.123457'));
    await completeButton.click();
    await toastWith(page, 'pero el retiro es de 42.123456 USDT').waitFor();
    await screenshot(page, 'admin-withdrawals-4-wrong-amount-refused', { fullPage: false });

    // Staff pay exactly the order on the development chain (devchain:pay), and give its hash.
    const payout = await payOnDevChain(e2e.server.dataDir, DESTINATION, '42.123456');
    await hashField.fill(payout);
    await completeButton.click();
    await toastWith(page, 'Se descontaron 42.123456 USDT de la cartera').waitFor();
    await tab(page, /^Aprobados \(0\)$/).waitFor();
    await tab(page, /^Completados$/).click();
    const done = order(page, '42.123456 USDT');
    await done.getByText('Completado', { exact: true }).waitFor();
    await done.getByText(/^Completado por admin · /).waitFor();
    await done.getByText(/^Aprobado por admin · /).waitFor();
    expect(await done.getByRole('link').getAttribute('href')).toBe(
      `https://etherscan.io/tx/${payout}`,
    );
    await screenshot(page, 'admin-withdrawals-5-completed-desktop');
    const completedMail = await mailTo(CARLOS.email, 'Retiro completado · Cartera USDT');
    expect(completedMail.email.text).toContain(`https://etherscan.io/tx/${payout}`);
    expect(completedMail.email.text).toContain('Monto: 42.123456 USDT');

    // The user's history shows the payout; what USDT could not carry stays on the wallet.
    await user.page.goto('/withdraw');
    const mine = user.page
      .getByRole('region', { name: 'Historial de retiros' })
      .getByRole('listitem')
      .filter({ hasText: 'Completado' });
    expect(await mine.textContent()).toContain('42.123456 USDT');
    expect(await mine.getByRole('link').getAttribute('href')).toBe(
      `https://etherscan.io/tx/${payout}`,
    );
    const gastos = user.page.getByTestId('wallet-choice').filter({ hasText: 'Gastos' });
    await gastos.getByText('0.00000078 USDT').waitFor();
    expect(await gastos.getByTestId('wallet-state').innerText()).toBe('Sin Fondos');
    await screenshot(user.page, 'admin-withdrawals-6-user-sees-completed');

    // Every step is in 'Actividad', with the same amount.
    await openSection(page, 'Actividad');
    await page.getByRole('heading', { name: 'Actividad' }).waitFor();
    const entries = page.getByTestId('audit-entry');
    await entries.filter({ hasText: 'Completó un retiro de 42.123456 USDT' }).waitFor();
    await entries.filter({ hasText: 'Aprobó un retiro de 42.123456 USDT' }).waitFor();
    await entries.filter({ hasText: 'Registró una orden de retiro de 42.123456 USDT' }).waitFor();
    await entries
      .filter({ hasText: 'Verificó la identidad' })
      .filter({ hasText: 'Carlos Pérez Gómez' })
      .waitFor();
    await screenshot(page, 'admin-withdrawals-7-activity-desktop');

    for (const ctx of [user, admin]) {
      // The browser logs the refused completions (409) itself; nothing else may fail.
      expect(ctx.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
      await ctx.context.close();
    }
  });

  it('is rejected on a phone with a reason the user reads; who and when on the card and in the detail', async () => {
    const user = await userPage(ANA.email);
    await orderWithdrawal(user.page, 'Ahorro', DESTINATION);

    const admin = await adminPage(PHONE);
    const { page } = admin;
    const pending = order(page, '250.00 USDT');
    await pending.waitFor();
    // Ana has a full name: her e-mail is written once, under it.
    expect(await pending.getByText(ANA.email).count()).toBe(1);
    await screenshot(page, 'admin-withdrawals-8-queue-phone');
    await pending.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar retiro' });
    await dialog.getByRole('button', { name: 'Rechazar Retiro' }).click();
    await dialog.getByText('Escribe el motivo del rechazo').waitFor();
    const reason = 'La dirección de destino no es de una cartera a tu nombre.';
    await dialog.getByLabel('Motivo del rechazo (el usuario lo leerá)').fill(reason);
    await dialog.getByRole('button', { name: 'Rechazar Retiro' }).click();
    await toastWith(page, 'Retiro Rechazado').waitFor();
    await page.getByText('No hay retiros pendientes.').waitFor();
    await tab(page, /^Rechazados$/).click();
    const rejected = order(page, '250.00 USDT');
    await rejected.getByText(/^Rechazado por admin · /).waitFor();
    await screenshot(page, 'admin-withdrawals-9-rejected-phone');

    // The creditor's detail lists the order with who rejected it and when.
    await rejected.getByRole('button', { name: ANA.fullName! }).click();
    const detail = page.getByRole('dialog', { name: ANA.fullName! });
    const item = detail.getByTestId('withdrawal').filter({ hasText: 'Rechazado' });
    await item.getByText(/^Rechazado por admin · /).waitFor();
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-withdrawals-10-detail-who-and-when', { fullPage: false });
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).last().click();

    const mail = await mailTo(ANA.email, 'Retiro rechazado · Cartera USDT');
    expect(mail.email.text).toContain(`Motivo: ${reason}`);
    await user.page.goto('/withdraw');
    const mine = user.page
      .getByRole('region', { name: 'Historial de retiros' })
      .getByRole('listitem')
      .filter({ hasText: 'Rechazado' });
    await mine.getByText(reason).waitFor();
    await screenshot(user.page, 'admin-withdrawals-11-user-sees-reason');

    for (const ctx of [user, admin]) {
      expect(ctx.errors).toEqual([]);
      await ctx.context.close();
    }
  });

  it('cuts no text and passes axe on the queue at 390×844 and 1280×800', async () => {
    const user = await userPage(ANA.email);
    await orderWithdrawal(user.page, 'Cartera principal', DESTINATION);
    await user.context.close();
    const faults: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      const admin = await adminPage(viewport);
      await order(admin.page, '1,500.50 USDT').getByTestId('identity').waitFor();
      faults.push(...(await findCutText(admin.page)).map((f) => `${viewport.width}: ${f}`));
      faults.push(...(await seriousA11yViolations(admin.page)).map((v) => `axe: ${v}`));
      await screenshot(admin.page, `admin-withdrawals-12-queue-${viewport.width}`);
      await tab(admin.page, /^Completados$/).click();
      await order(admin.page, '42.123456 USDT').waitFor();
      faults.push(...(await findCutText(admin.page)).map((f) => `${viewport.width} done: ${f}`));
      faults.push(...(await seriousA11yViolations(admin.page)).map((v) => `axe done: ${v}`));
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    }
    expect(faults).toEqual([]);
  });
});
