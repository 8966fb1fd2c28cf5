import type { Browser, Locator, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBenchDatabase } from '../bench/support/postgres';
import { seedPendingOrders, seedStageCases } from '../bench/support/seed-queues';
import { openSection } from './support/admin-nav';
import { signInAdmin } from './support/auth';
import {
  expectNoSidewaysScroll,
  launchBrowser,
  newContext,
  PHONE_VIEWPORT,
} from './support/browser';
import { startServer, type TestServer } from './support/server';
import { drawnPositions, nextFrames, waitForLoadedRows } from './support/virtual-rows';

/*
 * The mediation board's stage list and the withdrawal queue draw only the cards near the screen
 * (docs/decisions/admin-lists.md#rows-on-screen). On PostgreSQL, so the test can give the demo's
 * crowd (120 people at .example addresses) a case each in 'Invitados' and a pending order for
 * each of their wallets: lists several pages long.
 */
const DESKTOP = { width: 1280, height: 800 };
const CROWD = '%.example';

let database: Awaited<ReturnType<typeof createBenchDatabase>>;
let server: TestServer;
let browser: Browser;
let cases = 0;
let orders = 0;
beforeAll(async () => {
  database = await createBenchDatabase();
  [server, browser] = await Promise.all([
    startServer({ env: { DATABASE_URL: database.url } }),
    launchBrowser(),
  ]);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await seedStageCases(client, CROWD, 'invitados');
    await seedPendingOrders(client, CROWD);
    cases = Number(
      (await client.query(`select count(*) from users where mediation_status = 'invitados'`))
        .rows[0].count,
    );
    orders = Number(
      (await client.query(`select count(*) from withdrawals where status = 'pending'`)).rows[0]
        .count,
    );
  } finally {
    await client.end();
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function adminPage(viewport: { width: number; height: number }) {
  const { context, errors } = await newContext(browser, server.url, { viewport });
  const page = await context.newPage();
  await signInAdmin(page, server.adminPrefix);
  return { context, errors, page };
}

interface ListUnderTest {
  /** The list (its accessible name). */
  list: (page: Page) => Locator;
  /** Its cards. */
  card: string;
  /** Says the list is complete. */
  end: string;
}

const board: ListUnderTest = {
  list: (page) => page.getByRole('list', { name: 'Casos', exact: true }),
  card: 'mediation-case',
  end: 'No hay más casos.',
};
const queue: ListUnderTest = {
  list: (page) => page.getByRole('list', { name: 'Retiros pendientes' }),
  card: 'queue-order',
  end: 'No hay más retiros.',
};

/** The list items (rows) drawn, each a card. */
const rowsOf = (page: Page, { list, card }: ListUnderTest) =>
  list(page)
    .locator(':scope > li')
    .filter({ has: page.getByTestId(card) });

/**
 * Scrolls to the page's end, as a person keeps scrolling, until every row (`total`) is loaded
 * and the end is said. (Rows drawn at the end are measured taller or shorter than estimated, so
 * the page's end moves after each scroll.)
 */
async function scrollToEnd(page: Page, under: ListUnderTest, total: number) {
  const loaded = () => under.list(page).getAttribute('data-count').then(Number);
  await waitForLoadedRows(page, 25);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 100_000);
        return loaded();
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(total);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 100_000);
        return rowsOf(page, under)
          .and(page.locator(`[aria-posinset="${total}"]`))
          .count();
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(1);
  await page.getByText(under.end).waitFor();
}

/** The position (aria-posinset) of a row in the middle of the screen (left of a desktop's two columns). */
const middleRow = (page: Page) =>
  page.evaluate(() => {
    for (let y = window.innerHeight / 2; y < window.innerHeight; y += 16) {
      const row = document.elementFromPoint(window.innerWidth * 0.3, y)?.closest('[aria-posinset]');
      if (row) return Number(row.getAttribute('aria-posinset'));
    }
    return 0;
  });

/** Where keyboard focus is: the row's position. */
const focusedRow = (page: Page) =>
  page.evaluate(() =>
    Number(document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset')),
  );

/** Checks the drawn rows: a short run in order, the last ones drawn and the whole list counted. */
async function expectOnlyTheEndDrawn(page: Page, under: ListUnderTest, total: number) {
  const drawn = await drawnPositions(rowsOf(page, under));
  expect(drawn.length).toBeLessThan(40);
  expect(drawn.at(-1)).toBe(total);
  expect(drawn[0]).toBeGreaterThan(total - 40);
  expect(drawn).toEqual(drawn.map((_, k) => drawn[0]! + k));
  const sizes = await rowsOf(page, under).evaluateAll((all) =>
    all.map((row) => row.getAttribute('aria-setsize')),
  );
  expect(new Set(sizes)).toEqual(new Set([String(total)]));
}

/**
 * Closes the open dialog with Escape and waits for focus to be back on the row at `position`:
 * the dialog hands focus back on the tick after it unmounts (and focusing scrolls the page), so
 * nothing may be read or scrolled before.
 */
async function closeDialogBackTo(page: Page, position: number) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await expect.poll(() => focusedRow(page)).toBe(position);
}

/**
 * Opens a dialog with `open` from the row in the middle of the screen, half way down the list,
 * closes it with Escape, and checks the page did not move and focus is back on that row.
 */
async function dialogKeepsPlace(
  page: Page,
  under: ListUnderTest,
  open: (row: Locator) => Promise<void>,
) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await nextFrames(page);
  const position = await middleRow(page);
  expect(position).toBeGreaterThan(25);
  const row = rowsOf(page, under).and(page.locator(`[aria-posinset="${position}"]`));
  const scrolled = await page.evaluate(() => window.scrollY);
  await open(row);
  await page.getByRole('dialog').waitFor();
  await closeDialogBackTo(page, position);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  return { position, row };
}

describe.each([
  ['escritorio', DESKTOP],
  ['teléfono', PHONE_VIEWPORT],
])('long lists on a %s', (_size, viewport) => {
  it('draws only the stage cases near the screen, counts them, keeps picks and its place across dialogs', async () => {
    expect(cases).toBeGreaterThan(100);
    const { context, errors, page } = await adminPage(viewport);
    await openSection(page, 'Mediación');
    await rowsOf(page, board).first().waitFor();
    expect(await rowsOf(page, board).first().getAttribute('aria-setsize')).toBe('-1');
    // Pick the first case, then scroll it far out of the DOM.
    const first = rowsOf(page, board).and(page.locator('[aria-posinset="1"]'));
    await first.getByRole('checkbox').check();
    await page.getByTestId('bulk-selected').waitFor();
    const picked = await page.getByTestId('bulk-selected').textContent();

    await scrollToEnd(page, board, cases);
    await expectNoSidewaysScroll(page);
    await expectOnlyTheEndDrawn(page, board, cases);
    expect(await first.count()).toBe(0);
    expect(await page.getByTestId('bulk-selected').textContent()).toBe(picked);
    // Every loaded case picked: the rows drawn now and later come checked.
    await page.getByRole('checkbox', { name: `Seleccionar los ${cases} visibles` }).check();
    const checked = () =>
      rowsOf(page, board).evaluateAll((all) =>
        all.map((row) => row.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked),
      );
    expect(new Set(await checked())).toEqual(new Set([true]));

    // The user detail (the name) and a move's dialog, from a case half way down.
    const { position, row } = await dialogKeepsPlace(page, board, (row) =>
      row.getByRole('button').first().click(),
    );
    await dialogKeepsPlace(page, board, (row) =>
      row.getByRole('button', { name: /^Pasar a / }).click(),
    );
    // By keyboard: Tab from a case's checkbox reaches its name, Enter opens the detail.
    await row.getByRole('checkbox').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await closeDialogBackTo(page, position);

    // Back at the top, the first case is drawn again, still picked.
    await page.evaluate(() => window.scrollTo(0, 0));
    await first.waitFor();
    expect(await first.getByRole('checkbox').isChecked()).toBe(true);
    expect(new Set(await checked())).toEqual(new Set([true]));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws only the orders near the screen (whole lines of two on a desktop), counts them, and keeps its place across dialogs', async () => {
    expect(orders).toBeGreaterThan(100);
    const { context, errors, page } = await adminPage(viewport);
    await openSection(page, 'Retiros');
    await rowsOf(page, queue).first().waitFor();
    expect(await rowsOf(page, queue).first().getAttribute('aria-setsize')).toBe('-1');

    await scrollToEnd(page, queue, orders);
    await expectNoSidewaysScroll(page);
    await expectOnlyTheEndDrawn(page, queue, orders);
    const drawn = await drawnPositions(rowsOf(page, queue));
    const columns = viewport.width >= 1024 ? 2 : 1;
    // A line is drawn whole: the first drawn order starts one.
    expect((drawn[0]! - 1) % columns).toBe(0);
    if (columns === 2) {
      const tops = await rowsOf(page, queue).evaluateAll((all) =>
        all.slice(0, 2).map((row) => row.getBoundingClientRect().top),
      );
      expect(tops[0]).toBe(tops[1]);
    }

    // The user detail and the order's own 'Rechazar' dialog, from an order half way down.
    await dialogKeepsPlace(page, queue, (row) => row.locator('dd button').first().click());
    const { position, row } = await dialogKeepsPlace(page, queue, (row) =>
      row.getByRole('button', { name: 'Rechazar' }).click(),
    );
    // By keyboard: focus the order's user, Enter opens the detail.
    await row.locator('dd button').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await closeDialogBackTo(page, position);
    expect(errors).toEqual([]);
    await context.close();
  });
});
