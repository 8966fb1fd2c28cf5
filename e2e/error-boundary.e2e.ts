import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { freePort } from './support/server';
import { seriousA11yViolations } from './support/screen-checks';

// The boundary is rendered around a throwing child by a fixture page served by Vite; production
// builds have no way to throw on purpose.
let vite: ViteDevServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  vite = await createServer({
    configFile: false,
    root: path.resolve(import.meta.dirname, 'fixtures/error-boundary'),
    resolve: { alias: { '@': path.resolve(import.meta.dirname, '../web') } },
    plugins: [react(), tailwindcss()],
    server: { host: '127.0.0.1', port, strictPort: true },
    logLevel: 'silent',
  });
  await vite.listen();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

it("shows 'Error de Aplicación' for a render error, logs it, and offers a reload", async () => {
  const { context, errors } = await newContext(
    browser,
    `http://127.0.0.1:${vite.config.server.port}`,
  );
  const page = await context.newPage();
  await page.goto('/');

  await page.getByRole('heading', { name: 'Error de Aplicación' }).waitFor();
  await page.getByText('Ha ocurrido un error inesperado. Por favor, recarga la página.').waitFor();
  const details = page.getByText('Fallo de prueba al dibujar la pantalla').first();
  expect(await details.isVisible()).toBe(false);
  await page.getByText('Detalles del error').click();
  expect(await details.isVisible()).toBe(true);
  await screenshot(page, 'error-boundary');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The error reached the console (docs/product/user-app.md#not-found-and-errors), and only that error.
  expect(errors.some((e) => e.includes('Error de Aplicación'))).toBe(true);
  expect(errors.every((e) => e.includes('Fallo de prueba al dibujar la pantalla'))).toBe(true);

  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Recargar Página' }).click(),
  ]);
  await page.getByRole('heading', { name: 'Error de Aplicación' }).waitFor();
  await context.close();
});
