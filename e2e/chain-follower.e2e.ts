import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBenchDatabase } from '../bench/support/postgres';
import { fundOnRunningChain } from '../devchain/fund';
import { readRunningChain } from '../devchain/running-chain';
import { DEMO_USERS } from '../server/seed/demo-data';
import { signIn, signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  launchBrowser,
  newContext,
  screenshot,
  waitForApp,
} from './support/browser';
import { findCutText, seriousA11yViolations } from './support/screen-checks';
import { startServer, type TestServer } from './support/server';

/*
 * Balances that keep themselves fresh: the server's follower runs (every 0.5 s here) against its
 * development chain; USDT sent to a wallet shows on the dashboard without pressing refresh, and
 * staff see the follower at the head. On PostgreSQL, so the test can age the follower's last
 * success for the warning.
 */
const ANA = DEMO_USERS[0]!;
const VACIA = ANA.wallets[2]!.address;
const PRINCIPAL = ANA.wallets[0]!.address;

let database: Awaited<ReturnType<typeof createBenchDatabase>>;
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  database = await createBenchDatabase();
  [server, browser] = await Promise.all([
    startServer({
      env: { DATABASE_URL: database.url, CHAIN_SYNC: 'on', CHAIN_POLL_MS: '500' },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

const card = (page: Page, address: string) =>
  page.locator(`[data-testid="wallet-card"][data-address="${address}"]`);
const onChainTile = async (page: Page, address: string) =>
  (await card(page, address).getByTestId('balance-tile').allInnerTexts())[1]?.replace(/\s+/g, ' ');

/** The server has re-read the wallet by itself (what the page will show on its next read). */
async function serverShows(page: Page, address: string, tokenized: string) {
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/wallets')).json()) as {
          address: string;
          tokenizedBalance: string | null;
        }[];
        return list.find((w) => w.address === address)?.tokenizedBalance;
      },
      { timeout: 20_000 },
    )
    .toBe(tokenized);
}

/** Sideways scroll on the whole page; cut text within `within`; axe on the whole page. */
async function screenFaults(
  page: Page,
  name: string,
  sizes: [string, { width: number; height: number }][],
  within?: string,
) {
  const faults: string[] = [];
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    // The admin header's links scroll sideways in their own strip on a phone, by design.
    const cut = (await findCutText(page, within)).filter(
      (f) => !/ overflows <nav class="[^"]*overflow-x-auto/.test(f),
    );
    faults.push(...cut.map((f) => `${label}: ${f}`));
    await screenshot(page, `${name}-${label}`);
  }
  faults.push(...(await seriousA11yViolations(page)));
  return faults;
}

describe("the creditor's dashboard", () => {
  it('shows a deposit without refresh: on coming back to the page, and every 30 s while open', async () => {
    const { context, errors } = await newContext(browser, server.url, { standalone: true });
    const page = await context.newPage();
    await signIn(page, ANA.email, ANA.password);
    await card(page, VACIA).waitFor();
    expect(await card(page, PRINCIPAL).getByTestId('last-sync').innerText()).toMatch(
      /^Actualizado hace (unos segundos|\d+ min)$/,
    );
    expect(await onChainTile(page, VACIA)).toBe('EN BLOCKCHAIN 0.00 USDT');

    // USDT arrives while the creditor is in another tab; she comes back to the app.
    await fundOnRunningChain(server.dataDir, VACIA, '25');
    await serverShows(page, VACIA, '25.00000000');
    // What the browser fires when a tab comes back to the front.
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await expect
      .poll(() => onChainTile(page, VACIA), { timeout: 5_000 })
      .toBe('EN BLOCKCHAIN 25.00 USDT');
    expect(await card(page, VACIA).getByTestId('last-sync').innerText()).toBe(
      'Actualizado hace unos segundos',
    );
    const exact = await card(page, VACIA)
      .locator('[data-testid="last-sync"] time')
      .getAttribute('title');
    expect(exact).toMatch(/^Última actualización: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [ap]\.m\.$/);

    // More arrives while she looks at the page: the next 30-second read shows it.
    await fundOnRunningChain(server.dataDir, VACIA, '5.5');
    await serverShows(page, VACIA, '30.50000000');
    await expect
      .poll(() => onChainTile(page, VACIA), { timeout: 35_000 })
      .toBe('EN BLOCKCHAIN 30.50 USDT');

    const faults = await screenFaults(page, 'chain-follower-dashboard', [
      ['390', { width: 390, height: 844 }],
      ['320', { width: 320, height: 700 }],
    ]);
    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

async function chainHead() {
  const chain = readRunningChain(server.dataDir)!;
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  return Number(((await response.json()) as { result: string }).result);
}

const CHAIN_LINE = '[data-testid="chain-status"]';

describe('the admin dashboard', () => {
  it("shows the follower at the chain's head, and warns when it is late", async () => {
    const { context, errors } = await newContext(browser, server.url, {
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await signInAdmin(page, server.adminPrefix);
    const line = page.getByTestId('chain-status');
    await line.waitFor();
    const head = await chainHead();
    await expect
      .poll(() => line.innerText(), { timeout: 15_000 })
      .toMatch(
        new RegExp(`^Sincronizado hasta el bloque ${head}, hace \\d+ s · 0 bloques de retraso$`),
      );
    const sizes: [string, { width: number; height: number }][] = [
      ['1280', { width: 1280, height: 800 }],
      ['390', { width: 390, height: 844 }],
    ];
    // The chain line is this test's screen (the statistics above have their own tests).
    const faults = await screenFaults(page, 'chain-follower-admin', sizes, CHAIN_LINE);

    // The node has failed for a quarter of an hour: the follower backs off, staff are warned.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `update chain_sync set last_success_at = now() - interval '15 minutes', failures = 4,
         last_error = 'No se pudo leer la red Ethereum: HTTP request failed.',
         next_attempt_at = now() + interval '1 hour',
         lease_owner = 'otra-instancia', lease_until = now() + interval '1 hour'
       where job = 'follower'`,
    );
    await client.end();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await waitForApp(page);
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'El seguimiento de la cadena está atrasado' });
    await warning.waitFor();
    const text = await warning.innerText();
    expect(text).toContain(`Sincronizado hasta el bloque ${head}, hace 15 min`);
    expect(text).toContain('Los saldos en blockchain pueden no estar al día.');
    expect(text).toContain('Último error: No se pudo leer la red Ethereum: HTTP request failed.');
    faults.push(...(await screenFaults(page, 'chain-follower-admin-late', sizes, CHAIN_LINE)));
    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
