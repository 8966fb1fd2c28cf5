import type { BrowserContext, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from './support/auth';
import { newContext, PHONE_VIEWPORT, screenshot, waitForApp } from './support/browser';
import { setupE2E } from './support/suite';
import { zoned } from './support/zoned-time';

/** The user app's first screen comes rendered by the server (docs/decisions/server-rendering.md). */
const e2e = setupE2E();

async function signInByApi(context: BrowserContext) {
  const response = await context.request.post('/api/login', {
    data: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  expect(response.status()).toBe(200);
}

describe('a page rendered by the server', () => {
  it('shows the signed-in dashboard before (and without) any script', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: PHONE_VIEWPORT,
      javaScriptEnabled: false,
    });
    await signInByApi(context);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.getByTestId('total-balance').innerText()).toBe('1,750.50 USDT');
    expect(await page.getByTestId('user-email').innerText()).toBe(DEMO_USER.email);
    expect(await page.getByTestId('wallet-card').count()).toBe(3);
    // Nothing on it can be used before the app's code runs.
    expect(await page.locator('#root[inert]').count()).toBe(1);
    await screenshot(page, 'server-rendered-without-scripts');
    // /profile's form arrives filled with what the creditor saved, before any script.
    const saved = (await (await context.request.get('/api/profile')).json()) as {
      fullName: string;
      cellphone: string;
      countryCode: string;
    };
    await page.goto('/profile');
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe(saved.fullName);
    expect(await page.getByLabel('País').inputValue()).toBe(saved.countryCode);
    expect(await page.getByLabel('Teléfono celular').inputValue()).toBe(saved.cellphone);
    expect(saved.countryCode).toBe('+52');
    // A destination in the address (back from the confirmation) is in its field before any script.
    const [wallet] = (await (await context.request.get('/api/wallets')).json()) as { id: string }[];
    const destination = '0x000000000000000000000000000000000000dEaD';
    await page.goto(`/withdraw/${wallet!.id}?address=${destination}`);
    expect(await page.getByLabel('Dirección de destino (ERC-20)').inputValue()).toBe(destination);
    await context.close();
  });

  it('hydrates without reading again what it was rendered from, and then works', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    await signInByApi(context);
    const page = await context.newPage();
    const reads: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(`${request.method()} ${url.pathname}`);
    };
    page.on('request', onRequest);
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Tus Carteras' }).waitFor();
    expect(reads).toEqual([]);
    page.off('request', onRequest);

    await page.getByRole('link', { name: 'Retirar' }).first().click();
    await page.getByRole('heading', { name: 'Retirar Fondos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/withdraw');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['with', false],
    ['without', true],
  ])(
    'preloads every file of the screen one by one %s the browser’s scheduler, then hydrates',
    async (_, noScheduler) => {
      const { context, errors } = await newContext(e2e.browser, e2e.server.url);
      // Browsers without scheduler.postTask (Safari, Firefox) take start.js's setTimeout path.
      if (noScheduler)
        await context.addInitScript(() => Reflect.deleteProperty(window, 'scheduler'));
      // How many preload links each task adds: an observer hears once per task, after it.
      await context.addInitScript(() => {
        const perTask: number[] = [];
        Object.assign(window, { preloadsPerTask: perTask });
        new MutationObserver((records) => {
          const added = records.flatMap((record) => [...record.addedNodes]);
          const links = added.filter((node) => (node as HTMLLinkElement).rel === 'modulepreload');
          if (links.length > 0) perTask.push(links.length);
        }).observe(document, { childList: true, subtree: true });
      });
      await signInByApi(context);
      const page = await context.newPage();
      await page.goto('/profile');
      await waitForApp(page);
      const listed = await page
        .locator('script[data-modules]')
        .evaluate((script: HTMLScriptElement) => script.dataset.modules!.split(' '));
      const preloaded = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.getAttribute('href')));
      expect(listed.length).toBeGreaterThan(10);
      // start.js's, in the page's order, before the app's own preloads of what it imports later.
      expect(preloaded.slice(0, listed.length)).toEqual(listed);
      const perTask = await page.evaluate(
        () => (window as unknown as { preloadsPerTask: number[] }).preloadsPerTask,
      );
      expect(perTask.slice(0, listed.length)).toEqual(listed.map(() => 1));
      expect(await page.evaluate(() => 'scheduler' in window)).toBe(!noScheduler);
      // Hydrated: the form answers.
      await page.getByLabel('Nombre completo').fill('');
      await page.getByRole('button', { name: 'Guardar información' }).click();
      await page.getByText('Nombre completo es requerido').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("shows times in Mexico City's zone until it hydrates, then in the reader's", async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    await signInByApi(context);
    const wallets = (await (await context.request.get('/api/wallets')).json()) as {
      id: string;
      lastSyncAt: string | null;
    }[];
    const wallet = wallets[0]!;
    const refreshed = await context.request.post(`/api/wallets/${wallet.id}/refresh`);
    expect(refreshed.status()).toBe(200);
    const { lastSyncAt } = (await refreshed.json()) as { lastSyncAt: string };

    const html = await (await context.request.get('/')).text();
    expect(html).toContain(zoned(lastSyncAt, 'America/Mexico_City'));

    // A reader in Tokyo: far from the server's zone and from Mexico City's.
    const tokyo = await newContext(e2e.browser, e2e.server.url, { timezoneId: 'Asia/Tokyo' });
    await signInByApi(tokyo.context);
    const page = await tokyo.context.newPage();
    await page.goto('/');
    await waitForApp(page);
    // Once hydrated, the age ('Actualizado hace …') with the exact time in the reader's zone.
    await page
      .getByTestId('last-sync')
      .locator(`time[title="Última actualización: ${zoned(lastSyncAt, 'Asia/Tokyo')}"]`)
      .first()
      .waitFor();
    // /profile's recent activity: this sign-in, in the reader's zone once hydrated.
    await page.goto('/profile');
    await waitForApp(page);
    const signedIn = page.getByRole('list', { name: 'Actividad reciente' }).locator('time').first();
    const at = await signedIn.getAttribute('datetime');
    await expect.poll(() => signedIn.innerText()).toBe(zoned(at!, 'Asia/Tokyo'));
    expect(errors).toEqual([]);
    expect(tokyo.errors).toEqual([]);
    await tokyo.context.close();
    await context.close();
  });

  it('renders a read that failed as its error, and hydrates it as it is', async () => {
    const { context, errors } = await newContext(e2e.browser, e2e.server.url);
    const code = 'AAAA-BBBB-CCCC-DDDD';
    const notFound = `No encontramos ningún documento con el código ${code}`;
    const html = await (await context.request.get(`/verificar/${code}`)).text();
    expect(html).toContain(notFound);

    const page = await context.newPage();
    await page.goto(`/verificar/${code}`);
    await waitForApp(page);
    await page.getByText(notFound).waitFor();
    // Hydrated from the server's answer: no mismatch (React's error #418) and no spinner.
    expect(await page.getByText('Buscando el documento…').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });

  it('picks the install instructions from the User-Agent, and sends a dead session to /auth', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: PHONE_VIEWPORT,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    });
    const html = await (await context.request.get('/auth')).text();
    expect(html).toMatch(/aria-selected="true"[^>]*>(?:(?!<\/button>).)*Android<\/button>/);

    await context.addCookies([{ name: 'sid', value: 'caducada', url: e2e.server.url }]);
    const page = await context.newPage();
    const response = await page.goto('/withdraw');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${e2e.server.url}/withdraw`);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.getByRole('heading', { name: 'Instala la aplicación' }).waitFor();
    await context.close();
  });
});
