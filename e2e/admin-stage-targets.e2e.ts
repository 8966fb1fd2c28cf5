import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSection } from './support/admin-nav';
import { signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  newContext,
  screenshot,
  toastWith,
  waitForApp,
} from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2E } from './support/suite';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/*
 * Stage targets on the board and the dashboard (docs/product/staff-at-scale.md#stage-targets):
 * the demo has five overdue cases, one in each stage from 'Invitados' to 'Para Firma', and a
 * month of moves.
 */
const e2e = setupE2E();

const caseCard = (page: Page, name: string) =>
  page.getByTestId('mediation-case').filter({ hasText: name });

async function screenFaults(page: Page, name: string) {
  const faults: string[] = [];
  await expectNoSidewaysScroll(page);
  faults.push(...(await findCutText(page)).map((f) => `${name}: ${f}`));
  faults.push(...(await seriousA11yViolations(page)).map((f) => `${name}: ${f}`));
  return faults;
}

describe('stage targets', () => {
  it('show overdue cases, the two charts with their data, and follow an owner’s new target', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: DESKTOP,
    });
    const page = await context.newPage();
    const faults: string[] = [];
    await signInAdmin(page, e2e.server.adminPrefix);

    // The dashboard counts them per stage, each a link to that stage's overdue cases.
    const overdueCard = page.getByTestId('overdue-cases');
    await overdueCard.waitFor();
    expect(await overdueCard.innerText()).toMatch(/Casos vencidos\s*5/);
    faults.push(...(await screenFaults(page, 'dashboard desktop')));
    await screenshot(page, 'admin-stage-targets-dashboard-desktop', { fullPage: false });
    await overdueCard.getByRole('link', { name: /Verificar ID\s*1 vencido/ }).click();
    await page.waitForURL(/\/mediacion\?etapa=verificar-id&vencidos=1$/);
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).innerText())
      .toMatch(/^Verificar ID/);
    expect(await page.getByTestId('only-overdue').getAttribute('aria-pressed')).toBe('true');
    const fernanda = caseCard(page, 'Fernanda Castillo Mora');
    await fernanda.getByTestId('case-overdue').waitFor();
    expect(await fernanda.getByTestId('case-stage-time').innerText()).toMatch(
      /En la etapa: [5-6] días · plazo 3 días/,
    );
    // Only the overdue one: Tomás entered the stage yesterday.
    expect(await page.getByTestId('mediation-case').count()).toBe(1);

    // The charts and the tables behind them.
    const funnel = page.getByRole('figure', { name: 'Casos por etapa' });
    const moves = page.getByRole('figure', { name: 'Movimientos por día' });
    await funnel.waitFor();
    await moves.waitFor();
    expect(await funnel.innerText()).toContain('5 vencidos');
    for (const figure of [funnel, moves]) await figure.getByText('Ver datos').click();
    const funnelTable = funnel.getByRole('table', {
      name: 'Casos por etapa hoy y cuántos están vencidos',
    });
    expect(await funnelTable.getByRole('row').count()).toBe(8);
    expect(await funnelTable.getByRole('row', { name: /^Docs P\/Firma/ }).innerText()).toMatch(
      /Docs P\/Firma\s+2\s+1\s+5 d/,
    );
    const movesTable = moves.getByRole('table', {
      name: 'Movimientos de casos por día, últimos 30 días',
    });
    expect(await movesTable.getByRole('row').count()).toBe(31);
    faults.push(...(await screenFaults(page, 'board desktop')));
    await screenshot(page, 'admin-stage-targets-board-desktop');

    // An owner shortens 'Docs P/Firma' to 1 day: Miguel (2 days there) is overdue too.
    await page.getByTestId('only-overdue').click();
    await page.getByRole('tab', { name: /^Docs P\/Firma/ }).click();
    expect(await page.getByTestId('stage-overdue-docs-firma').innerText()).toBe('1 vencido');
    await caseCard(page, 'Miguel Ángel Torres Ruiz').waitFor();
    expect(
      await caseCard(page, 'Miguel Ángel Torres Ruiz').getByTestId('case-overdue').count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Plazos por etapa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plazos por etapa' });
    const docs = dialog.getByLabel('Docs P/Firma');
    await docs.waitFor();
    expect(await docs.inputValue()).toBe('5');
    faults.push(...(await screenFaults(page, 'targets dialog desktop')));
    await screenshot(page, 'admin-stage-targets-dialog-desktop', { fullPage: false });
    await docs.fill('400');
    await dialog.getByRole('button', { name: 'Guardar plazos' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'de 0 a 365 días' }).waitFor();
    await docs.fill('1');
    await dialog.getByRole('button', { name: 'Guardar plazos' }).click();
    await toastWith(page, 'Plazos guardados').waitFor();
    await expect
      .poll(() => page.getByTestId('stage-overdue-docs-firma').innerText())
      .toBe('2 vencidos');
    await caseCard(page, 'Miguel Ángel Torres Ruiz').getByTestId('case-overdue').waitFor();

    // On a phone: the same board, readable.
    await page.setViewportSize(PHONE);
    await page.reload();
    await waitForApp(page);
    await page.getByRole('figure', { name: 'Movimientos por día' }).waitFor();
    faults.push(...(await screenFaults(page, 'board phone')));
    await screenshot(page, 'admin-stage-targets-board-phone');
    await openSection(page, 'Panel');
    await page.getByTestId('overdue-cases').waitFor();
    faults.push(...(await screenFaults(page, 'dashboard phone')));
    await screenshot(page, 'admin-stage-targets-dashboard-phone', { fullPage: false });

    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
