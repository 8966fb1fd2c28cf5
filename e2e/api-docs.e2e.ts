import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type TestServer } from './support/server';

// The API reference (docs/product/operations.md#api-documents): Swagger UI's files under the
// app's own CSP, reading the public document. A violated CSP shows as a console error.
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])('shows the public API at /api/docs within the CSP ($width px)', async (viewport) => {
  const { context, errors } = await newContext(browser, server.url, { viewport });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto('/api/docs');
  await page.getByText('Cartera USDT — API de la aplicación').waitFor();
  await page.getByText('Iniciar sesión con correo y contraseña').first().waitFor();
  await page.getByText('Iniciar sesión con correo y contraseña').first().click();
  await page.getByText('Request body').first().waitFor();
  expect(await page.content()).not.toContain(server.adminPrefix);
  expect(await page.getByText('/api/admin').count()).toBe(0);
  await screenshot(page, `api-docs-${viewport.width}`, { fullPage: false });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
