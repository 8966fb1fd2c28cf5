import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_USERS } from '../../server/seed/demo-data';
import { waitForApp } from './browser';

/** The demo user with wallets and a complete profile (server/seed/demo-data.ts). */
export const DEMO_USER = DEMO_USERS[0]!;
export { DEMO_ADMIN };

/**
 * Signs in through the /auth form as a person would and waits for the dashboard. The page's
 * context must show the form: `newContext(browser, url, { standalone: true })` or INSTALL_GATE=off.
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acceder a Cartera' }).click();
  await page.getByTestId('user-email').filter({ hasText: email }).waitFor();
}

/** Signs in to the admin app under its prefix and waits for the dashboard. */
export async function signInAdmin(page: Page, adminPrefix: string) {
  await page.goto(`/${adminPrefix}/login`);
  await waitForApp(page);
  await page.getByLabel('Usuario').fill(DEMO_ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((url) => url.pathname === `/${adminPrefix}/dashboard`);
}
