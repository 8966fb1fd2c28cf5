import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium, headless (see the briefing). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface ContextOptions {
  /** Pretend the app runs installed (the /auth install gate then shows the form). */
  standalone?: boolean;
  viewport?: { width: number; height: number };
  /**
   * 'block' for a page whose tests hold or cut its calls with `page.route`: once the app's
   * service worker controls the page, Chromium sometimes sends the page's calls past Playwright's
   * interception (playwright#1090), and the cut call then reaches the server.
   */
  serviceWorkers?: 'allow' | 'block';
  /** The browser's time zone (IANA name); the machine's when absent. */
  timezoneId?: string;
}

// The browser logs every 401 answer; signed-out checks (GET /api/user) and wrong passwords
// answer 401 by design.
const EXPECTED_CONSOLE = /^Failed to load resource: the server responded with a status of 401/;

/**
 * A fresh context (own cookies and storage) at phone size. Console errors and uncaught page
 * errors are collected in `errors`; a test should end with `expect(errors).toEqual([])`.
 */
export async function newContext(browser: Browser, baseURL: string, options: ContextOptions = {}) {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? PHONE_VIEWPORT,
    locale: 'es-MX',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    timezoneId: options.timezoneId,
  });
  if (options.standalone) await forceStandalone(context);
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE.test(message.text())) {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  context.on('weberror', (error) => errors.push(error.error().message));
  return { context, errors };
}

/**
 * Playwright cannot emulate `display-mode: standalone` (nor can CDP's setEmulatedMedia): wrap matchMedia so the
 * app's JavaScript check sees an installed app.
 */
export async function forceStandalone(context: BrowserContext) {
  await context.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!query.includes('display-mode: standalone')) return original(query);
      const list = original('(min-width: 0px)');
      return Object.defineProperty(list, 'media', { value: query }) as MediaQueryList;
    };
  });
}

/**
 * Full-page PNG in e2e/artifacts/<name>.png (git-ignored); look at it. `fullPage: false` takes
 * the viewport only (a dialog over a long page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: artifactPath(name), fullPage });
}

/** Where a screenshot named `name` is saved (the folder is made on the way). */
export function artifactPath(name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, `${name}.png`);
}

/** The toast on screen with this text (Radix renders each toast as an open `li`). */
export const toastWith = (page: Page, text: string) =>
  page.locator('li[data-state="open"]').filter({ hasText: text });

/** The page never scrolls sideways (everything fits the viewport's width). */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Waits until the page works: a page the server rendered is `inert` until the app hydrates it
 * (a real browser offers installation only once the app has registered its service worker).
 */
export async function waitForApp(page: Page) {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}
