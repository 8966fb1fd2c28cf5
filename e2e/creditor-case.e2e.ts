import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEDIATION_STAGE_IDS, type MediationStageId } from '@schemas/mediation';
import { DEMO_CASES } from '../server/seed/demo-mediation';
import { DEMO_USER, signIn } from './support/auth';
import { newContext, screenshot, toastWith } from './support/browser';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2EWithMail } from './support/suite';

/**
 * 'Mi proceso de mediación' as the creditor sees it (docs/product/creditor-case.md): a demo
 * creditor in each stage at 320, 360 and 390 px, the dashboard card, the documents opened and
 * downloaded, a balance disputed. The staff side of the same dispute is in
 * creditor-case-staff.e2e.ts.
 */

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });
const WIDTHS = [320, 360, 390] as const;
const STAGE_LABELS: Record<MediationStageId, string> = {
  invitados: 'Invitación',
  'verificar-id': 'Verificación de identidad',
  'docs-firma': 'Revisión de documentos',
  negociacion: 'Negociación',
  'para-firma': 'Firma del acuerdo',
  monetizacion: 'Pago en proceso',
  liquidado: 'Liquidado',
};
/** The first named demo case of each stage. */
const inStage = (stage: MediationStageId) => DEMO_CASES.find((c) => c.stage === stage)!;
const SOFIA = DEMO_CASES.find((c) => c.email === 'sofia@demo.cartera.mx')!;

async function userPage(browser: Browser, email: string, password: string, width: number) {
  const { context, errors } = await newContext(browser, e2e.server.url, {
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page, errors };
}

async function openCase(page: Page) {
  await page.getByTestId('mediation-card').getByRole('link').click();
  await page.getByRole('heading', { name: 'Mi proceso de mediación' }).waitFor();
}

async function expectCalmScreen(page: Page, name: string) {
  expect(await findCutText(page), name).toEqual([]);
  expect(await findBrokenLines(page), name).toEqual([]);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

describe('the creditor in each stage', () => {
  for (const stage of MEDIATION_STAGE_IDS) {
    it(`${STAGE_LABELS[stage]}: the card, the tracker and the screen at 320, 360 and 390 px`, async () => {
      const demo = inStage(stage);
      const { context, page, errors } = await userPage(e2e.browser, demo.email, demo.password, 390);
      const card = page.getByTestId('mediation-card');
      await card.getByText('Tu proceso de mediación').waitFor();
      expect(await card.innerText()).toContain(`Etapa: ${STAGE_LABELS[stage]}`);
      await openCase(page);
      const current = page.locator('[aria-current="step"]');
      expect(await current.innerText()).toContain(STAGE_LABELS[stage]);
      const states = await page
        .getByTestId('case-stage')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
      const at = MEDIATION_STAGE_IDS.indexOf(stage);
      expect(states).toEqual(
        MEDIATION_STAGE_IDS.map((_, i) => (i < at ? 'done' : i === at ? 'current' : 'next')),
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectCalmScreen(page, `case-${width}-${at + 1}-${stage}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('Tomás, without ID photos, is asked for them at 320 and 390 px; the button leads to the profile', async () => {
    const tomas = DEMO_CASES.find((c) => c.email === 'tomas@demo.cartera.mx')!;
    const { context, page, errors } = await userPage(e2e.browser, tomas.email, tomas.password, 320);
    await openCase(page);
    const pending = page.getByTestId('pending-item');
    expect(await pending.innerText()).toContain(
      'Sube las fotos de tu identificación oficial (frente y reverso).',
    );
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectCalmScreen(page, `case-${width}-pending-id-photos`);
    }
    await pending.getByRole('link', { name: 'Subir foto' }).click();
    await page.getByRole('heading', { name: 'Perfil de Usuario' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a creditor who is not invited sees no card and is told so on the screen', async () => {
    const { context, page, errors } = await userPage(
      e2e.browser,
      DEMO_USER.email,
      DEMO_USER.password,
      320,
    );
    await page.getByRole('heading', { name: 'Tus Carteras' }).waitFor();
    expect(await page.getByTestId('mediation-card').count()).toBe(0);
    await page.goto('/mediacion');
    await page.getByText('No tienes un proceso de mediación activo').waitFor();
    await expectCalmScreen(page, 'case-320-not-invited');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Sofía reviews her documents and disputes a balance', () => {
  it('opens and downloads both documents, and nothing is pending any more', async () => {
    const { context, page, errors } = await userPage(e2e.browser, SOFIA.email, SOFIA.password, 390);
    expect(await page.getByTestId('mediation-card').innerText()).toContain('Tienes 1 pendiente');
    await openCase(page);
    const pending = page.getByTestId('pending-item');
    expect(await pending.innerText()).toContain('Revisa tus documentos: 2 documentos sin abrir.');
    await pending.getByRole('link', { name: 'Revisar documentos' }).click();
    const docs = page.getByTestId('case-document');
    expect(await docs.count()).toBe(2);
    await screenshot(page, 'case-390-sofia-documents', { fullPage: false });

    // Opening the agreement: a new tab with the PDF.
    const agreement = docs.filter({ hasText: 'Convenio de Mediación' });
    const [opened] = await Promise.all([
      context.waitForEvent('response', (r) => r.url().includes('disposition=inline')),
      agreement.getByRole('link', { name: 'Abrir Convenio de Mediación' }).click(),
    ]);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');

    // Downloading the statement: the file is the one whose fingerprint the screen shows.
    const statement = docs.filter({ hasText: 'Estado de Carteras y Saldos' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statement.getByRole('link', { name: 'Descargar Estado de Carteras y Saldos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^estado-de-carteras-y-saldos-MED-.*\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(await statement.innerText()).toContain(sha);

    await page.getByText('No tienes nada pendiente').waitFor();
    expect(await docs.getByText('Revisado').count()).toBe(2);
    // The PDF's own tab asks for /favicon.ico, which the app does not serve: not the page's error.
    expect(errors.filter((e) => !e.endsWith('/favicon.ico)'))).toEqual([]);
    await context.close();
  });

  it('marks Ahorro "No estoy de acuerdo" with a reason and gets an e-mail that it arrived', async () => {
    const { context, page, errors } = await userPage(e2e.browser, SOFIA.email, SOFIA.password, 320);
    await openCase(page);
    const ahorro = page.getByTestId('statement-wallet').filter({ hasText: 'Ahorro' });
    await ahorro.getByRole('button', { name: 'No estoy de acuerdo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'No estoy de acuerdo' }).waitFor();
    await dialog.getByRole('button', { name: 'Enviar desacuerdo' }).click();
    await dialog.getByText('Escribe por qué no estás de acuerdo').waitFor();
    await expectCalmScreen(page, 'case-320-dispute-dialog');
    await dialog
      .getByLabel('¿Por qué no estás de acuerdo?')
      .fill('Falta el depósito del 12 de marzo.\nEsperaba 842.50 USDT.');
    await dialog.getByRole('button', { name: 'Enviar desacuerdo' }).click();
    await toastWith(page, 'Desacuerdo enviado').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await ahorro.getByTestId('case-dispute').getByText('En revisión').waitFor();
    expect(await ahorro.getByRole('button', { name: 'No estoy de acuerdo' }).count()).toBe(0);
    await page.getByText('Indicaste un desacuerdo con el saldo de Ahorro').waitFor();
    await expectCalmScreen(page, 'case-320-dispute-open');
    const mail = await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(SOFIA.email) && m.email.subject === 'Recibimos tu desacuerdo · Cartera USDT',
    );
    expect(mail.email.text).toContain('742.50 USDT');
    expect(errors).toEqual([]);
    await context.close();
  });
});
