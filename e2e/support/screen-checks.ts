import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Two frames after a change of size: what fits itself to its box (an amount stepping down,
 * web/lib/use-fit-text.ts) does so in the frame after the change.
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * Every piece of visible text that does not fit: the page scrolling sideways, a text box whose
 * content is wider than the box (ellipsis, clipped), or text lying outside the box of any of its
 * ancestors (overflowing a tile, a card, a button). One evaluate per screen. Answers one line
 * per fault, e.g. `"1,520.123456 USDT" overflows <span class="…">`. `within`: only the text
 * inside the first element matching this selector (the page's sideways scroll is always checked).
 */
export async function findCutText(page: Page, within?: string): Promise<string[]> {
  await settled(page);
  return page.evaluate((within) => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      faults.push(`page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    }
    // Radix's announcers and the like: clipped to nothing on purpose.
    const visuallyHidden = (el: Element) => {
      for (let box: Element | null = el; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.clip !== 'auto' || style.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
    // Cards and alerts keep to the page's column (content pushing one wider shows no cut text).
    for (const main of document.querySelectorAll('main')) {
      const box = main.getBoundingClientRect();
      const style = getComputedStyle(main);
      const left = box.left + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.paddingRight);
      for (const card of main.querySelectorAll('.shadow-card, [role="alert"]')) {
        const r = card.getBoundingClientRect();
        if (r.width > 0 && (r.left < left - 1 || r.right > right + 1)) {
          faults.push(`${describe(card)} is wider than the page column`);
        }
      }
    }
    const scope = (within && document.querySelector(within)) || document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      // Screen-reader-only text is clipped on purpose; hidden text is not seen.
      // So is the content of a closed <details> (its summary shows).
      if (
        !text ||
        !el ||
        el.closest(
          '.sr-only, [aria-hidden="true"], [hidden], script, style, details:not([open]) > :not(summary)',
        )
      )
        continue;
      if (visuallyHidden(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const style = getComputedStyle(el);
      // An e-mail or a name cut with an ellipsis on purpose, whole on hover (its title).
      const truncated = style.textOverflow === 'ellipsis' && el.getAttribute('title') === text;
      if (truncated) continue;
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible') {
        faults.push(`"${text}" is cut by its own box ${describe(el)}`);
        continue;
      }
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const boxStyle = getComputedStyle(box);
        if (boxStyle.display === 'contents') continue;
        const outer = box.getBoundingClientRect();
        // A box that scrolls up and down (a long dialog) shows the rest as it is scrolled: only
        // text beyond its sides is cut.
        const scrollsDown = ['auto', 'scroll'].includes(boxStyle.overflowY);
        const outside = rects.some(
          (r) =>
            r.left < outer.left - 1 ||
            r.right > outer.right + 1 ||
            (!scrollsDown && (r.top < outer.top - 1 || r.bottom > outer.bottom + 1)),
        );
        if (outside) {
          faults.push(`"${text}" overflows ${describe(box)}`);
          break;
        }
        // A fixed or absolute box (a toast, a menu) is laid out apart from its ancestors.
        if (boxStyle.position === 'fixed' || boxStyle.position === 'absolute') break;
      }
    }
    return faults;
  }, within);
}

/**
 * Text that breaks where it must not (docs/decisions/amounts-and-screen-states.md): an amount
 * ('1,520.12 USDT', digits and unit) laid out on two lines, or a button's or tab's label that
 * wraps. One line per fault, e.g. `amount "10,292.87 USDT" spans 2 lines`.
 */
export async function findBrokenLines(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(() => {
    const faults: string[] = [];
    // Lines a range is laid out on: rects that overlap vertically share a line.
    const lineCount = (range: Range) => {
      const rects = [...range.getClientRects()]
        .filter((r) => r.width > 0 && r.height > 0)
        .sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const r of rects) {
        if (r.top >= bottom - Math.min(r.height, 4) / 2) lines += 1;
        bottom = Math.max(bottom, r.bottom);
      }
      return lines;
    };
    const hidden = (el: Element) =>
      !!el.closest(
        '.sr-only, [aria-hidden="true"], [hidden], script, style, details:not([open]) > :not(summary)',
      );
    const amount = /[-+]?\d[\d,]*(?:\.\d+)?\s+USDT/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (!el || hidden(el)) continue;
      for (const match of text.matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = lineCount(range);
        if (lines > 1) faults.push(`amount "${match[0]}" spans ${lines} lines`);
      }
    }
    // An amount element may hold its figure in several text nodes.
    for (const el of document.querySelectorAll('[data-amount]')) {
      if (hidden(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = lineCount(range);
      if (lines > 1) faults.push(`amount "${el.textContent}" spans ${lines} lines`);
    }
    for (const button of document.querySelectorAll(
      'button, [role="tab"], [role="button"], [data-slot="button"]',
    )) {
      if (hidden(button)) continue;
      const labels = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = labels.nextNode(); node; node = labels.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || !node.parentElement || hidden(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = lineCount(range);
        if (lines > 1) faults.push(`button label "${text}" wraps to ${lines} lines`);
      }
    }
    return faults;
  });
}

/**
 * axe-core's serious and critical violations of WCAG 2.x A/AA on the page as it is now. Axe runs
 * in the page itself (legacy mode: our pages hold no frames, and the default mode opens a blank
 * page per check to merge frames' results) and reports only violations: a third of
 * the time per check (docs/decisions/dev-loop.md#axe-in-the-page).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Starts recording what the page's live regions say; the answer reads the record. Radix shows a
 * toast's announcement for one second only, so a look at the page afterwards may find nothing.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  const handle = await page.evaluateHandle(() => {
    const said: string[] = [];
    const listen = () => {
      for (const region of document.querySelectorAll('[aria-live]:not([aria-live="off"])')) {
        const text = region.textContent?.trim();
        if (text && !said.includes(text)) said.push(text);
      }
    };
    new MutationObserver(listen).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    return said;
  });
  return () => handle.jsonValue();
}
