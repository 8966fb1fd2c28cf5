import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHAIN_USDT } from '../devchain/demo-funding';
import { makeImage } from '../tests/support/images';
import { DEMO_USER, signIn, signInAdmin } from './support/auth';
import { setupE2EWithMail } from './support/suite';
import { newContext, screenshot, toastWith } from './support/browser';
import { orderWithdrawal } from './support/withdraw';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';
import { openPanel } from './support/admin-nav';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MAIN = DEMO_USER.wallets[0]!;
const NAME = DEMO_USER.fullName!;
const REASON = 'La foto trasera está borrosa: no se leen los datos.';

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });

beforeAll(async () => {
  // One order of Ana's, so the admin's 'Retiros' view lists her and her wallet.
  const { context } = await newContext(e2e.browser, e2e.server.url);
  const page = await context.newPage();
  await signIn(page, DEMO_USER.email, DEMO_USER.password);
  await orderWithdrawal(page, MAIN.name, DESTINATION);
  await context.close();
});

async function adminOnRetiros(viewport: { width: number; height: number }) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signInAdmin(page, e2e.server.adminPrefix);
  await openPanel(page, e2e.server.adminPrefix, '/retiros');
  await page.getByTestId('queue-order').first().waitFor();
  return { context, errors, page };
}

const openUser = async (page: Page) => {
  await page.getByTestId('queue-order').getByRole('button', { name: NAME }).click();
  const dialog = page.getByRole('dialog', { name: NAME });
  await dialog.getByRole('heading', { name: 'Información Personal' }).waitFor();
  return dialog;
};

/** Dialogs stay within 90% of the viewport's height and scroll inside. */
async function expectWithinViewport(page: Page, dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);
}

async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

/** The dialog from its top, a screenful at a time as a person scrolls it (at most 4). */
async function shot(dialog: Locator, page: Page, name: string) {
  for (let screen = 0; screen < 4; screen++) {
    const more = await dialog.evaluate((el, i) => {
      el.scrollTo(0, i * el.clientHeight * 0.9);
      return el.scrollTop + el.clientHeight < el.scrollHeight;
    }, screen);
    await screenshot(page, screen === 0 ? name : `${name}-${screen + 1}`);
    if (!more) break;
  }
  await dialog.evaluate((el) => el.scrollTo(0, 0));
}

describe('user detail', () => {
  it('shows details and on-chain figures on demand, views, zooms and rotates the ID photos, verifies and unverifies', async () => {
    const { context, errors, page } = await adminOnRetiros(DESKTOP);
    const dialog = await openUser(page);
    await expectWithinViewport(page, dialog);
    await dialog.getByText('52(551)234-5678').waitFor();
    await dialog.getByText('01/01/2024').waitFor();
    await dialog.getByText('1,750.50 USDT').waitFor();
    const wallets = dialog.getByTestId('user-wallet');
    await dialog.getByRole('heading', { name: 'Carteras (3)' }).waitFor();
    expect(await wallets.count()).toBe(3);
    expect(await dialog.getByText('Pulsa ↻ para cargar').count()).toBe(6);
    // The order is in 'Retiros' with its copyable destination; Ana's own order is in the activity.
    await dialog.getByTestId('withdrawal').getByText('Pendiente').waitFor();
    await dialog.getByText('Registró una orden de retiro de 1,500.50 USDT').waitFor();
    await shot(dialog, page, 'admin-detail-1-user-details-desktop');

    await dialog.getByRole('button', { name: 'Cargar balances en blockchain' }).click();
    const main = wallets.filter({ hasText: MAIN.name });
    await main.getByText('1,584.75 USDT').waitFor();
    await main.getByText(/^[\d,]+\.\d{6} ETH$/).waitFor();
    expect(await dialog.getByText('Pulsa ↻ para cargar').count()).toBe(0);
    expect(DEMO_CHAIN_USDT[MAIN.address]).toBe('1584.75');
    await shot(dialog, page, 'admin-detail-2-user-chain-figures');

    await dialog.getByRole('tab', { name: 'Fotos de ID' }).click();
    const front = dialog.getByRole('region', { name: 'Foto Frontal' });
    const back = dialog.getByRole('region', { name: 'Foto Trasera' });
    for (const side of [front, back]) {
      const img = side.getByRole('img');
      await img.waitFor();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
    }
    await dialog.getByRole('heading', { name: 'Verificación de Identidad' }).waitFor();
    await shot(dialog, page, 'admin-detail-3-id-photos-desktop');

    // The viewer: zoom in twice, then a quarter turn makes the landscape card stand up.
    await front.getByRole('button', { name: 'Ampliar', exact: true }).click();
    const viewer = page.getByRole('dialog', { name: 'Foto Frontal' });
    const image = viewer.getByTestId('viewer-image');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    const size = async () => (await image.boundingBox())!;
    const before = await size();
    expect(await viewer.getByTestId('zoom').textContent()).toBe('100 %');
    await viewer.getByRole('button', { name: 'Acercar' }).click();
    await viewer.getByRole('button', { name: 'Acercar' }).click();
    expect(await viewer.getByTestId('zoom').textContent()).toBe('200 %');
    await expect.poll(async () => (await size()).width).toBeGreaterThan(before.width * 1.9);
    await screenshot(page, 'admin-detail-4a-viewer-zoomed');
    await viewer.getByRole('button', { name: 'Restablecer' }).click();
    await viewer.getByRole('button', { name: 'Girar' }).click();
    await expect
      .poll(async () => {
        const box = await size();
        return box.height > box.width;
      })
      .toBe(true);
    expect(before.width).toBeGreaterThan(before.height);
    await screenshot(page, 'admin-detail-4b-viewer-rotated');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: 'Verificar Identidad' }).click();
    await toastWith(page, 'Usuario Verificado').waitFor();
    await dialog.getByText('Verificado por Admin').first().waitFor();
    await shot(dialog, page, 'admin-detail-5-verified');
    await dialog.getByRole('button', { name: 'Remover Verificación' }).click();
    await toastWith(page, 'Verificación Removida').waitFor();
    await dialog.getByRole('button', { name: 'Verificar Identidad' }).waitFor();

    // Closing gives focus back to the row that opened the dialog. (With a toast on screen,
    // Escape first closes the toast, the topmost layer; the button closes the dialog at once.)
    await closeDialog(dialog);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(NAME);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for a new back photo; the user reads why and uploads it again on a phone', async () => {
    const { context, errors, page } = await adminOnRetiros(PHONE);
    const dialog = await openUser(page);
    await expectWithinViewport(page, dialog);
    await shot(dialog, page, 'admin-detail-6-user-details-phone');
    await dialog.getByRole('tab', { name: 'Fotos de ID' }).click();
    const back = dialog.getByRole('region', { name: 'Foto Trasera' });
    await back.getByRole('img').waitFor();
    await shot(dialog, page, 'admin-detail-7-id-photos-phone');

    await back.getByRole('button', { name: 'Solicitar nueva foto' }).click();
    const ask = page.getByRole('dialog', { name: 'Solicitar nueva foto trasera' });
    await ask.getByRole('button', { name: 'Solicitar nueva foto' }).click();
    await ask.getByText('Escribe el motivo para el usuario').waitFor();
    // Who is e-mailed, and that the photo is kept.
    await ask.getByText(DEMO_USER.email).waitFor();
    await ask.getByText('se conserva como «Reemplazada»', { exact: false }).waitFor();
    await ask.getByLabel('Motivo (el usuario lo leerá)').fill(REASON);
    await screenshot(page, 'admin-detail-8-photo-request-phone');
    await ask.getByRole('button', { name: 'Solicitar nueva foto' }).click();
    await toastWith(page, 'Foto Solicitada').waitFor();
    await back.getByText('No se ha subido foto trasera').waitFor();
    await back.getByText(`Motivo: ${REASON}`).waitFor();
    // docs/product/profile-and-identity.md#evidence-kept: the old photo stays, marked 'Reemplazada'.
    const replaced = dialog.getByTestId('replaced-photo');
    await replaced.getByText('Reemplazada', { exact: true }).waitFor();
    await replaced.getByText(`Motivo: ${REASON}`).waitFor();
    await replaced.getByRole('img').waitFor();
    expect(await dialog.getByRole('heading', { name: 'Verificación de Identidad' }).count()).toBe(
      0,
    );
    await shot(dialog, page, 'admin-detail-9-photo-requested');
    const mail = await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(DEMO_USER.email) &&
        m.email.subject === 'Necesitamos una nueva foto de tu identificación · Cartera USDT',
    );
    expect(mail.email.text).toContain(`Motivo: ${REASON}`);

    // The user reads the reason on /profile and uploads that side again (the front stays fixed).
    const user = await newContext(e2e.browser, e2e.server.url);
    const userPage = await user.context.newPage();
    await signIn(userPage, DEMO_USER.email, DEMO_USER.password);
    // The request waits on the dashboard as its own card, with the reason and a button; the
    // generic 'complete your profile' warning says nothing more and stays away.
    const request = userPage.getByTestId('photo-request');
    await request.getByRole('heading', { name: 'Te pedimos una nueva foto del reverso' }).waitFor();
    await request.getByText(REASON).waitFor();
    expect(await userPage.getByText('Completa tu perfil para poder retirar').count()).toBe(0);
    await userPage.setViewportSize({ width: 320, height: 720 });
    expect(await findCutText(userPage, '[data-testid="photo-request"]')).toEqual([]);
    expect(await findBrokenLines(userPage)).toEqual([]);
    expect(await seriousA11yViolations(userPage)).toEqual([]);
    await screenshot(userPage, 'admin-detail-9b-user-dashboard-request');
    await request.getByRole('link', { name: 'Subir la foto del reverso' }).click();
    await userPage.getByRole('heading', { name: 'Perfil de Usuario' }).waitFor();
    const slot = userPage.getByRole('region', { name: 'Foto trasera' });
    await slot.getByText('Necesitamos una nueva foto trasera').waitFor();
    await slot.getByText(`Motivo: ${REASON}`).waitFor();
    expect(
      await userPage
        .getByRole('region', { name: 'Foto frontal' })
        .getByText('Guardada', { exact: true })
        .count(),
    ).toBe(1);
    await screenshot(userPage, 'admin-detail-10-user-asked-again');
    await slot.locator('input[type=file]').setInputFiles({
      name: 'reverso.png',
      mimeType: 'image/png',
      buffer: await makeImage('png', 320, 200),
    });
    await slot.getByRole('button', { name: 'Confirmar y guardar' }).click();
    await userPage
      .getByRole('status')
      .filter({ hasText: 'Identificación Guardada' })
      .first()
      .waitFor();
    await slot.getByText('Guardada', { exact: true }).waitFor();
    expect(await slot.getByText(REASON).count()).toBe(0);
    await screenshot(userPage, 'admin-detail-11-user-uploaded-again');

    // Back in the panel, the new photo is there and the identity can be verified again.
    await closeDialog(dialog);
    const again = await openUser(page);
    await again.getByRole('tab', { name: 'Fotos de ID' }).click();
    const newBack = again.getByRole('region', { name: 'Foto Trasera' }).getByRole('img');
    await expect.poll(() => newBack.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(320);
    await again.getByRole('button', { name: 'Verificar Identidad' }).waitFor();

    // Signing the user out everywhere.
    await again.getByRole('tab', { name: 'Detalles' }).click();
    await again.getByRole('button', { name: 'Cerrar sesiones del usuario' }).click();
    await page
      .getByRole('dialog', { name: 'Cerrar sesiones del usuario' })
      .getByRole('button', { name: 'Cerrar sesiones' })
      .click();
    await toastWith(page, 'Sesiones Cerradas').waitFor();
    await userPage.goto('/withdraw');
    await userPage.waitForURL('**/auth');

    expect(errors).toEqual([]);
    expect(user.errors).toEqual([]);
    await user.context.close();
    await context.close();
  });
});

describe('wallet detail', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows balances, the wallet's orders and its chain transactions (${label})`, async () => {
      const { context, errors, page } = await adminOnRetiros(viewport);
      await page
        .getByTestId('queue-order')
        .getByRole('button', { name: new RegExp(MAIN.name) })
        .click();
      const dialog = page.getByRole('dialog', { name: MAIN.name });
      await dialog.getByText(MAIN.address).waitFor();
      await expectWithinViewport(page, dialog);
      const balances = dialog.getByTestId('wallet-balance');
      await expect
        .poll(() => balances.allTextContents())
        .toEqual(['1,500.50 USDT', '1,584.75 USDT', expect.stringMatching(/^[\d,]+\.\d{6} ETH$/)]);
      await dialog.getByRole('heading', { name: 'Retiros de esta Cartera' }).waitFor();
      await dialog.getByTestId('withdrawal').getByText('Pendiente').waitFor();

      const txs = dialog.getByTestId('chain-transaction');
      await txs.first().waitFor();
      const rows = await txs.allTextContents();
      expect(rows.some((r) => r.includes('Recibido') && r.includes('1,600.25 USDT'))).toBe(true);
      expect(rows.some((r) => r.includes('Enviado') && r.includes('25.50 USDT'))).toBe(true);
      expect(rows.some((r) => r.includes('Recibido') && r.includes('0.250000 ETH'))).toBe(true);
      expect(rows.some((r) => r.includes('Enviado') && r.includes('0.100000 ETH'))).toBe(true);
      expect(rows.every((r) => r.includes('Exitoso'))).toBe(true);
      await shot(dialog, page, `admin-detail-12-wallet-${label}`);
      await txs.last().scrollIntoViewIfNeeded();
      await screenshot(page, `admin-detail-13-wallet-transactions-${label}`);

      await txs.first().getByRole('button', { name: 'Copiar hash' }).click();
      await toastWith(page, 'Hash copiado al portapapeles').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^0x[0-9a-f]{64}$/);

      await closeDialog(dialog);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain(MAIN.name);

      // docs/product/admin-panel.md#wallet-detail: the address opens the explorer, the owner the user.
      await page
        .getByTestId('queue-order')
        .getByRole('button', { name: new RegExp(MAIN.name) })
        .click();
      const again = page.getByRole('dialog', { name: MAIN.name });
      const explorer = again.getByRole('link', { name: new RegExp(MAIN.address) });
      expect(await explorer.getAttribute('href')).toMatch(new RegExp(`/address/${MAIN.address}$`));
      await again.getByRole('button', { name: NAME }).click();
      await page.getByRole('dialog').getByText(DEMO_USER.email).first().waitFor();
      await again.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows a failed transfer as Fallido with no known amount (Token TX)', async () => {
    // 'Cartera vacía' tried to send more than it had: mined with status 0.
    const { context, errors, page } = await adminOnRetiros(DESKTOP);
    const dialog = await openUser(page);
    await dialog.getByTestId('user-wallet').getByRole('button', { name: 'Cartera vacía' }).click();
    const wallet = page.getByRole('dialog', { name: 'Cartera vacía' });
    const failed = wallet.getByTestId('chain-transaction').filter({ hasText: 'Fallido' });
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Enviado');
    expect(await failed.getByTestId('chain-transaction-value').textContent()).toBe('Token TX');
    await wallet.getByText('No hay retiros registrados para esta cartera').waitFor();
    await shot(wallet, page, 'admin-detail-14-wallet-failed-transfer');
    expect(errors).toEqual([]);
    await context.close();
  });
});
