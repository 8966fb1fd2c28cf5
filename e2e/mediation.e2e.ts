import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@schemas/audit';
import { MEDIATION_STAGES, mediationStageLabel, type MediationStageId } from '@schemas/mediation';
import { DEMO_CROWD } from '../server/seed/demo-crowd';
import { DEMO_CASES } from '../server/seed/demo-mediation';
import { readPdf } from '../tests/support/pdf-text';
import { ADMIN_TOKEN_KEY } from '../web/lib/api-client';
import { openSection, openPanel } from './support/admin-nav';
import { signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  newContext,
  screenshot,
  toastWith,
  waitForApp,
} from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2EWithMail } from './support/suite';

const TEST_EMAIL = 'pruebas.mediacion@cartera.mx';
const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const e2e = setupE2EWithMail({ MEDIATION_TEST_EMAIL: TEST_EMAIL });

const label = (id: MediationStageId) => mediationStageLabel(id);
const demoCase = (email: string) => DEMO_CASES.find((c) => c.email === email)!;
const crowdInvited = DEMO_CROWD.filter((p) => p.invited).length;
/** The named cases of a stage, plus the crowd's few invitations waiting in the first column. */
const countIn = (stage: MediationStageId) =>
  DEMO_CASES.filter((c) => c.stage === stage).length + (stage === 'invitados' ? crowdInvited : 0);

const stageTab = (page: Page, stage: MediationStageId) =>
  page.getByRole('tab', { name: new RegExp(`^${label(stage).replace('/', '\\/')}`) });
const caseCard = (page: Page, name: string) =>
  page.getByTestId('mediation-case').filter({ hasText: name });
const countCard = (page: Page, stage: MediationStageId) => page.getByTestId(`stage-count-${stage}`);

async function openBoard(page: Page) {
  await signInAdmin(page, e2e.server.adminPrefix);
  await openSection(page, 'Mediación');
  await page.getByRole('heading', { name: 'Sistema de Mediación' }).waitFor();
  await page.getByText('Gestión de Casos y Documentos').waitFor();
}

async function showStage(page: Page, stage: MediationStageId, name: string) {
  await stageTab(page, stage).click();
  await caseCard(page, name).waitFor();
}

/** The open dialog must fit in 90% of the viewport's height (docs/product/admin-panel.md#mediation-board). */
async function expectDialogFits(page: Page) {
  const dialog = page.getByRole('dialog');
  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);
}

async function closeDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** 'Pasar a …' on the case, confirmed in its dialog. */
async function advance(page: Page, name: string, to: MediationStageId, shot?: string) {
  await caseCard(page, name)
    .getByRole('button', { name: `Pasar a ${label(to)}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `Pasar a ${label(to)}` }).waitFor();
  await expectDialogFits(page);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await toastWith(page, 'Caso Actualizado').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await showStage(page, to, name);
}

/** 'Acuerdo' on the card: the agreed terms saved (docs/product/signed-agreement.md#agreed-terms). */
async function agreeTerms(page: Page, name: string, amount: string, shot: string) {
  await caseCard(page, name).getByRole('button', { name: 'Acuerdo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Acuerdo de liquidación' }).waitFor();
  await dialog.getByLabel('Monto acordado (USDT)').fill(amount);
  await dialog.getByLabel('Plazo de pago (días)').fill('20');
  await dialog.getByRole('button', { name: 'Guardar términos' }).click();
  await toastWith(page, 'Términos Guardados').waitFor();
  await dialog.getByTestId('terms-summary').waitFor();
  await expectDialogFits(page);
  expect(await findCutText(page), shot).toEqual([]);
  expect(await seriousA11yViolations(page), shot).toEqual([]);
  await screenshot(page, shot);
  await closeDialog(page);
}

/** 'Emitir acuerdo para firma' in the card's 'Acuerdo'; the agreement then reads 'Emitido'. */
async function issueAgreement(page: Page, name: string, shot: string) {
  await caseCard(page, name).getByRole('button', { name: 'Acuerdo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Emitir acuerdo para firma' }).click();
  await toastWith(page, 'Acuerdo Emitido').waitFor();
  await dialog.getByTestId('agreement').getByText('Emitido', { exact: true }).waitFor();
  await expectDialogFits(page);
  expect(await findCutText(page), shot).toEqual([]);
  expect(await seriousA11yViolations(page), shot).toEqual([]);
  await screenshot(page, shot);
  await closeDialog(page);
}

async function verifyId(page: Page, name: string, shot: string) {
  await caseCard(page, name).getByRole('button', { name: 'Verificar ID' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Verificar Identificación' }).waitFor();
  await dialog.getByText('Comprueba que el nombre del perfil coincida').waitFor();
  await dialog.getByText(`pasará a la etapa ${label('docs-firma')}`).waitFor();
  for (const alt of ['Foto Frontal', 'Foto Trasera']) {
    const image = dialog.getByRole('img', { name: alt });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectDialogFits(page);
  await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Verificar ID' }).click();
  await toastWith(page, 'ID Verificado').waitFor();
  await toastWith(page, `movido a '${label('docs-firma')}'`).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** 'Enviar Docs', then the e-mail with both PDFs at the SMTP server; answers the statement. */
async function sendDocuments(page: Page, name: string, email: string) {
  const before = e2e.smtp.mails.length;
  await caseCard(page, name).getByRole('button', { name: 'Enviar Docs' }).click();
  // Who gets what, before anything is sent.
  const confirm = page.getByRole('dialog', { name: '¿Enviar los documentos de mediación?' });
  await confirm.getByText(email).waitFor();
  expect(e2e.smtp.mails.length).toBe(before);
  await confirm.getByRole('button', { name: 'Enviar documentos' }).click();
  await toastWith(page, 'Documentos Enviados').waitFor();
  const mail = await e2e.smtp.waitFor(
    (m) =>
      m.to.includes(email) && m.email.attachments.length > 0 && e2e.smtp.mails.indexOf(m) >= before,
  );
  expect(mail.email.attachments.map((a) => a.mimeType)).toEqual([
    'application/pdf',
    'application/pdf',
  ]);
  return mail.email.attachments[1]!;
}

describe('mediation board', () => {
  it('carries a case from Invitados to Para Firma at 1280×800 (terms, agreement issued), with the user detail, notes and a move back', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: DESKTOP,
    });
    const page = await context.newPage();
    await openBoard(page);
    const valeria = demoCase('valeria@demo.cartera.mx');
    const name = valeria.fullName!;

    for (const stage of MEDIATION_STAGES) {
      await expect
        .poll(() => countCard(page, stage.id).textContent())
        .toContain(String(countIn(stage.id)));
    }
    await caseCard(page, name).waitFor();
    await expect(caseCard(page, name).textContent()).resolves.toContain('3,615.25 USDT');
    await stageTab(page, 'liquidado').locator('span').first().hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Cambia a esta pestaña para ver los casos' })
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mediation-board-desktop');

    // The shared user detail, with the invitation block: remove, then invite again.
    await caseCard(page, name).getByRole('button', { name }).click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('heading', { name: 'Invitación a Mediación' }).waitFor();
    await detail.getByText('En Mediación').waitFor();
    expect(await detail.getByTestId('mediation-status').textContent()).toBe('invitados');
    await detail.getByRole('button', { name: 'Remover de Mediación' }).click();
    await toastWith(page, 'Usuario Removido').waitFor();
    await detail.getByText('recibe un correo electrónico con las instrucciones').waitFor();
    await expect
      .poll(() => countCard(page, 'invitados').textContent())
      .toContain(String(countIn('invitados') - 1));
    await detail.getByRole('button', { name: 'Invitar a Mediación' }).click();
    const invitation = page.getByRole('dialog', { name: '¿Invitar a mediación?' });
    await invitation.getByText(valeria.email).waitFor();
    await invitation.getByRole('button', { name: 'Enviar invitación' }).click();
    await toastWith(page, 'Invitación Enviada').waitFor();
    await detail.getByText('En Mediación').waitFor();
    // Removing her told her so; inviting her again sends the invitation.
    await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(valeria.email) &&
        m.email.subject === 'Tu proceso de mediación terminó · Cartera USDT',
    );
    await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(valeria.email) &&
        m.email.subject === 'Invitación al proceso de mediación · Cartera USDT',
    );
    await expectDialogFits(page);
    await screenshot(page, 'mediation-user-detail-desktop');
    await closeDialog(page);

    await advance(page, name, 'verificar-id', 'mediation-advance-dialog-desktop');
    await verifyId(page, name, 'mediation-verify-id-desktop');
    await showStage(page, 'docs-firma', name);
    await caseCard(page, name).getByText('Verificado').waitFor();
    const statement = await sendDocuments(page, name, valeria.email);
    const pdf = readPdf(statement.content);
    expect(pdf.text).toContain(name);
    for (const wallet of valeria.wallets) expect(pdf.text).toContain(wallet.address);
    expect(pdf.text).toContain('3,615.25 USDT');
    mkdirSync(ARTIFACTS, { recursive: true });
    const pdfFile = path.join(ARTIFACTS, 'mediation-statement.pdf');
    writeFileSync(pdfFile, new Uint8Array(statement.content as ArrayBuffer));
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfFile, pdfFile.slice(0, -4)]);
    expect(existsSync(path.join(ARTIFACTS, 'mediation-statement.png'))).toBe(true);

    await advance(page, name, 'negociacion');
    // A move back needs a reason.
    await caseCard(page, name).getByRole('button', { name: 'Regresar' }).click();
    const back = page.getByRole('dialog');
    await back.getByRole('button', { name: `Regresar a ${label('docs-firma')}` }).click();
    await back.getByText('Indica el motivo para regresar el caso').waitFor();
    await back.getByLabel('Motivo', { exact: true }).fill('Falta la firma de la segunda hoja');
    await screenshot(page, 'mediation-move-back-desktop');
    await back.getByRole('button', { name: `Regresar a ${label('docs-firma')}` }).click();
    await toastWith(page, 'Caso Regresado').waitFor();
    await showStage(page, 'docs-firma', name);
    await advance(page, name, 'negociacion');

    // A note on the way, in the case's timeline.
    await caseCard(page, name).getByRole('button', { name: 'Historial' }).click();
    const history = page.getByRole('dialog');
    await history.getByLabel('Nueva nota').fill('Llamó para confirmar la fecha de firma');
    await history.getByRole('button', { name: 'Agregar Nota' }).click();
    await toastWith(page, 'Nota Agregada').waitFor();
    await history.getByText('Llamó para confirmar la fecha de firma').waitFor();
    await closeDialog(page);

    // 'Para Firma' needs the agreed terms; the signature and the settlement are not staff moves.
    await agreeTerms(page, name, '3000', 'mediation-terms-desktop');
    await advance(page, name, 'para-firma');
    await issueAgreement(page, name, 'mediation-agreement-issued-desktop');
    const signing = caseCard(page, name);
    expect(
      await signing.getByRole('button', { name: `Pasar a ${label('monetizacion')}` }).count(),
    ).toBe(0);
    await expect
      .poll(() => countCard(page, 'para-firma').textContent())
      .toContain(String(countIn('para-firma') + 1));

    await signing.getByRole('button', { name: 'Historial' }).click();
    const timeline = page.getByRole('dialog').getByRole('list', { name: 'Historial' });
    await timeline.getByText(`Pasó de ${label('negociacion')} a ${label('para-firma')}`).waitFor();
    for (const text of [
      'Términos acordados',
      'Acuerdo emitido para firma',
      'Motivo: Falta la firma de la segunda hoja',
      'Llamó para confirmar la fecha de firma',
      `Identidad verificada: pasó de ${label('verificar-id')} a ${label('docs-firma')}`,
      'Documentos enviados · referencia MED-',
      'Removido de mediación',
    ]) {
      await timeline.getByText(text).first().waitFor();
    }
    await expectDialogFits(page);
    await screenshot(page, 'mediation-timeline-desktop');
    await closeDialog(page);
    await screenshot(page, 'mediation-para-firma-desktop');

    // 'Actividad' says every step in words, the stages of each move by their labels.
    await openPanel(page, e2e.server.adminPrefix, '/actividad');
    const entries = page.getByTestId('audit-entry');
    await entries.first().getByRole('button', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Quitar filtro de usuario' }).waitFor();
    for (const [what, detail] of [
      ['Movió el caso de mediación', 'De Verificar ID a Docs P/Firma · Identidad verificada'],
      ['Movió el caso de mediación', 'De En Negociación a Para Firma'],
      ['Registró los términos acordados', 'Monto: 3,000.00 USDT'],
      ['Emitió el acuerdo para firma', 'SHA-256'],
      [
        'Regresó el caso de mediación',
        'De En Negociación a Docs P/Firma · Motivo: Falta la firma de la segunda hoja',
      ],
      ['Envió los documentos de mediación', 'Referencia MED-'],
      ['Removió de mediación', 'Estaba en Invitados'],
    ]) {
      await entries.filter({ hasText: what }).filter({ hasText: detail! }).first().waitFor();
    }
    const shown = (await entries.allTextContents()).join('\n');
    expect(AUDIT_ACTIONS.filter((code) => shown.includes(code))).toEqual([]);
    await screenshot(page, 'mediation-activity-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('carries a case from Invitados to Para Firma at 390×844, with terms and the agreement issued, and sends the test documents', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport: PHONE });
    const page = await context.newPage();
    await openBoard(page);
    const rodrigo = demoCase('rodrigo@demo.cartera.mx');
    const name = rodrigo.fullName!;
    await caseCard(page, name).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mediation-board-phone');

    await page.getByRole('button', { name: 'Enviar documentos de prueba' }).click();
    const testDocs = page.getByRole('dialog', { name: '¿Enviar documentos de prueba?' });
    await testDocs.getByText(TEST_EMAIL).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'mediation-test-documents-confirm-phone');
    await testDocs.getByRole('button', { name: 'Enviar documentos de prueba' }).click();
    await toastWith(page, 'Documentos de Prueba Enviados').waitFor();
    await toastWith(page, TEST_EMAIL).waitFor();
    const test = await e2e.smtp.waitFor((m) => m.to.includes(TEST_EMAIL));
    expect(test.email.attachments).toHaveLength(2);

    await advance(page, name, 'verificar-id', 'mediation-advance-dialog-phone');
    await verifyId(page, name, 'mediation-verify-id-phone');
    await showStage(page, 'docs-firma', name);
    await screenshot(page, 'mediation-docs-firma-phone');
    const statement = await sendDocuments(page, name, rodrigo.email);
    expect(readPdf(statement.content).text).toContain(rodrigo.wallets[0]!.address);
    await advance(page, name, 'negociacion');
    await agreeTerms(page, name, '900.4', 'mediation-terms-phone');
    await advance(page, name, 'para-firma');
    await issueAgreement(page, name, 'mediation-agreement-issued-phone');
    await caseCard(page, name).getByRole('button', { name: 'Historial' }).click();
    await page.getByRole('dialog').getByText('Invitado a mediación').waitFor();
    await expectDialogFits(page);
    await screenshot(page, 'mediation-timeline-phone');
    await closeDialog(page);
    await screenshot(page, 'mediation-para-firma-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty state of a stage with no cases', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport: PHONE });
    const page = await context.newPage();
    await openBoard(page);
    // Both named invited cases were carried to Para Firma by the tests above; the crowd's leave
    // through the same call as the user detail's 'Remover de Mediación'.
    await page.evaluate(async (key) => {
      const headers = { authorization: `Bearer ${localStorage.getItem(key)}` };
      const { users } = (await (
        await fetch('/api/admin/mediation-users/invitados', { headers })
      ).json()) as { users: { id: number }[] };
      for (const { id } of users) {
        await fetch(`/api/admin/select-for-mediation/${id}`, { method: 'DELETE', headers });
      }
    }, ADMIN_TOKEN_KEY);
    await page.reload();
    await waitForApp(page);
    await stageTab(page, 'invitados').click();
    await page.getByText('No hay casos en esta columna').waitFor();
    await page.getByText('Los casos aparecerán aquí cuando sean asignados.').waitFor();
    await screenshot(page, 'mediation-empty-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
