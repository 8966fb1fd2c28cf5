import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../tests/support/smtp-capture';
import { DEMO_USER, signIn } from './support/auth';
import { DEMO_USERS } from '../server/seed/demo-data';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type TestServer } from './support/server';

const user = DEMO_USER;

let smtp: SmtpCapture;
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startServer({ env: { SMTP_URL: smtp.url, INSTALL_GATE: 'off' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const mailTo = (subject: string) => (m: CapturedMail) =>
  m.to.includes(user.email) && (m.email.subject ?? '').startsWith(subject);

it('recovers a password on a phone: e-mail, code from the mail, new password signs in', async () => {
  const { context, errors } = await newContext(browser, server.url);
  const page = await context.newPage();

  await page.goto('/auth');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.waitForURL('**/password-recovery');
  await expect.poll(() => page.getByRole('link', { name: 'Volver al Login' }).count()).toBe(1);

  const send = page.getByRole('button', { name: 'Enviar código' });
  expect(await send.isDisabled()).toBe(true);
  await screenshot(page, 'recovery-1-email');
  await page.getByLabel('Correo electrónico').fill(user.email);
  expect(await send.isEnabled()).toBe(true);
  await send.click();

  await page.getByText('Código de Verificación Enviado', { exact: true }).waitFor();
  await page
    .getByText('Revisa tu correo para el código de verificación.', { exact: true })
    .waitFor();
  const codeMail = await smtp.waitFor(mailTo('Tu código de verificación'));
  const code = /\b(\d{6})\b/.exec(codeMail.email.text ?? '')![1]!;

  const codeInput = page.getByLabel('Código de verificación');
  const verify = page.getByRole('button', { name: 'Verificar código' });
  await codeInput.pressSequentially('12ab3');
  expect(await codeInput.inputValue()).toBe('123');
  expect(await verify.isDisabled()).toBe(true);
  await screenshot(page, 'recovery-2-verify');

  // A wrong code: the server's message in a 'Verificación Fallida' toast, still on this step.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeInput.fill(wrong);
  await codeInput.press('End');
  await codeInput.pressSequentially('9');
  expect(await codeInput.inputValue()).toBe(wrong);
  await verify.click();
  await page.getByText('Verificación Fallida', { exact: true }).waitFor();
  await page
    .getByText('Código de verificación incorrecto. Te quedan 4 intentos.', { exact: true })
    .waitFor();
  await screenshot(page, 'recovery-3-wrong-code');

  await codeInput.fill(code);
  await verify.click();
  await page.getByText('Restablecimiento Exitoso', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Contraseña restablecida' }).waitFor();
  // The payout freeze starts now (docs/product/payout-safety.md#payout-freeze).
  await page.getByText(/por un tiempo no podrás retirar/).waitFor();
  await screenshot(page, 'recovery-4-success');

  const passwordMail = await smtp.waitFor(mailTo('Tu nueva contraseña'));
  const password = /^([A-Za-z0-9]{12})$/m.exec(passwordMail.email.text ?? '')![1]!;
  expect(password).not.toBe(user.password);

  await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
  await page.waitForURL('**/auth');
  await signIn(page, user.email, password);
  await screenshot(page, 'recovery-5-signed-in');

  // The wrong code's 400 is the only console line Chromium may print.
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  await context.close();
});

it('sends once at a time, goes back from the code to ask again, and shows the server message for a second request within the minute', async () => {
  const { context, errors } = await newContext(browser, server.url);
  const page = await context.newPage();
  const email = DEMO_USERS[1]!.email;

  // Hold the request in the browser to see the pending state; it then reaches the server.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/password-recovery/send-code', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/password-recovery');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByText('Enviando código…', { exact: true }).waitFor();
  expect(await page.locator('form button[type="submit"]').isDisabled()).toBe(true);
  release();
  await page.getByRole('heading', { name: 'Ingresa el código' }).waitFor();
  await page.unroute('**/api/password-recovery/send-code');

  await page.getByRole('button', { name: 'Pedir otro código' }).click();
  await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
  expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByText('Error', { exact: true }).waitFor();
  await page
    .getByText('Ya enviamos un código a este correo. Espera un minuto antes de pedir otro.', {
      exact: true,
    })
    .waitFor();
  await screenshot(page, 'recovery-6-resend-too-soon');
  expect(await page.getByRole('heading', { name: 'Recuperar contraseña' }).count()).toBe(1);

  expect(errors.filter((e) => !e.includes('status of 429'))).toEqual([]);
  await context.close();
});
