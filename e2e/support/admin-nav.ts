import type { Page } from 'playwright-core';
import { waitForApp } from './browser';

/** The admin header's 'Menú' button (shown below the desktop width). */
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menú', exact: true });

/** The section navigation, opening the phone menu first when the screen is narrow. */
async function sectionsNav(page: Page) {
  await waitForApp(page);
  const menu = menuButton(page);
  const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
  // The header is drawn: either the phone's button or the desktop row is there.
  await menu.or(nav).first().waitFor();
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
  }
  return nav;
}

/**
 * Opens a screen of the panel by its address and waits until it works: a page the server
 * rendered is `inert` until the panel's code hydrates it.
 */
export async function openPanel(page: Page, adminPrefix: string, path: string) {
  await page.goto(`/${adminPrefix}${path}`);
  await waitForApp(page);
}

/** Follows a section link of the admin header ('Mediación', 'Retiros', …) as a person would. */
export async function openSection(page: Page, name: string) {
  const nav = await sectionsNav(page);
  await nav.getByRole('link', { name, exact: true }).click();
}

/** The names of the sections the header offers (in order). */
export async function sectionNames(page: Page): Promise<string[]> {
  const nav = await sectionsNav(page);
  await nav.getByRole('link').first().waitFor();
  const names = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
  if (await menuButton(page).isVisible()) await page.keyboard.press('Escape');
  return names;
}

/** 'Mi cuenta' or 'Cerrar sesión' from the account menu (desktop) or the phone menu. */
export async function accountAction(page: Page, action: 'Mi cuenta' | 'Cerrar sesión') {
  await sectionsNav(page);
  if (await menuButton(page).isVisible()) {
    const role = action === 'Mi cuenta' ? 'link' : 'button';
    await page.getByRole('banner').getByRole(role, { name: action, exact: true }).click();
    return;
  }
  await page.getByRole('button', { name: /^Cuenta \(/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
}
