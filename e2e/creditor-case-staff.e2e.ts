import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CASES } from '../server/seed/demo-mediation';
import { openSection, openPanel } from './support/admin-nav';
import { signIn, signInAdmin } from './support/auth';
import { artifactPath, newContext, screenshot, toastWith } from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2EWithMail } from './support/suite';

/**
 * The staff's side of the creditor's case (docs/product/creditor-case.md#balance-disputes):
 * Sofía disputes a balance; the board flags it, the move to 'Para Firma' is refused while it is
 * open, staff read her reason and documents on the case and in the user detail, answer it, and
 * can then move her. At 1280×800 and 390×844.
 */

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });
const SOFIA = DEMO_CASES.find((c) => c.email === 'sofia@demo.cartera.mx')!;
const NAME = SOFIA.fullName!;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const REASON = 'El saldo no incluye el depósito de febrero.';

async function adminPage(browser: Browser, viewport: { width: number; height: number }) {
  const { context, errors } = await newContext(browser, e2e.server.url, { viewport });
  const page = await context.newPage();
  await signInAdmin(page, e2e.server.adminPrefix);
  await openSection(page, 'Mediación');
  await page.getByRole('heading', { name: 'Sistema de Mediación' }).waitFor();
  await page.getByRole('tab', { name: /^En Negociación/ }).click();
  return { context, errors, page };
}

const caseCard = (page: Page) => page.getByTestId('mediation-case').filter({ hasText: NAME });

async function closeDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * No cut text in what this issue added (`within`), nothing serious for axe on the page. A dialog
 * taller than the screen scrolls, which reads as text outside its box: it is checked on a screen
 * tall enough to hold it whole, at the same width.
 */
async function expectCalm(page: Page, name: string, within: string) {
  await screenshot(page, name);
  const viewport = page.viewportSize()!;
  if (within.includes('dialog')) {
    await page.setViewportSize({ ...viewport, height: 8000 });
    // The whole dialog, for the eye: the screenshot above shows only what fits the screen.
    await page.getByRole('dialog').screenshot({ path: artifactPath(`${name}-whole`) });
  }
  expect(await findCutText(page, within), name).toEqual([]);
  await page.setViewportSize(viewport);
  expect(await seriousA11yViolations(page), name).toEqual([]);
}

describe('a disputed balance, from the staff side', () => {
  it('Sofía disputes her main wallet in the app', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await signIn(page, SOFIA.email, SOFIA.password);
    await page.goto('/mediacion');
    const principal = page.getByTestId('statement-wallet').filter({ hasText: 'Principal' });
    await principal.getByRole('button', { name: 'No estoy de acuerdo' }).click();
    await page.getByLabel('¿Por qué no estás de acuerdo?').fill(REASON);
    await page.getByRole('button', { name: 'Enviar desacuerdo' }).click();
    await toastWith(page, 'Desacuerdo enviado').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`at ${size}: the badge on the case, in the search and the user detail, with reason and documents`, async () => {
      const { context, errors, page } = await adminPage(e2e.browser, viewport);
      const card = caseCard(page);
      await card.getByText('Saldo en disputa').waitFor();
      await expectCalm(page, `staff-${size}-board-disputed`, '[aria-label="Casos"]');

      await card.getByRole('button', { name: 'Responder disputa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Documentos y desacuerdos' });
      await dialog.getByText(REASON).waitFor();
      await dialog.getByTestId('staff-document').nth(1).waitFor();
      expect(await dialog.getByTestId('staff-document').count()).toBe(2);
      await expectCalm(page, `staff-${size}-case-files`, '[role="dialog"]');
      await closeDialog(page);

      await card.getByRole('button', { name: NAME }).click();
      const detail = page.getByRole('dialog', { name: NAME });
      await detail.getByRole('heading', { name: 'Documentos y desacuerdos' }).waitFor();
      await detail.getByTestId('staff-document').nth(1).waitFor();
      await detail.getByText('Saldo en disputa').waitFor();
      await expectCalm(page, `staff-${size}-user-detail`, '[role="dialog"]');
      await closeDialog(page);

      await openPanel(page, e2e.server.adminPrefix, '/dashboard');
      await page.getByRole('tab', { name: 'Búsqueda' }).click();
      await page.getByLabel('Buscar usuarios').fill('sofia navarro');
      await page.getByRole('button', { name: 'Buscar' }).click();
      const row = page.getByTestId('user-row').filter({ hasText: SOFIA.email });
      await row.getByText('Saldo en disputa').waitFor();
      await screenshot(page, `staff-${size}-search-disputed`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('refuses Para Firma while it is open, then opens a document, answers, and moves', async () => {
    const { context, errors, page } = await adminPage(e2e.browser, DESKTOP);
    const card = caseCard(page);
    await card.getByRole('button', { name: 'Pasar a Para Firma' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    const refused = toastWith(page, 'No se puede pasar a Para Firma');
    await refused.waitFor();
    expect(await refused.innerText()).toContain('Principal');
    await screenshot(page, 'staff-1280-para-firma-refused', { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await card.getByRole('button', { name: 'Responder disputa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documentos y desacuerdos' });
    const statement = dialog
      .getByTestId('staff-document')
      .filter({ hasText: 'Estado de Carteras' });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      statement.getByRole('button', { name: 'Abrir Estado de Carteras y Saldos' }).click(),
    ]);
    await tab.waitForURL(/^blob:/);
    await tab.close();

    const dispute = dialog.getByTestId('staff-dispute');
    await dispute.getByRole('button', { name: 'Enviar respuesta' }).click();
    await dispute.getByText('Elige si aceptas o rechazas el desacuerdo').waitFor();
    await dispute.getByLabel('Rechazar (el saldo es correcto)').check();
    await dispute
      .getByLabel('Respuesta para el usuario')
      .fill('El depósito de febrero llegó a la cartera Ahorro, no a Principal.');
    await screenshot(page, 'staff-1280-answer-form');
    await dispute.getByRole('button', { name: 'Enviar respuesta' }).click();
    await toastWith(page, 'Desacuerdo Respondido').waitFor();
    await dispute.getByText('Rechazado').waitFor();
    await closeDialog(page);
    await card.getByRole('button', { name: 'Documentos' }).waitFor();
    expect(await card.getByText('Saldo en disputa').count()).toBe(0);

    // 'Para Firma' also needs the agreed terms (docs/product/signed-agreement.md#agreed-terms).
    await card.getByRole('button', { name: 'Acuerdo' }).click();
    const terms = page.getByRole('dialog', { name: 'Acuerdo de liquidación' });
    await terms.getByLabel('Monto acordado (USDT)').fill('6000');
    await terms.getByRole('button', { name: 'Guardar términos' }).click();
    await toastWith(page, 'Términos Guardados').waitFor();
    await closeDialog(page);

    await card.getByRole('button', { name: 'Pasar a Para Firma' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await toastWith(page, 'Caso Actualizado').waitFor();
    expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    await context.close();

    for (const subject of [
      'Recibimos tu desacuerdo · Cartera USDT',
      'Respondimos tu desacuerdo · Cartera USDT',
      'Tu caso avanzó: Firma del acuerdo · Cartera USDT',
    ]) {
      await e2e.smtp.waitFor((m) => m.to.includes(SOFIA.email) && m.email.subject === subject);
    }
  });
});
