import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../server/adapters/totp';
import { DEMO_USERS } from '../server/seed/demo-data';
import { DEMO_ADMIN, signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  newContext,
  screenshot,
  toastWith,
  waitForApp,
} from './support/browser';
import { seriousA11yViolations } from './support/screen-checks';
import { setupE2E } from './support/suite';
import { openPanel } from './support/admin-nav';

/**
 * docs/product/admin-panel.md: 'Identidades por verificar' (evidence kept), the activity log's
 * filters and CSV export, and 'Mi cuenta' — the password change and two-step verification that
 * says 'Activada' the moment it is. The account tests change the demo owner, so they run last.
 */
const e2e = setupE2E();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CARLOS = DEMO_USERS.find((u) => u.email === 'carlos@demo.cartera.mx')!;

async function admin(viewport: { width: number; height: number }) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
  const page = await context.newPage();
  await signInAdmin(page, e2e.server.adminPrefix);
  return { context, errors, page };
}

const noA11yFaults = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

describe('Identidades por verificar', () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`lists who re-sent an ID photo on the dashboard and opens them on the photos, the old one kept (${size})`, async () => {
      const { context, errors, page } = await admin(viewport);
      const card = page.getByTestId('identities-to-verify');
      await card.getByText('Identidades por verificar').waitFor();
      expect(await card.getByLabel('1 por verificar').count()).toBe(1);
      await expectNoSidewaysScroll(page);
      await noA11yFaults(page);
      await screenshot(page, `admin-identities-to-verify-${size}`);

      await card.getByRole('button', { name: CARLOS.fullName! }).click();
      const dialog = page.getByRole('dialog');
      const replaced = dialog.getByTestId('replaced-photo');
      await replaced.getByText('Reemplazada', { exact: true }).waitFor();
      await replaced.getByText(`Motivo: ${CARLOS.idPhotoResent!.reason}`).waitFor();
      await replaced.getByRole('img').waitFor();
      await dialog.getByRole('region', { name: 'Foto Frontal' }).getByRole('img').waitFor();
      await noA11yFaults(page);
      await screenshot(page, `admin-identities-photo-history-${size}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('Statistics', () => {
  it('open their list from each card (390×844)', async () => {
    const { context, errors, page } = await admin(PHONE);
    await page.getByRole('button', { name: 'Total Carteras: ver la lista de carteras' }).click();
    await page.getByRole('tab', { name: 'Carteras', selected: true }).waitFor();
    await page
      .getByRole('button', { name: 'Verificados por Admin: ver la lista de usuarios' })
      .click();
    await page.getByRole('tab', { name: 'Usuarios', selected: true }).waitFor();
    await noA11yFaults(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Picks an option of a Radix select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('Actividad', () => {
  it('filters by day, action and staff member, and exports the same entries as CSV (1280×800 and 390×844)', async () => {
    const { context, errors, page } = await admin(DESKTOP);
    await openPanel(page, e2e.server.adminPrefix, '/actividad');
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();

    await choose(page, 'Acción', 'Inició sesión en el panel');
    await choose(page, 'Personal', DEMO_ADMIN.username);
    await page.getByLabel('Desde').fill(today());
    await page.getByLabel('Hasta').fill(today());
    // Filtered: some entries, every one a sign-in (an empty list while loading does not count).
    await expect
      .poll(async () => {
        const texts = await entries.allTextContents();
        return texts.length > 0 && texts.every((t) => t.includes('Inició sesión'));
      })
      .toBe(true);
    const shown = await entries.count();
    expect(shown).toBeGreaterThan(0);
    await noA11yFaults(page);
    await screenshot(page, 'admin-activity-filters-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^actividad-\d{4}-\d\d-\d\d\.csv$/);
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'fecha_utc,quien,accion,detalle,usuario_nombre,usuario_email,usuario_id,objetivo,ip,codigo_accion',
    );
    expect(lines).toHaveLength(shown + 1);
    expect(lines.slice(1).every((l) => l.includes(',Inició sesión en el panel,'))).toBe(true);
    await toastWith(page, 'Exportación lista').waitFor();

    // The export itself is in the log.
    await choose(page, 'Acción', 'Exportó la actividad');
    await entries.filter({ hasText: 'Exportó la actividad' }).first().waitFor();
    await entries.filter({ hasText: 'Acción: Inició sesión en el panel' }).first().waitFor();

    // A day with nothing, and a range the wrong way round.
    await page.getByLabel('Desde').fill('2000-01-01');
    await page.getByLabel('Hasta').fill('2000-01-01');
    await page.getByText('No hay actividad con estos filtros').waitFor();
    await page.getByLabel('Desde').fill('2000-01-02');
    await page.getByText("'Hasta' debe ser posterior a 'Desde'").waitFor();

    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await noA11yFaults(page);
    await screenshot(page, 'admin-activity-filters-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The browser's console line for a 400 this test provoked on purpose. */
const refused = (line: string, path: string) =>
  line.includes('status of 400') && line.includes(`${path})`);

describe('Mi cuenta', () => {
  it('changes the password, ending the other session, with Spanish refusals (390×844)', async () => {
    const other = await admin(DESKTOP);
    const { context, errors, page } = await admin(PHONE);
    await openPanel(page, e2e.server.adminPrefix, '/cuenta');
    const form = page.locator('form').filter({ hasText: 'Contraseña actual' });
    const NEW = 'Clave-Nueva-Del-Panel-2026';
    const fill = async (current: string, next: string, repeat = next) => {
      await form.getByLabel('Contraseña actual').fill(current);
      await form.getByLabel('Contraseña nueva', { exact: true }).fill(next);
      await form.getByLabel('Repite la contraseña nueva').fill(repeat);
      await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    };
    await fill(DEMO_ADMIN.password, 'corta');
    await form.getByText('La contraseña debe tener al menos 12 caracteres').waitFor();
    await fill('no-es-la-actual-2026', NEW);
    await toastWith(page, 'Tu contraseña actual no es correcta.').waitFor();
    await noA11yFaults(page);
    await fill(DEMO_ADMIN.password, NEW);
    await toastWith(page, 'Cerramos tus otras sesiones abiertas').waitFor();
    await screenshot(page, 'admin-account-password-phone');

    // The other session is over: its next request sends it to sign in.
    await other.page.reload();
    await waitForApp(other.page);
    await other.page.waitForURL((url) => url.pathname.endsWith('/login'));
    await other.context.close();

    // Back to the demo password, for the tests that follow.
    await fill(NEW, DEMO_ADMIN.password);
    await toastWith(page, 'Tu contraseña cambió').waitFor();
    expect(errors.filter((e) => !refused(e, '/api/admin/account/password'))).toEqual([]);
    await context.close();
  });

  it('turns two-step verification on in one step and says so at once (1280×800)', async () => {
    const { context, errors, page } = await admin(DESKTOP);
    await openPanel(page, e2e.server.adminPrefix, '/cuenta');
    await page.getByText('Desactivada', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Activar verificación' }).click();
    // The QR code shows with no second click.
    await page.getByRole('img', { name: 'Código QR para tu app de autenticación' }).waitFor();
    await noA11yFaults(page);
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');

    await page.getByLabel('Código de la app').fill('000000');
    await page.getByRole('button', { name: 'Activar verificación' }).click();
    const failed = toastWith(page, 'No se pudo activar');
    await failed.waitFor();

    await page.getByLabel('Código de la app').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Activar verificación' }).click();
    await toastWith(page, 'Verificación en dos pasos activada').waitFor();
    await failed.waitFor({ state: 'detached' });
    await page.getByText('Activada', { exact: true }).waitFor();
    expect(await page.getByText('Desactivada', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Listo' }).waitFor();
    await noA11yFaults(page);
    await screenshot(page, 'admin-account-2fa-on-desktop');
    expect(errors.filter((e) => !refused(e, '/api/admin/account/totp-setup/confirm'))).toEqual([]);
    await context.close();
  });
});
