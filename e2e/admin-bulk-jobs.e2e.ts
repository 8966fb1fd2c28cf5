import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSection, openPanel } from './support/admin-nav';
import { signInAdmin } from './support/auth';
import { expectNoSidewaysScroll, newContext, screenshot, toastWith } from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2E } from './support/suite';
import { waitForLoadedRows } from './support/virtual-rows';

/**
 * Bulk actions (docs/product/staff-at-scale.md#bulk-actions) as staff use them: pick the cases of
 * a stage, confirm with the count, follow the job on 'Tareas' to the end, download its results.
 * The demo's own jobs (two exports) are already there after start.
 */
const e2e = setupE2E();

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function screenFaults(page: Page, name: string) {
  await expectNoSidewaysScroll(page);
  // The header's links scroll sideways in their own strip on a phone, by design.
  const cut = (await findCutText(page)).filter(
    (f) => !/ overflows <nav class="[^"]*overflow-x-auto/.test(f),
  );
  return [...cut.map((f) => `${name}: ${f}`), ...(await seriousA11yViolations(page))];
}

describe('bulk actions', () => {
  it('moves the picked cases forward in the background and follows the job on Tareas', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: SIZES[0][1],
    });
    const page = await context.newPage();
    await signInAdmin(page, e2e.server.adminPrefix);
    const faults: string[] = [];

    // The demo's jobs ran at start.
    await openSection(page, 'Tareas');
    const jobs = page.getByRole('list', { name: 'Tareas' }).getByTestId('bulk-job');
    await expect.poll(() => jobs.filter({ hasText: 'Terminada' }).count()).toBe(2);

    await openSection(page, 'Mediación');
    const cases = page.getByRole('tabpanel').getByTestId('mediation-case');
    await cases.first().waitFor();
    const count = await cases.count();
    expect(count).toBeGreaterThan(1);
    await page.getByRole('checkbox', { name: `Seleccionar los ${count} visibles` }).check();
    const bar = page.getByRole('region', { name: 'Acciones masivas' });
    await bar.getByText(`${count} seleccionados`).waitFor();
    for (const [name, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      faults.push(...(await screenFaults(page, `board ${name}`)));
      await screenshot(page, `admin-bulk-bar-${name}`, { fullPage: false });
    }
    await page.setViewportSize(SIZES[0][1]);
    await bar.getByRole('button', { name: 'Avanzar de etapa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Avanzar ${count} titulares` }).waitFor();
    await screenshot(page, 'admin-bulk-confirm-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: `Avanzar ${count} titulares` }).click();
    const started = toastWith(page, 'Tarea iniciada');
    await started.waitFor();
    await started.getByRole('button', { name: 'Ver en Tareas' }).click();

    const newest = jobs.first();
    await newest.getByText('Avanzar de etapa').waitFor();
    await newest.getByText('Terminada').waitFor({ timeout: 20_000 });
    await newest.getByText(`${count} de ${count}`).waitFor();
    await expect
      .poll(() => newest.getByTestId('bulk-job-progress').innerText())
      .toContain(`Hechos: ${count}`);

    const download = page.waitForEvent('download');
    await newest.getByRole('button', { name: 'Descargar resultados (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tarea-move-forward-\d{4}-\d\d-\d\d-\w{8}\.csv$/);
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Caso,Nombre,Correo,Resultado,Motivo,Fecha (UTC)');
    expect(lines).toHaveLength(count + 1);
    expect(lines.slice(1).every((l) => l.includes(',Hecho,'))).toBe(true);

    for (const [name, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      faults.push(...(await screenFaults(page, `tareas ${name}`)));
      await screenshot(page, `admin-bulk-tareas-${name}`);
    }
    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('invites every user a Usuarios filter matches, and assigns picked cases to a person', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url, {
      viewport: SIZES[0][1],
    });
    const page = await context.newPage();
    await signInAdmin(page, e2e.server.adminPrefix);
    const faults: string[] = [];

    // Everyone outside mediation: more than one page of them.
    await openPanel(page, e2e.server.adminPrefix, '/dashboard?stage=none');
    const panel = page.getByRole('tabpanel', { name: 'Usuarios' });
    const rows = panel.getByTestId('user-row');
    // Rows loaded (the list draws only those near the screen).
    const visible = await waitForLoadedRows(panel, 25);
    await panel.getByRole('checkbox', { name: `Seleccionar los ${visible} visibles` }).check();
    const everyone = panel.getByRole('button', { name: /^Seleccionar los [\d.,]+ que coinciden$/ });
    await everyone.waitFor();
    const matching = Number((await everyone.innerText()).replace(/\D/g, ''));
    expect(matching).toBeGreaterThan(visible);
    await everyone.click();
    const bar = page.getByRole('region', { name: 'Acciones masivas' });
    await bar.getByText(`${matching} seleccionados`).waitFor();
    expect(await rows.getByRole('checkbox', { checked: false }).count()).toBe(0);
    for (const [name, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      faults.push(...(await screenFaults(page, `usuarios ${name}`)));
      await screenshot(page, `admin-bulk-usuarios-${name}`, { fullPage: false });
    }
    await page.setViewportSize(SIZES[0][1]);
    await bar.getByRole('button', { name: 'Invitar a mediación' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `Invitar a ${matching} titulares` }).click();
    await toastWith(page, 'Tarea iniciada').getByRole('button', { name: 'Ver en Tareas' }).click();
    const newest = page.getByRole('list', { name: 'Tareas' }).getByTestId('bulk-job').first();
    await newest.getByText('Invitar a mediación').waitFor();
    await newest.getByText('Terminada').waitFor({ timeout: 30_000 });
    await newest.getByText(`${matching} de ${matching}`).waitFor();
    await expect
      .poll(() => newest.getByTestId('bulk-job-progress').innerText())
      .toContain(`Hechos: ${matching}`);

    // Two cases of the first stage, given to another staff member in one job.
    await openSection(page, 'Mediación');
    const cases = page.getByRole('tabpanel').getByTestId('mediation-case');
    await cases.nth(1).waitFor();
    const picked = [0, 1].map((i) => cases.nth(i));
    for (const item of picked) await item.getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Asignar a…' }).click();
    const staff = page.getByRole('dialog').getByRole('list', { name: 'Personal activo' });
    const someone = staff.getByRole('button').first();
    const name = (await someone.innerText()).trim();
    await someone.click();
    await dialog.getByRole('button', { name: `Asignar 2 titulares a ${name}` }).click();
    await toastWith(page, 'Tarea iniciada').waitFor();
    for (const item of picked) {
      await expect
        .poll(() => item.getByTestId('assignee').innerText(), { timeout: 20_000 })
        .toBe(`Asignado a ${name}`);
    }
    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
