import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CASES } from '../server/seed/demo-mediation';
import { openSection } from './support/admin-nav';
import { signIn, signInAdmin } from './support/auth';
import { newContext, screenshot, toastWith } from './support/browser';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';
import { staffApi } from './support/staff-api';
import { setupE2EWithMail } from './support/suite';

/**
 * What the creditor's case waits for, as cards on the dashboard
 * (docs/product/creditor-case.md#on-the-dashboard): Sofía's unopened documents from the demo
 * data, then staff's answer to her dispute, and the agreement staff issue to Diego; each card's
 * button leads to its section of /mediacion. At 320 and 390 px.
 */

const e2e = setupE2EWithMail({ INSTALL_GATE: 'off' });
const SOFIA = DEMO_CASES.find((c) => c.email === 'sofia@demo.cartera.mx')!;
const DIEGO = DEMO_CASES.find((c) => c.email === 'diego@demo.cartera.mx')!;
const REPLY = 'El depósito de febrero llegó a la cartera Principal, no a Ahorro.';

async function userPage(browser: Browser, width: number, who = SOFIA) {
  const { context, errors } = await newContext(browser, e2e.server.url, {
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  return { context, page, errors };
}

async function expectCalmScreen(page: Page, name: string) {
  expect(await findCutText(page), name).toEqual([]);
  expect(await findBrokenLines(page), name).toEqual([]);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

/** Whether the element's top is on screen (the link scrolled to it). */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const { top } = el.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });

describe('the case waits for something: a card on the dashboard', () => {
  for (const width of [320, 390]) {
    it(`at ${width} px: Sofía's unopened documents, with the reason and a button to them`, async () => {
      const { context, page, errors } = await userPage(e2e.browser, width);
      const card = page.getByTestId('case-pending');
      await card.getByRole('heading', { name: 'Tienes documentos por revisar' }).waitFor();
      expect(await card.count()).toBe(1);
      expect(await card.innerText()).toContain('Revisa tus documentos: 2 documentos sin abrir.');
      expect(await page.getByTestId('mediation-card').innerText()).toContain('Tienes 1 pendiente');
      await expectCalmScreen(page, `dashboard-${width}-case-pending-documents`);

      await card.getByRole('link', { name: 'Revisar documentos' }).click();
      await page.waitForURL((url) => url.pathname === '/mediacion' && url.hash === '#documentos');
      await page.getByTestId('case-document').nth(1).waitFor();
      await expect.poll(() => inView(page, '#documentos')).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('Sofía disputes a balance; staff answer it', async () => {
    const { context, page, errors } = await userPage(e2e.browser, 390);
    await page.goto('/mediacion');
    const ahorro = page.getByTestId('statement-wallet').filter({ hasText: 'Ahorro' });
    await ahorro.getByRole('button', { name: 'No estoy de acuerdo' }).click();
    await page.getByLabel('¿Por qué no estás de acuerdo?').fill('Falta el depósito de febrero.');
    await page.getByRole('button', { name: 'Enviar desacuerdo' }).click();
    await toastWith(page, 'Desacuerdo enviado').waitFor();

    const admin = await newContext(e2e.browser, e2e.server.url, {
      viewport: { width: 1280, height: 800 },
    });
    const staff = await admin.context.newPage();
    await signInAdmin(staff, e2e.server.adminPrefix);
    await openSection(staff, 'Mediación');
    await staff.getByRole('tab', { name: /^En Negociación/ }).click();
    const caseCard = staff.getByTestId('mediation-case').filter({ hasText: SOFIA.fullName! });
    await caseCard.getByRole('button', { name: 'Responder disputa' }).click();
    const dispute = staff.getByRole('dialog').getByTestId('staff-dispute');
    await dispute.getByLabel('Rechazar (el saldo es correcto)').check();
    await dispute.getByLabel('Respuesta para el usuario').fill(REPLY);
    await dispute.getByRole('button', { name: 'Enviar respuesta' }).click();
    await toastWith(staff, 'Desacuerdo Respondido').waitFor();
    expect(admin.errors).toEqual([]);
    expect(errors).toEqual([]);
    await admin.context.close();
    await context.close();
  });

  for (const width of [320, 390]) {
    it(`at ${width} px: the answer is its own card; reading it clears the card`, async () => {
      const { context, page, errors } = await userPage(e2e.browser, width);
      const answer = page
        .getByTestId('case-pending')
        .filter({ has: page.getByRole('heading', { name: 'Respondimos tu desacuerdo' }) });
      await answer.waitFor();
      expect(await answer.innerText()).toMatch(
        /Lee nuestra respuesta a tu desacuerdo sobre Ahorro \(0x3b8C/,
      );
      expect(await page.getByTestId('case-pending').count()).toBe(2);
      expect(await page.getByTestId('mediation-card').innerText()).toContain('Tienes 2 pendientes');
      await expectCalmScreen(page, `dashboard-${width}-case-pending-answer`);
      if (width === 320) {
        await context.close();
        return;
      }
      // 390: the button leads to the balances, where the answer is shown and marked read.
      await answer.getByRole('link', { name: 'Leer respuesta' }).click();
      await page.waitForURL((url) => url.pathname === '/mediacion' && url.hash === '#saldos');
      await page.locator('#saldos').getByText(REPLY).waitFor();
      await expect.poll(() => inView(page, '#saldos')).toBe(true);
      await expect
        .poll(() => page.getByTestId('pending-item').allInnerTexts())
        .toEqual([expect.stringContaining('Revisa tus documentos')]);
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await page.getByRole('heading', { name: 'Tus Carteras' }).waitFor();
      await expect.poll(() => page.getByTestId('case-pending').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('an agreement to sign: its card at 320 and 390 px, and the button to it', async () => {
    const list = await staffApi(e2e.server.url, 'GET', '/api/admin/mediation-users/para-firma');
    const diego = (list.users as { id: string; email: string }[]).find(
      (u) => u.email === DIEGO.email,
    )!;
    await staffApi(e2e.server.url, 'POST', `/api/admin/mediation-agreement/${diego.id}`);
    const { context, page, errors } = await userPage(e2e.browser, 320, DIEGO);
    const card = page.getByTestId('case-pending');
    await card.getByRole('heading', { name: 'Tu acuerdo está listo para firmar' }).waitFor();
    expect(await card.innerText()).toContain('Lee y firma tu Acuerdo de Liquidación.');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectCalmScreen(page, `dashboard-${width}-case-pending-agreement`);
    }
    await card.getByRole('link', { name: 'Firmar acuerdo' }).click();
    await page.waitForURL((url) => url.pathname === '/mediacion' && url.hash === '#acuerdo');
    await page
      .locator('#acuerdo')
      .getByRole('heading', { name: 'Acuerdo de liquidación' })
      .waitFor();
    await expect.poll(() => inView(page, '#acuerdo')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
