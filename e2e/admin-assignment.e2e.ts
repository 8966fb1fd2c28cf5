import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mediationStageLabel } from '@schemas/mediation';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../server/seed/demo-assignment';
import { openSection, openPanel } from './support/admin-nav';
import { expectNoSidewaysScroll, newContext, screenshot, toastWith } from './support/browser';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2E } from './support/suite';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const [LAURA, DIEGO] = DEMO_STAFF;
/** The featured demo case, unassigned, in 'En Negociación' (server/seed/demo-mediation.ts). */
const SOFIA = 'Sofía Navarro Peña';
/** Assigned to laura.mendez by the demo seed (server/seed/demo-assignment.ts). */
const RENATA = 'Renata Ibarra Cortés';
/** Unassigned, in 'Para Firma'. */
const UNASSIGNED = 'Diego Morales Campos';

const e2e = setupE2E();

async function boardAs(username: string, viewport: { width: number; height: number }) {
  const { context, errors } = await newContext(e2e.browser, e2e.server.url, { viewport });
  const page = await context.newPage();
  await openPanel(page, e2e.server.adminPrefix, '/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((url) => url.pathname === `/${e2e.server.adminPrefix}/dashboard`);
  await openSection(page, 'Mediación');
  await page.getByRole('heading', { name: 'Sistema de Mediación' }).waitFor();
  await page
    .getByRole('tab', { name: new RegExp(`^${mediationStageLabel('negociacion')}`) })
    .click();
  return { context, errors, page };
}

const caseCard = (page: Page, name: string) =>
  page.getByTestId('mediation-case').filter({ hasText: name });

async function expectScreenOk(page: Page, shot: string) {
  await screenshot(page, shot);
  await expectNoSidewaysScroll(page);
  expect(await findCutText(page), shot).toEqual([]);
  expect(await findBrokenLines(page), shot).toEqual([]);
  expect(await seriousA11yViolations(page), shot).toEqual([]);
}

describe('assigning a case', () => {
  it("an operator takes a case and finds it under 'Mis casos'; another operator cannot move it", async () => {
    const laura = await boardAs(LAURA.username, DESKTOP);
    const sofia = caseCard(laura.page, SOFIA);
    await sofia.getByTestId('assignee').getByText('Sin asignar').waitFor();
    await sofia.getByRole('button', { name: 'Tomar' }).click();
    await toastWith(laura.page, 'Tomaste este caso').waitFor();
    await sofia.getByTestId('assignee').getByText(`Asignado a ${LAURA.username}`).waitFor();
    // Her own case: she may release it, not take it again.
    expect(await sofia.getByRole('button', { name: 'Tomar' }).count()).toBe(0);
    await sofia.getByRole('button', { name: 'Liberar' }).waitFor();

    await laura.page.getByRole('radio', { name: 'Mis casos' }).click();
    await caseCard(laura.page, RENATA).waitFor();
    await sofia.waitFor();
    const mine = await laura.page.getByTestId('mediation-case').allTextContents();
    expect(mine.every((text) => text.includes(`Asignado a ${LAURA.username}`))).toBe(true);
    await expectScreenOk(laura.page, 'admin-assignment-1-mis-casos-desktop');

    await laura.page.getByRole('radio', { name: 'Sin asignar' }).click();
    await sofia.waitFor({ state: 'detached' });
    expect(await laura.page.getByText(`Asignado a ${LAURA.username}`).count()).toBe(0);
    expect(laura.errors).toEqual([]);
    await laura.context.close();

    const diego = await boardAs(DIEGO.username, PHONE);
    const taken = caseCard(diego.page, SOFIA);
    await taken.getByTestId('assignee').getByText(`Asignado a ${LAURA.username}`).waitFor();
    // Not his, not an owner: no 'Tomar', 'Asignar a…' or 'Liberar'.
    for (const name of ['Tomar', 'Asignar a…', 'Liberar']) {
      expect(await taken.getByRole('button', { name }).count(), name).toBe(0);
    }
    await expectScreenOk(diego.page, 'admin-assignment-2-assigned-phone');

    await taken
      .getByRole('button', { name: `Pasar a ${mediationStageLabel('para-firma')}` })
      .click();
    const dialog = diego.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await toastWith(
      diego.page,
      `Este caso está asignado a ${LAURA.username}; solo esa persona o un propietario pueden actuar sobre él.`,
    ).waitFor();
    await screenshot(diego.page, 'admin-assignment-3-refused-phone', { fullPage: false });
    await diego.context.close();
  });

  it("an operator assigns an unassigned case to someone with 'Asignar a…'", async () => {
    const diego = await boardAs(DIEGO.username, DESKTOP);
    await diego.page
      .getByRole('tab', { name: new RegExp(`^${mediationStageLabel('para-firma')}`) })
      .click();
    await diego.page.getByRole('radio', { name: 'Sin asignar' }).click();
    const card = caseCard(diego.page, UNASSIGNED);
    await card.getByRole('button', { name: 'Asignar a…' }).click();
    const dialog = diego.page.getByRole('dialog', { name: 'Asignar caso' });
    await dialog.getByRole('button', { name: LAURA.username }).waitFor();
    await expectScreenOk(diego.page, 'admin-assignment-4-assign-dialog-desktop');
    await dialog.getByRole('button', { name: LAURA.username }).click();
    await toastWith(diego.page, 'Asignación guardada').waitFor();
    await diego.page.getByRole('radio', { name: 'Todos' }).click();
    await caseCard(diego.page, UNASSIGNED)
      .getByTestId('assignee')
      .getByText(`Asignado a ${LAURA.username}`)
      .waitFor();
    expect(diego.errors).toEqual([]);
    await diego.context.close();
  });
});
