import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIATION_STAGES, type MediationStageId } from '@schemas/mediation';
import { DEMO_CASES } from '../server/seed/demo-mediation';
import { accountAction, openSection, sectionNames, openPanel } from './support/admin-nav';
import { signInAdmin } from './support/auth';
import { newContext, screenshot } from './support/browser';
import { findBrokenLines, findCutText, seriousA11yViolations } from './support/screen-checks';
import { setupE2E } from './support/suite';
import { nextFrames, scrollUntilDrawn, waitForLoadedRows } from './support/virtual-rows';

// Every admin screen and dialog as staff see it (docs/product/admin-panel.md#navigation): at
// 320×640, 390×844 and 1280×800 nothing is cut or scrolls sideways, no amount or button label
// breaks, axe finds nothing serious; the same header on every page.
const e2e = setupE2E();

interface Size {
  width: number;
  height: number;
}
const SIZES: readonly Size[] = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const DESKTOP = SIZES[2]!;
const PHONE = SIZES[1]!;
const OWNER_SECTIONS = ['Panel', 'Mediación', 'Retiros', 'Tareas', 'Actividad', 'Personal'];
const LARGEST = DEMO_CASES.find((c) => c.email === 'maximiliano@demo.cartera.mx')!;
const LARGE = DEMO_CASES.find((c) => c.email === 'renata@demo.cartera.mx')!;

let page: Page;
let errors: string[];
let close: () => Promise<void>;

beforeAll(async () => {
  const { context, errors: seen } = await newContext(e2e.browser, e2e.server.url, {
    viewport: PHONE,
  });
  page = await context.newPage();
  errors = seen;
  close = () => context.close();
  await signInAdmin(page, e2e.server.adminPrefix);
});
afterAll(() => close?.());

/**
 * Strips that scroll sideways inside the page (overflow-x auto or scroll, content wider than the
 * box): what hid the dashboard's actions and the stage tabs on a phone.
 */
const sidewaysStrips = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll('header *, main *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        return (
          ['auto', 'scroll'].includes(style.overflowX) &&
          el.scrollWidth > el.clientWidth + 1 &&
          el.getBoundingClientRect().width > 0
        );
      })
      .map((el) => `sideways strip <${el.tagName.toLowerCase()} class="${el.className}">`),
  );

/** The screen checks at every size, each fault named `width name: fault`; a screenshot each. */
async function checkScreen(
  name: string,
  { sizes = SIZES, axe = true }: { sizes?: readonly Size[]; axe?: boolean } = {},
) {
  const faults: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    const at = (f: string) => `${size.width} ${name}: ${f}`;
    faults.push(...(await findCutText(page)).map(at));
    faults.push(...(await findBrokenLines(page)).map(at));
    faults.push(...(await sidewaysStrips(page)).map(at));
    if (axe) faults.push(...(await seriousA11yViolations(page)).map((v) => at(`axe ${v}`)));
    await screenshot(page, `admin-screens-${size.width}-${name}`, { fullPage: false });
  }
  return faults;
}

const stageTab = (stage: MediationStageId) =>
  page.getByRole('tab', {
    name: new RegExp(`^${MEDIATION_STAGES.find((s) => s.id === stage)!.label.replace('/', '\\/')}`),
  });
const caseCard = (name: string) => page.getByTestId('mediation-case').filter({ hasText: name });

/** The section marked as the current page in the header (phone menu or desktop row). */
async function currentSection() {
  const menu = page.getByRole('button', { name: 'Menú', exact: true });
  if (await menu.isVisible()) await menu.click();
  const current = page
    .getByRole('navigation', { name: 'Secciones del panel' })
    .locator('[aria-current="page"]');
  const text = (await current.count()) === 1 ? (await current.innerText()).trim() : null;
  if (await menu.isVisible()) await page.keyboard.press('Escape');
  return text;
}

describe('admin shell', () => {
  it('offers the same sections on every page, marks the current one, and never "Volver al Admin"', async () => {
    const pages = [
      { section: 'Panel', heading: 'Panel Administrativo' },
      { section: 'Mediación', heading: 'Sistema de Mediación' },
      { section: 'Retiros', heading: 'Retiros' },
      { section: 'Actividad', heading: 'Actividad' },
      { section: 'Personal', heading: 'Personal' },
    ];
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      // From each page straight to the next, never through the dashboard.
      for (const { section, heading } of pages) {
        await openSection(page, section);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await sectionNames(page), `${size.width} ${section}`).toEqual(OWNER_SECTIONS);
        expect(await currentSection(), `${size.width} ${section}`).toBe(section);
        expect(await page.getByText('Volver al Admin').count()).toBe(0);
      }
      await accountAction(page, 'Mi cuenta');
      await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();
      expect(await currentSection()).toBeNull();
    }
  });

  it('opens the whole list from "Menú" on a phone, every entry on screen, daily work first', async () => {
    for (const size of SIZES.slice(0, 2)) {
      await page.setViewportSize(size);
      await openPanel(page, e2e.server.adminPrefix, '/dashboard');
      const menu = page.getByRole('button', { name: 'Menú', exact: true });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      // On a phone the desktop row is not shown: nothing waits off-screen.
      expect(await page.getByRole('navigation', { name: 'Secciones del panel' }).count()).toBe(0);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      const entries = [
        ...OWNER_SECTIONS.map((name) => page.getByRole('link', { name, exact: true })),
        page.getByRole('link', { name: 'Mi cuenta' }),
        page.getByRole('button', { name: 'Cerrar sesión' }),
      ];
      for (const entry of entries) {
        const box = (await entry.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const faults = await checkScreen(`menu-${size.width}`, { sizes: [size] });
      expect(faults).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    // The desktop row, and the account menu.
    await page.setViewportSize(DESKTOP);
    expect(await page.getByRole('button', { name: 'Menú', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Cuenta (admin)' }).click();
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).waitFor();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
    const faults = await checkScreen('account-menu', { sizes: [DESKTOP] });
    await page.keyboard.press('Escape');
    expect(faults).toEqual([]);
  });
});

describe('every admin screen and dialog at 320, 390 and 1280 px', () => {
  it('dashboard: the three tabs, the detail dialogs, the test e-mail and the export menu', async () => {
    // One list per test, so a run names every fault at once.
    const faults: string[] = [];
    await page.setViewportSize(PHONE);
    await openPanel(page, e2e.server.adminPrefix, '/dashboard');
    await waitForLoadedRows(page.getByRole('tabpanel', { name: 'Usuarios' }), 25);
    await page.getByTestId('stat-value').first().filter({ hasNotText: '...' }).waitFor();
    faults.push(...(await checkScreen('usuarios')));

    await page.getByRole('tab', { name: 'Carteras' }).click();
    await waitForLoadedRows(page.getByRole('tabpanel', { name: 'Carteras' }), 25);
    faults.push(...(await checkScreen('carteras')));

    await page.getByRole('tab', { name: 'Búsqueda' }).click();
    await page.getByLabel('Buscar usuarios').fill('ana');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const found = page.getByRole('tabpanel', { name: 'Búsqueda' }).getByTestId('user-row');
    await found.first().waitFor();
    faults.push(...(await checkScreen('busqueda')));

    await found.first().getByRole('button').first().click();
    const user = page.getByRole('dialog');
    await user.getByRole('heading', { name: 'Información Personal' }).waitFor();
    faults.push(...(await checkScreen('detalle-usuario')));
    await page.keyboard.press('Escape');
    await user.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Carteras' }).click();
    // The largest wallet belongs to the longest name: the dialog's worst case.
    const treasury = page.getByTestId('wallet-row').filter({ hasText: 'Tesorería' });
    await scrollUntilDrawn(page, treasury);
    await treasury.getByRole('button').first().click();
    const wallet = page.getByRole('dialog');
    await wallet.getByText('Saldo ETH').waitFor();
    faults.push(...(await checkScreen('detalle-cartera')));
    await page.keyboard.press('Escape');
    await wallet.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    await page.getByRole('dialog').getByLabel('Correo de destino').waitFor();
    faults.push(...(await checkScreen('correo-de-prueba')));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'Usuarios (CSV)' }).waitFor();
    faults.push(...(await checkScreen('exportar', { sizes: [PHONE] })));
    await page.keyboard.press('Escape');
    expect(faults).toEqual([]);
  });

  it('mediation: every stage in view, the largest totals whole, the case dialogs', async () => {
    // One list per test, so a run names every fault at once.
    const faults: string[] = [];
    await page.setViewportSize(PHONE);
    await openSection(page, 'Mediación');
    await page.getByTestId('mediation-case').first().waitFor();
    // Each stage says its count once, in its tab; all seven tabs inside the screen at 320.
    await page.setViewportSize(SIZES[0]!);
    for (const stage of MEDIATION_STAGES) {
      expect(await page.getByTestId(`stage-count-${stage.id}`).count()).toBe(1);
      const box = (await stageTab(stage.id).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    faults.push(...(await checkScreen('mediacion')));

    for (const [stage, demo, total] of [
      ['docs-firma', LARGEST, '999,999,999.99 USDT'],
      ['negociacion', LARGE, '163,807.09 USDT'],
    ] as const) {
      await stageTab(stage).click();
      const card = caseCard(demo.fullName!);
      await card.getByText(total, { exact: true }).waitFor();
      faults.push(...(await checkScreen(`mediacion-${stage}`)));
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await card.scrollIntoViewIfNeeded();
        // The whole figure on screen, not under a button.
        expect(await findCutText(page, '[data-testid="mediation-case"]')).toEqual([]);
        const figure = (await card.getByText(total, { exact: true }).boundingBox())!;
        for (const button of await card.getByRole('button').all()) {
          const b = (await button.boundingBox())!;
          const overlaps =
            figure.x < b.x + b.width &&
            b.x < figure.x + figure.width &&
            figure.y < b.y + b.height &&
            b.y < figure.y + figure.height;
          expect(overlaps, `${size.width} ${total} under a button`).toBe(false);
        }
      }
    }

    const renata = caseCard(LARGE.fullName!);
    for (const [button, ready] of [
      ['Historial', 'Nueva nota'],
      ['Documentos', null],
      ['Acuerdo', null],
    ] as const) {
      await page.setViewportSize(PHONE);
      await renata.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog');
      if (ready) await dialog.getByLabel(ready).waitFor();
      else await dialog.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      faults.push(...(await checkScreen(`caso-${button.toLowerCase()}`)));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(faults).toEqual([]);
  });

  it('retiros, actividad, personal and mi cuenta', async () => {
    // One list per test, so a run names every fault at once.
    const faults: string[] = [];
    for (const [section, ready] of [
      ['Retiros', 'Retiros'],
      ['Actividad', 'Actividad'],
      ['Personal', 'Personal'],
    ] as const) {
      await page.setViewportSize(PHONE);
      await openSection(page, section);
      await page.getByRole('heading', { level: 1, name: ready }).waitFor();
      await page.waitForLoadState('networkidle');
      faults.push(...(await checkScreen(section.toLowerCase())));
    }
    await page.getByRole('button', { name: 'Nuevo miembro' }).click();
    await page.getByRole('dialog').getByLabel('Usuario').waitFor();
    faults.push(...(await checkScreen('nuevo-miembro')));
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await accountAction(page, 'Mi cuenta');
    await page.getByRole('heading', { name: 'Sesiones abiertas' }).waitFor();
    await page.waitForLoadState('networkidle');
    faults.push(...(await checkScreen('cuenta')));
    expect(faults).toEqual([]);
  });
});

describe('users on a desktop', () => {
  it('shows at least 12 users per 1280×800 screen in a table, and cards on a phone', async () => {
    await page.setViewportSize(DESKTOP);
    await openSection(page, 'Panel');
    const rows = page.getByRole('tabpanel', { name: 'Usuarios' }).getByTestId('user-row');
    await waitForLoadedRows(page.getByRole('tabpanel', { name: 'Usuarios' }), 25);
    const header = page.getByRole('tabpanel', { name: 'Usuarios' }).getByText('Correo', {
      exact: true,
    });
    expect(await header.isVisible()).toBe(true);
    // Scrolled to the list, as staff read it: the rows wholly on screen, under the sticky tabs.
    await rows.nth(1).evaluate((row) => window.scrollTo(0, row.getBoundingClientRect().top - 120));
    // The rows for the new place are drawn on the frames after the scroll.
    await nextFrames(page);
    const onScreen = await rows.evaluateAll(
      (all) =>
        all.filter((row) => {
          const r = row.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }).length,
    );
    expect(onScreen).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'admin-screens-usuarios-tabla', { fullPage: false });

    await page.setViewportSize(PHONE);
    expect(await header.isVisible()).toBe(false);
    // A card: its own border and rounded corners.
    expect(
      await rows.first().evaluate((el) => parseFloat(getComputedStyle(el).borderRadius)),
    ).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
