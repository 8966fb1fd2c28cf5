import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../server/seed/demo-data';
import { signIn } from './support/auth';
import { newContext, screenshot, toastWith } from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2EWithMail } from './support/suite';
import { orderWithdrawal } from './support/withdraw';

/** The creditor's side of payout safety (docs/product/payout-safety.md), at 320 and 390 px. */
const user = (email: string) => DEMO_USERS.find((u) => u.email === email)!;
const ANA = user('ana@demo.cartera.mx');
const CARLOS = user('carlos@demo.cartera.mx');
const MARINA = user('marina@demo.cartera.mx');
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });

async function signedIn(email: string, width: number, password = ANA.password) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
    viewport: { width, height: 844 },
  });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, errors, page };
}

/** What every screen must pass: nothing cut or scrolling sideways, no serious a11y fault. */
async function screenChecks(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  expect(await findCutText(page), name).toEqual([]);
  expect(await seriousA11yViolations(page), name).toEqual([]);
}

const cancelOrder = async (page: Page) => {
  await page.getByRole('button', { name: 'Cancelar retiro' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar este retiro?' });
  await dialog.waitFor();
  await screenChecks(page, `payout-cancel-confirm-${page.viewportSize()!.width}`);
  await dialog.getByRole('button', { name: 'Sí, cancelar retiro' }).click();
  await toastWith(page, 'El saldo de tu cartera vuelve a estar disponible').waitFor();
};

describe('cancelling an order', () => {
  it('from /withdraw at 390 px: Cancelado in the history, the wallet available again, an e-mail', async () => {
    const { context, errors, page } = await signedIn(ANA.email, 390);
    await orderWithdrawal(page, 'Cartera principal', DESTINATION);
    await page.goto('/withdraw');
    const open = page.getByRole('region', { name: 'Retiros en curso' });
    await open.getByRole('button', { name: 'Cancelar retiro' }).waitFor();
    await screenChecks(page, 'payout-cancel-1-withdraw-390');
    await cancelOrder(page);
    const history = page.getByRole('region', { name: 'Historial de retiros' });
    await history.getByText('Cancelado').waitFor();
    await open.getByText('No tienes retiros en curso.').waitFor();
    await page.getByRole('link', { name: 'Retirar de Cartera principal' }).waitFor();
    await screenChecks(page, 'payout-cancel-2-cancelled-390');
    const mail = await e2e.smtp.waitFor(
      (m) => m.to.includes(ANA.email) && m.email.subject === 'Retiro cancelado · Cartera USDT',
    );
    expect(mail.email.text).toContain('Nuevo estado: Cancelado');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("from the order's page at 320 px", async () => {
    const { context, errors, page } = await signedIn(CARLOS.email, 320);
    await orderWithdrawal(page, 'Gastos', DESTINATION);
    await page.getByText('Pendiente').waitFor();
    await screenChecks(page, 'payout-cancel-3-order-page-320');
    await cancelOrder(page);
    await page.getByText('Cancelado', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar retiro' }).count()).toBe(0);
    await screenChecks(page, 'payout-cancel-4-order-page-cancelled-320');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the payout freeze and the recent activity', () => {
  it('after a reset by code /withdraw says until when (390 and 320 px); /profile lists the reset', async () => {
    // Marina resets her password with the code the e-mail brings, as on /password-recovery.
    const api = await e2e.browser.newContext({ baseURL: e2e.server.url });
    const page0 = await api.newPage();
    await page0.goto('/');
    await page0.evaluate(async (email) => {
      await fetch('/api/password-recovery/send-code', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    }, MARINA.email);
    const codeMail = await e2e.smtp.waitFor(
      (m) => m.to.includes(MARINA.email) && (m.email.subject ?? '').startsWith('Tu código'),
    );
    const code = /\b(\d{6})\b/.exec(codeMail.email.text ?? '')![1]!;
    await page0.evaluate(
      async ({ email, code }) => {
        await fetch('/api/password-recovery/verify-code', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, code }),
        });
      },
      { email: MARINA.email, code },
    );
    await api.close();
    const newPasswordMail = await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(MARINA.email) && (m.email.subject ?? '').startsWith('Tu nueva contraseña'),
    );
    const text = newPasswordMail.email.text ?? '';
    expect(text).toMatch(/Por seguridad, podrás retirar a partir del \d\d\/\d\d\/\d{4} a las/);
    const password =
      /Inicia sesión con esta contraseña y cámbiala por una tuya en Perfil de Usuario → Cambiar contraseña:\s+(\S+)/.exec(
        text,
      )?.[1];
    expect(password, 'the mailed password').toBeTruthy();

    for (const width of [390, 320]) {
      const { context, errors, page } = await signedIn(MARINA.email, width, password);
      await page.goto('/withdraw');
      const notice = page.getByTestId('payout-freeze');
      await notice.getByText('Retiros en pausa por seguridad').waitFor();
      expect(await notice.innerText()).toMatch(
        /Por seguridad, podrás retirar a partir del \d\d\/\d\d\/\d{4} a las \d\d:\d\d/,
      );
      await page.getByRole('button', { name: 'Retiro en pausa' }).waitFor();
      expect(await page.getByRole('button', { name: 'Retiro en pausa' }).isDisabled()).toBe(true);
      await screenChecks(page, `payout-freeze-withdraw-${width}`);

      await page.goto('/profile');
      const activity = page.getByRole('list', { name: 'Actividad reciente' });
      await activity.getByText('Contraseña restablecida con un código por correo').waitFor();
      await activity.getByText('Inicio de sesión').first().waitFor();
      await page
        .getByRole('button', { name: 'Cerrar las demás sesiones' })
        .scrollIntoViewIfNeeded();
      await screenChecks(page, `payout-activity-profile-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('signing in from a new browser profile e-mails an alert and it is listed; end the others', async () => {
    const first = await signedIn(CARLOS.email, 390);
    // Another browser profile: a context with no cookies.
    const second = await signedIn(CARLOS.email, 390);
    const alert = await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(CARLOS.email) &&
        m.email.subject === 'Nuevo inicio de sesión en tu cuenta · Cartera USDT',
    );
    expect(alert.email.text).toContain('Red aproximada: 127.0.0.0/24');
    const { page } = second;
    await page.goto('/profile');
    await page.getByText('Dispositivo nuevo').first().waitFor();
    await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar las demás sesiones?' });
    await dialog.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
    await toastWith(page, 'Cerramos').waitFor();
    // The first browser's session ended.
    const status = await first.page.evaluate(async () => (await fetch('/api/user')).status);
    expect(status).toBe(401);
    await first.context.close();
    await second.context.close();
  });
});
