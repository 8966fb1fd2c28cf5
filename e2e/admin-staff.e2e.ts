import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../server/adapters/totp';
import { accountAction, openSection, sectionNames, openPanel } from './support/admin-nav';
import { DEMO_ADMIN } from './support/auth';
import { newContext, screenshot, toastWith, waitForApp } from './support/browser';
import { setupE2E } from './support/suite';

// As in production: operators and owners must sign in with a second factor.
const e2e = setupE2E({ env: { ADMIN_REQUIRE_2FA: 'on' } });
const DESKTOP = { width: 1280, height: 800 };
const STEP_MS = 30_000;
const VIEWER_PASSWORD = 'Lectora-Segura-2026';

/** What the owner's authenticator app knows, carried from one test to the next. */
const owner = { secret: '', recoveryCodes: [] as string[], lastStep: 0 };
/** The one-time password the owner hands to the new viewer. */
const viewer = { password: '' };

/**
 * The app's code for the next time step the server has not seen yet (a used one is refused);
 * waits, as a person would, when that step is more than one ahead of the clock.
 */
async function nextCode(): Promise<string> {
  const step = Math.max(Math.floor(Date.now() / STEP_MS), owner.lastStep + 1);
  const waitMs = (step - 1) * STEP_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  owner.lastStep = step;
  return totpCode(owner.secret, new Date(step * STEP_MS));
}

async function passwordStep(page: Page, username: string, password: string) {
  await openPanel(page, e2e.server.adminPrefix, '/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

const atDashboard = (page: Page) =>
  page.waitForURL((url) => url.pathname === `/${e2e.server.adminPrefix}/dashboard`);

describe('staff sign-in with a second factor', () => {
  it('enrols the owner with a QR code at the first sign-in and shows ten recovery codes once', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await passwordStep(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.getByRole('heading', { name: 'Activa la verificación en dos pasos' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // The QR code shows at once, with no extra click.
    const qr = page.getByRole('img', { name: 'Código QR para tu app de autenticación' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    owner.secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(owner.secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'admin-2fa-enrol');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'admin-2fa-enrol-desktop');

    await page.getByLabel('Código de la app').fill(await nextCode());
    await page.getByRole('button', { name: 'Activar verificación' }).click();
    const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
    await codes.first().waitFor();
    owner.recoveryCodes = await codes.allTextContents();
    expect(owner.recoveryCodes).toHaveLength(10);
    await screenshot(page, 'admin-2fa-recovery-codes-desktop');

    await page.getByRole('button', { name: 'Ya los guardé, entrar' }).click();
    await atDashboard(page);
    await page.getByRole('button', { name: 'Cuenta (admin)' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs the owner in with the app’s code and shows the staff screen; creates a viewer', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: DESKTOP,
    });
    const page = await context.newPage();
    await passwordStep(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    await screenshot(page, 'admin-2fa-code-desktop');
    await page.getByLabel('Código de tu app de autenticación').fill(await nextCode());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await atDashboard(page);

    await openSection(page, 'Personal');
    await page.getByRole('heading', { name: 'Personal' }).waitFor();
    const staff = page.getByRole('list', { name: 'Personal' }).getByRole('listitem');
    await staff.filter({ hasText: 'admin (tú)' }).waitFor();

    await page.getByRole('button', { name: 'Nuevo miembro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Usuario').fill('lucia');
    await dialog.getByRole('button', { name: 'Crear miembro' }).click();
    const temporary = dialog.getByTestId('temporary-password');
    await temporary.waitFor();
    const password = (await temporary.textContent())!;
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    viewer.password = password;
    await screenshot(page, 'admin-staff-created-desktop');
    await dialog.getByRole('button', { name: 'Listo' }).click();

    const lucia = staff.filter({ hasText: 'lucia' });
    await lucia.getByText('Contraseña temporal').waitFor();
    expect(await lucia.getByText('Lector').count()).toBe(1);
    await screenshot(page, 'admin-staff-desktop');
    await lucia.getByRole('button', { name: 'Gestionar a lucia' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar cuenta' }).waitFor();
    await screenshot(page, 'admin-staff-manage-desktop');
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-staff');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes the viewer choose a password, and shows a viewer no owner actions', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await passwordStep(page, 'lucia', viewer.password);
    await page.getByRole('heading', { name: 'Elige tu contraseña' }).waitFor();
    await screenshot(page, 'admin-new-password');
    await page.getByLabel('Contraseña nueva').fill(VIEWER_PASSWORD);
    await page.getByLabel('Repite la contraseña').fill(VIEWER_PASSWORD);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await atDashboard(page);

    // A viewer is offered the daily sections, not the owners' ones.
    expect(await sectionNames(page)).toEqual(['Panel', 'Mediación', 'Retiros', 'Tareas']);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByText('Sesión de lucia').waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-viewer-dashboard');
    await openPanel(page, e2e.server.adminPrefix, '/personal');
    await page.getByText('Tu rol no permite ver esta pantalla.').waitFor();
    expect(await page.getByRole('button', { name: 'Nuevo miembro' }).count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'admin-viewer-forbidden-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in with a recovery code, lists the owner’s sessions and ends the others', async () => {
    const phone = await newContext(e2e.browser, e2e.server.url);
    const other = await phone.context.newPage();
    await passwordStep(other, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await other
      .getByRole('button', { name: '¿Perdiste tu teléfono? Usa un código de recuperación' })
      .click();
    await other.getByLabel('Código de recuperación').fill(owner.recoveryCodes[0]!);
    await other.getByRole('button', { name: 'Verificar' }).click();
    await atDashboard(other);

    const desktop = await newContext(e2e.browser, e2e.server.url, { viewport: DESKTOP });
    const page = await desktop.context.newPage();
    await passwordStep(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.getByLabel('Código de tu app de autenticación').fill(await nextCode());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await atDashboard(page);
    await accountAction(page, 'Mi cuenta');
    await page.getByRole('heading', { name: 'Sesiones abiertas' }).waitFor();
    await page.getByText('Te quedan 9 códigos de recuperación.').waitFor();
    const sessions = page.locator('li').filter({ has: page.getByText(/Último uso/) });
    await sessions.first().waitFor();
    expect(await sessions.count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'admin-account-desktop');

    await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
    await toastWith(page, 'Sesiones cerradas').waitFor();
    await sessions.nth(1).waitFor({ state: 'detached' });
    expect(await sessions.count()).toBe(1);
    expect(await sessions.first().getByText('Esta sesión').count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-account');

    // The other device's session has ended: its next call sends it back to the login.
    await other.reload();
    await waitForApp(other);
    await other.waitForURL((url) => url.pathname === `/${e2e.server.adminPrefix}/login`);
    expect(phone.errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
    await phone.context.close();
    await desktop.context.close();
  });
});
