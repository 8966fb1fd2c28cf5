import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CASES, type DemoCase } from '../server/seed/demo-mediation';
import { pdfsig } from '../tests/support/pdf-text';
import { openSection } from './support/admin-nav';
import { DEMO_ADMIN, signIn, signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  newContext,
  screenshot,
  toastWith,
  waitForApp,
} from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2EWithMail } from './support/suite';
import { payOnDevChain } from './support/withdraw';

/**
 * The signature ceremony on a phone (docs/product/signed-agreement.md#signing-in-the-app), at 320
 * and 390 px: the creditor reads the agreement staff issued, gets the code by e-mail, signs with a
 * drawn signature; the signed PDF arrives, pdfsig validates it, and the verification page
 * recognises it and refuses a changed copy. Then staff settle it and find it all in the user
 * detail.
 */

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });
const DIEGO = DEMO_CASES.find((c) => c.email === 'diego@demo.cartera.mx')!;
const SOFIA = DEMO_CASES.find((c) => c.email === 'sofia@demo.cartera.mx')!;
const PAYOUT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

async function staffApi(method: string, url: string, body?: object) {
  const login = await fetch(`${e2e.server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${e2e.server.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * No sideways scroll, no cut text, nothing serious for axe. `within` a dialog taller than the
 * screen (which scrolls, so reads as text outside its box): checked on a screen tall enough to
 * hold it whole, at the same width.
 */
async function checkScreen(page: Page, name: string, within?: string) {
  await expectNoSidewaysScroll(page);
  await screenshot(page, name);
  const viewport = page.viewportSize()!;
  if (within) await page.setViewportSize({ ...viewport, height: 8000 });
  expect(await findCutText(page, within), name).toEqual([]);
  await page.setViewportSize(viewport);
  expect(await seriousA11yViolations(page), name).toEqual([]);
}

/** A stroke across the pad with the pointer, as a finger or mouse draws. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 20 + i * 18, box.y + box.height * (i % 2 ? 0.3 : 0.7), {
      steps: 3,
    });
  }
  await page.mouse.up();
}

/** The creditor's full name as typed on a phone: lower case, without accents. */
const typed = (fullName: string) => fullName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const caseIdOf = async (creditor: DemoCase, stage: string = creditor.stage) => {
  const list = await staffApi('GET', `/api/admin/mediation-users/${stage}`);
  return (list.users as { id: string; email: string }[]).find((u) => u.email === creditor.email)!
    .id;
};

/**
 * The ceremony at each phone width: Diego (in 'Para Firma') at 320 px; Sofía at 390 px, whose
 * terms staff agree first and whose case they move from 'En Negociación' to 'Para Firma'.
 */
const CEREMONIES: {
  width: number;
  creditor: DemoCase;
  toSigning?: (id: string) => Promise<void>;
}[] = [
  { width: 320, creditor: DIEGO },
  {
    width: 390,
    creditor: SOFIA,
    toSigning: async (id) => {
      await staffApi('PUT', `/api/admin/mediation-terms/${id}`, {
        amount: '6842.5',
        method: 'usdt',
        payoutDays: 15,
      });
      await staffApi('PUT', `/api/admin/mediation-status/${id}`, { status: 'para-firma' });
    },
  },
];

/** The agreement's block in the user detail. */
const DETAIL_AGREEMENT = '[role="dialog"] section[aria-labelledby="case-agreement-title"]';

/** A file the browser saves when `button` is clicked. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFileSync((await file.path())!);
}

describe('signing the settlement agreement on a phone', () => {
  const signed = new Map<number, { pdf: Buffer; verifyCode: string }>();

  it.each(CEREMONIES)(
    'reads, gets the e-mailed code, signs with a drawn signature at $width px',
    async ({ width, creditor, toSigning }) => {
      const id = await caseIdOf(creditor);
      await toSigning?.(id);
      await staffApi('POST', `/api/admin/mediation-agreement/${id}`);

      const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
        viewport: { width, height: 720 },
      });
      const page = await context.newPage();
      await signIn(page, creditor.email, creditor.password);
      await page.goto('/mediacion');
      const section = page.locator('#acuerdo');
      await section.getByRole('heading', { name: 'Acuerdo de liquidación' }).waitFor();
      await section.getByTestId('agreement-page').getByText('Partes').waitFor();
      await checkScreen(page, `agreement-${width}-reading`);
      await section.getByRole('button', { name: 'Página siguiente' }).click();
      await section.getByTestId('agreement-page').getByText('Antecedentes').waitFor();
      await section.getByRole('button', { name: 'Página siguiente' }).click();
      await section.getByTestId('agreement-page').getByText('Cláusulas').waitFor();

      await section.getByRole('button', { name: 'Enviarme el código' }).click();
      const mail = await e2e.smtp.waitFor(
        (m) => m.to.includes(creditor.email) && (m.email.subject ?? '').startsWith('Tu código'),
      );
      const code = /(\d{6})/.exec(mail.email.text ?? '')![1]!;
      await section.getByLabel('Código de 6 dígitos').fill(code);
      await section.getByLabel('Tu nombre completo').fill(typed(creditor.fullName!));
      await section.getByLabel(/Dirección de tu cartera/).fill(PAYOUT);
      await drawSignature(page);
      await section.getByText('Firma dibujada').waitFor();
      await section.getByRole('checkbox').check();
      await checkScreen(page, `agreement-${width}-ready-to-sign`);
      await section.getByRole('button', { name: 'Firmar acuerdo' }).click();
      await section.getByText('Firmaste el acuerdo. Te enviamos una copia por correo.').waitFor();
      await checkScreen(page, `agreement-${width}-signed`);

      const signedMail = await e2e.smtp.waitFor(
        (m) => m.to.includes(creditor.email) && (m.email.subject ?? '').startsWith('Firmaste'),
      );
      const pdf = Buffer.from(signedMail.email.attachments[0]!.content as ArrayBuffer);
      const sig = pdfsig(pdf);
      expect(sig).toContain('Signature is Valid.');
      expect(sig).toContain('Total document signed');
      // Rendered for a look: the certificate page, with the drawn signature, is the last one.
      const dir = mkdtempSync(path.join(tmpdir(), 'cartera-e2e-sig-'));
      const file = path.join(dir, 'firmado.pdf');
      writeFileSync(file, pdf);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        file,
        path.join('e2e/artifacts', `agreement-signed-${width}`),
      ]);
      const verifyCode = /Verificar: ([A-Z0-9-]+)/.exec(await section.innerText())![1]!;
      signed.set(width, { pdf, verifyCode });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the verification page recognises the signed file and refuses a changed copy, at 320 and 390 px', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    const { pdf: signedPdf, verifyCode } = signed.get(320)!;
    await page.goto(`/verificar/${verifyCode}`);
    await page.getByText('Documento válido').waitFor();
    await waitForApp(page);
    await page.getByText('Diego M. C.').waitFor();
    const input = page.getByLabel('Comprueba tu archivo PDF');
    await input.setInputFiles({
      name: 'acuerdo.pdf',
      mimeType: 'application/pdf',
      buffer: signedPdf,
    });
    await page.getByText('«acuerdo.pdf» es exactamente este documento.').waitFor();
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await checkScreen(page, `verify-${width}-valid`);
    }
    const changed = Buffer.concat([signedPdf, Buffer.from('\n%cambio\n')]);
    await input.setInputFiles({ name: 'copia.pdf', mimeType: 'application/pdf', buffer: changed });
    await page.getByText('«copia.pdf» no es este documento').waitFor();
    await checkScreen(page, 'verify-320-changed');

    await page.goto('/verificar/AAAA-BBBB-CCCC-DDDD');
    await page
      .getByText('No encontramos ningún documento con el código AAAA-BBBB-CCCC-DDDD')
      .waitFor();
    await checkScreen(page, 'verify-320-unknown');
    // The unknown code's 404 is the answer the page expects, not an error of the app.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });

  it('staff see it signed and settle it with the payout on the development chain (390×844 and 1280×800)', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await signInAdmin(page, e2e.server.adminPrefix);
    await openSection(page, 'Mediación');
    await page.getByRole('tab', { name: /^Para Monetización/ }).click();
    const card = page.getByTestId('mediation-case').filter({ hasText: 'Diego Morales Campos' });
    await card.getByRole('button', { name: 'Acuerdo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acuerdo de liquidación' });
    await dialog.getByTestId('agreement').getByText('Firmado', { exact: true }).waitFor();
    await dialog.getByText(PAYOUT).first().waitFor();
    await checkScreen(page, 'agreement-staff-390-signed');

    await page.setViewportSize({ width: 1280, height: 800 });
    const hash = dialog.getByLabel('Hash de la transacción de pago');
    await hash.fill(await payOnDevChain(e2e.server.dataDir, PAYOUT, '2000'));
    await dialog.getByRole('button', { name: 'Registrar liquidación' }).click();
    await dialog.getByText('pero la liquidación es de 2,090.00 USDT').waitFor();
    await checkScreen(page, 'agreement-staff-1280-wrong-amount');
    await hash.fill(await payOnDevChain(e2e.server.dataDir, PAYOUT, '2090'));
    await dialog.getByRole('button', { name: 'Registrar liquidación' }).click();
    await toastWith(page, 'Caso Liquidado').waitFor();
    const settled = await e2e.smtp.waitFor(
      (m) =>
        m.to.includes(DIEGO.email) && (m.email.subject ?? '').startsWith('Tu caso quedó liquidado'),
    );
    expect(settled.email.attachments).toHaveLength(1);
    await screenshot(page, 'agreement-staff-1280-settled');
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await context.close();
  });

  it('staff find the agreement in the user detail: state, dates, the signed PDF and the sealed certificate, and re-issue (1280×800 and 390×844)', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await signInAdmin(page, e2e.server.adminPrefix);
    await openSection(page, 'Mediación');
    const openDetail = async (tab: RegExp, creditor: DemoCase) => {
      await page.getByRole('tab', { name: tab }).click();
      await page
        .getByTestId('mediation-case')
        .filter({ hasText: creditor.fullName! })
        .getByRole('button', { name: creditor.fullName! })
        .click();
      return page
        .getByRole('dialog', { name: creditor.fullName! })
        .getByRole('region', { name: 'Acuerdo de liquidación' });
    };

    const diego = await openDetail(/^Liquidado/, DIEGO);
    const row = diego.getByTestId('agreement');
    await row.getByText('Firmado', { exact: true }).waitFor();
    expect(await row.innerText()).toMatch(/Emitido: .+ · Visto: .+ · Firmado: /);
    await row.getByText('Acuerdo de Liquidación firmado', { exact: true }).waitFor();
    await row.getByText('Constancia de Liquidación', { exact: true }).waitFor();
    const signedCopy = await download(
      page,
      row.getByRole('button', { name: 'Descargar Acuerdo de Liquidación firmado' }),
    );
    const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha256(signedCopy)).toBe(sha256(signed.get(320)!.pdf));
    const certificate = await download(
      page,
      row.getByRole('button', { name: 'Descargar Constancia de Liquidación' }),
    );
    expect(pdfsig(certificate)).toContain('Signature is Valid.');
    await checkScreen(page, 'agreement-user-detail-1280-settled', DETAIL_AGREEMENT);
    await page.keyboard.press('Escape');

    // Sofía's case goes back to 'Para Firma'; staff re-issue from her user detail on a phone.
    const sofiaId = await caseIdOf(SOFIA, 'monetizacion');
    await staffApi('PUT', `/api/admin/mediation-status/${sofiaId}`, {
      status: 'para-firma',
      reason: 'Corregir el plazo de pago',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const sofia = await openDetail(/^Para Firma/, SOFIA);
    await sofia.getByTestId('agreement').getByText('Firmado', { exact: true }).waitFor();
    await sofia.getByRole('button', { name: 'Volver a emitir acuerdo' }).click();
    await toastWith(page, 'Acuerdo Emitido').waitFor();
    await sofia.getByTestId('agreement').first().getByText('Emitido', { exact: true }).waitFor();
    await sofia.getByTestId('agreement').nth(1).getByText('Anulado', { exact: true }).waitFor();
    await checkScreen(page, 'agreement-user-detail-390-reissued', DETAIL_AGREEMENT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
