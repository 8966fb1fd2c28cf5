import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * An admin list draws only the rows near the screen (web/admin-lib/virtual-rows.tsx), so "a page
 * is loaded" is its `data-count`, not the rows in the DOM. Waits until `scope`'s list has loaded
 * at least `count` rows (and fewer than `fewerThan`, for a filtered list replacing a longer one)
 * and answers how many it has.
 */
export async function waitForLoadedRows(
  scope: Page | Locator,
  count: number,
  { fewerThan = Infinity } = {},
) {
  const list = scope.getByTestId('virtual-rows');
  let loaded = 0;
  await expect
    .poll(
      async () => {
        loaded = Number((await list.getAttribute('data-count', { timeout: 30_000 })) ?? 0);
        return loaded;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toSatisfy((n: number) => n >= count && n < fewerThan);
  return loaded;
}

/** The positions (aria-posinset) of the rows drawn in `rows`. */
export const drawnPositions = (rows: Locator) =>
  rows.evaluateAll((all) => all.map((row) => Number(row.getAttribute('aria-posinset'))));

/** The next two frames: rows drawn for a scroll are in the DOM after them. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/**
 * Scrolls the page from the top, half a screen at a time, until `row` is drawn (a person looking
 * for it in a list that draws only the rows near the screen); fails at the page's end.
 */
export async function scrollUntilDrawn(page: Page, row: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (;;) {
    await nextFrames(page);
    if ((await row.count()) > 0) return;
    const moved = await page.evaluate(() => {
      const was = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY !== was;
    });
    if (!moved) throw new Error('la fila no está en la lista');
  }
}
