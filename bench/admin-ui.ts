/**
 * The admin lists in a real Chromium (`npm run bench:admin-ui [users]`, default 10,000): a fresh
 * PostgreSQL database with that many users (one INSERT … SELECT from generate_series: this bench
 * measures the browser, not the load; bench:admin loads a million with COPY), the real app in
 * production mode (bench/support/app-server.ts) serving dist/web (`npm run build` first), and three
 * lists on a 1280×800 screen: Usuarios, the board's 'Invitados' stage (every user is a case there)
 * and the pending withdrawals (one order per user). Figures, each for the first page (the
 * reference) and after scrolling through every row (docs/decisions/admin-lists.md#rows-on-screen):
 * - the list's elements in the DOM (goal: fewer than 1,500);
 * - scroll frames, p50 / p95 (goal p95 < 16 ms): Chromium runs without vsync or a frame-rate cap,
 *   so the time between two animation frames is what each frame cost (scroll handler, React,
 *   layout, paint), one `scrollBy` per frame;
 * - opening a row's detail (the user's, from the row's name: the user row, the case card, the
 *   order's 'Usuario'): the click's Event Timing duration (INP-style: from the input to the
 *   next paint after its handlers; the API reports only durations of 16 ms and more, so "<16" is
 *   below that) and the time from the click to the first frame with the dialog painted (goal < 100 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { hashPassword } from '../server/adapters/crypto';
import { adminClient, migrateWithAdmin } from './support/admin-requests';
import { startBenchServer } from './support/app-server';
import { createBenchDatabase } from './support/postgres';
import { seedPendingOrders, seedStageCases } from './support/seed-queues';

const USERS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10_000);
const PREFIX = 'admin-bench-prefix-0123456789';
const FRAMES = 240;
const VIEWPORT = { width: 1280, height: 800 };

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const password = await hashPassword('bench-sin-acceso');
    await client.query(
      `insert into users (email, password, name, full_name, cellphone, country_code, country, date,
                          wallet_count, total_balance, verified, created_at)
       select 'usuario' || g || '@correo.example', $1, 'Usuario ' || g,
              'Usuario Bench Número ' || g, lpad((g * 7919 % 100000000)::text, 8, '0'), '+52',
              (array['MX','CO','AR','PE','CL'])[1 + g % 5], 44000 + g % 2000,
              g % 4, ((g * 37 % 100000) || '.' || lpad((g % 100)::text, 2, '0'))::numeric,
              case when g % 3 = 0 then 1 end,
              now() - g * interval '1 minute'
         from generate_series(1, $2::int) g`,
      [password, USERS],
    );
    // A wallet each (addresses apart from the orders' destinations), every user a case in the
    // first stage and a pending order from each wallet.
    await client.query(
      `insert into wallets (user_email, address, name, pretokenized_balance)
       select email, '0xab' || lpad(to_hex(row_number() over (order by email)), 38, '0'),
              'Cartera Bench', 1000
         from users where email like '%@correo.example'`,
    );
    await seedStageCases(client, '%@correo.example', 'invitados');
    await seedPendingOrders(client, '%@correo.example');
    await client.query('vacuum analyze users, wallets, withdrawals');
  } finally {
    await client.end();
  }
}

/** A list measured: where it is, how to find it, its rows and the button that opens a row's detail. */
interface BenchList {
  name: string;
  /** The page under the admin prefix. */
  path: string;
  /** The list (the VirtualRows `ul`), as CSS. */
  list: string;
  /** A row, as CSS (inside the list). */
  row: string;
  /** The button of a row that opens its detail, as CSS (inside the row). */
  opener: string;
}

const LISTS: BenchList[] = [
  {
    name: 'Usuarios',
    path: 'dashboard',
    list: '[role="tabpanel"]:not([hidden]) [data-testid="virtual-rows"]',
    row: '[data-testid="user-row"]',
    opener: 'button',
  },
  {
    name: 'Mediación: casos de la etapa',
    path: 'mediacion',
    list: 'ul[aria-label="Casos"]',
    row: 'li[aria-posinset]',
    opener: '[data-testid="mediation-case"] button[title]',
  },
  {
    name: 'Retiros pendientes',
    path: 'retiros',
    list: 'ul[aria-label="Retiros pendientes"]',
    row: 'li[aria-posinset]',
    opener: 'dd button',
  },
];

const loaded = async (page: Page, list: BenchList) =>
  Number(await page.locator(list.list).getAttribute('data-count'));

/** Elements of the list in the DOM (the list and everything in it). */
const listElements = (page: Page, list: BenchList) =>
  page.locator(list.list).evaluate((ul) => ul.querySelectorAll('*').length + 1);

/** FRAMES frames of `step` px each (down, then back up short of the page end), ms per frame. */
const scrollFrames = (page: Page, step: number) =>
  page.evaluate(
    ([frames, by]) =>
      new Promise<number[]>((done) => {
        const times: number[] = [];
        let last = performance.now();
        let direction = 1;
        const frame = () => {
          const now = performance.now();
          times.push(now - last);
          last = now;
          if (times.length > frames) return done(times.slice(1));
          // Short of the 300 px that would load the next page (the first page stays one page).
          const max = document.documentElement.scrollHeight - window.innerHeight - 400;
          // Up from past `max` (the end of a list scrolled through), down from the top: flipping
          // at each end instead left a scroll that starts past `max` shaking in place.
          const next = window.scrollY + by * direction;
          if (next > max) direction = -1;
          else if (next < 0) direction = 1;
          window.scrollBy(0, by * direction);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [FRAMES, step] as const,
  );

/** Opens the detail of the row in the middle of the screen with a real click, then closes it. */
async function openDetail(page: Page, list: BenchList) {
  const at = await page.evaluate(
    ([rowCss, openerCss]) => {
      const w = window as unknown as {
        benchEvents: PerformanceEventTiming[];
        benchDone: Promise<number>;
      };
      w.benchEvents = [];
      new PerformanceObserver((list) => {
        w.benchEvents.push(...(list.getEntries() as PerformanceEventTiming[]));
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      // Left of the middle (the first of the queue's two columns), down to the first row found.
      let button: HTMLElement | null | undefined;
      for (let y = window.innerHeight / 2; !button && y < window.innerHeight; y += 16) {
        const row = document.elementFromPoint(window.innerWidth * 0.3, y)?.closest(rowCss);
        button = row?.querySelector<HTMLElement>(openerCss);
      }
      if (!button) throw new Error('no hay una fila en el centro de la pantalla');
      // From the click to the first frame after the dialog is in the DOM (then it is painted).
      w.benchDone = new Promise<number>((done) => {
        button.addEventListener(
          'click',
          (event) => {
            const wait = () => {
              if (!document.querySelector('[role="dialog"]')) return requestAnimationFrame(wait);
              requestAnimationFrame(() => done(performance.now() - event.timeStamp));
            };
            requestAnimationFrame(wait);
          },
          { once: true },
        );
      });
      const rect = button.getBoundingClientRect();
      return { x: rect.x + Math.min(20, rect.width / 2), y: rect.y + rect.height / 2 };
    },
    [list.row, list.opener] as const,
  );
  await page.mouse.click(at.x, at.y);
  const figures = await page.evaluate(async () => {
    const w = window as unknown as {
      benchEvents: PerformanceEventTiming[];
      benchDone: Promise<number>;
    };
    const paintedMs = await w.benchDone;
    // Event Timing entries arrive after the paint they measure.
    await new Promise((done) => setTimeout(done, 300));
    const interaction = w.benchEvents.filter((e) =>
      ['pointerdown', 'pointerup', 'click'].includes(e.name),
    );
    return {
      eventMs: interaction.length ? Math.max(...interaction.map((e) => e.duration)) : null,
      paintedMs,
    };
  });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  return figures;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Figures {
  rows: number;
  elements: number;
  middleElements: number;
  drawn: number;
  p50: number;
  p95: number;
  eventMs: number | null;
  paintedMs: number;
}

async function measure(page: Page, list: BenchList): Promise<Figures> {
  const drawn = await page.locator(list.list).locator(list.row).count();
  const elements = await listElements(page, list);
  const frames = await scrollFrames(page, 120);
  // Back to a row of the list in the middle of the screen, away from the page's ends.
  await page.locator(list.list).evaluate((ul) => {
    const r = ul.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + r.top + r.height / 2 - window.innerHeight / 2);
  });
  await page.waitForTimeout(200);
  // Rows drawn above and below the screen there, not only above as at the list's end.
  const middleElements = await listElements(page, list);
  const detail = await openDetail(page, list);
  return {
    rows: await loaded(page, list),
    elements,
    middleElements,
    drawn,
    p50: pct(frames, 50),
    p95: pct(frames, 95),
    ...detail,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-bench-admin-ui-'));
const { url, drop } = await createBenchDatabase();
try {
  await migrateWithAdmin(url);
  const started = performance.now();
  await seed(url);
  const seedSeconds = (performance.now() - started) / 1000;

  const server = await startBenchServer(url, dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      // Frames as fast as they can be made: the time between two is what one cost.
      '--disable-gpu-vsync',
      '--disable-frame-rate-limit',
    ],
  });
  try {
    const { token } = await adminClient(server.base);
    const context = await browser.newContext({ viewport: VIEWPORT });
    // tsx names the functions this file hands to page.evaluate with a __name helper: give the
    // page one that does nothing.
    await context.addInitScript('window.__name = (f) => f;');
    await context.addInitScript((t) => localStorage.setItem('adminToken', t), token);
    const page = await context.newPage();
    console.log(
      `bench:admin-ui: ${USERS.toLocaleString('es-MX')} usuarios, casos y retiros (sembrados en ${seedSeconds.toFixed(1)} s), Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height}`,
    );
    let ok = true;
    for (const list of LISTS) {
      await page.goto(`${server.base}/${PREFIX}/${list.path}`);
      await page.locator(list.list).waitFor();
      await page.waitForTimeout(500);
      const first = await measure(page, list);

      const started = performance.now();
      // Through every row: to the page's end, again and again (the end moves as the rows drawn
      // there are measured), as each page arrives.
      for (let count = await loaded(page, list); count < USERS;) {
        await page.waitForFunction(
          ([css, was]) => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return Number(document.querySelector(css)?.getAttribute('data-count')) > was;
          },
          [list.list, count] as const,
          { timeout: 30_000, polling: 100 },
        );
        count = await loaded(page, list);
      }
      const scrollSeconds = (performance.now() - started) / 1000;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(500);
      const deep = await measure(page, list);

      const fmt = (v: number | null) => (v === null ? '<16' : v.toFixed(1));
      const rows: [string, (f: Figures) => string, string][] = [
        ['filas cargadas', (f) => f.rows.toLocaleString('es-MX'), ''],
        ['filas dibujadas', (f) => String(f.drawn), ''],
        ['elementos de la lista en el DOM', (f) => String(f.elements), '< 1500'],
        ['  …en medio de la lista', (f) => String(f.middleElements), '< 1500'],
        ['cuadro de scroll p50 (ms)', (f) => f.p50.toFixed(1), ''],
        ['cuadro de scroll p95 (ms)', (f) => f.p95.toFixed(1), '< 16'],
        ['abrir detalle: Event Timing (ms)', (f) => fmt(f.eventMs), '< 100'],
        ['abrir detalle: clic → diálogo pintado (ms)', (f) => f.paintedMs.toFixed(1), '< 100'],
      ];
      console.log(
        `\n  ${list.name}: ${USERS.toLocaleString('es-MX')} filas recorridas en ${scrollSeconds.toFixed(0)} s`,
      );
      console.log(
        `  ${'medida'.padEnd(44)}${'página 1'.padStart(10)}${'al final'.padStart(10)}  meta`,
      );
      for (const [label, value, goal] of rows) {
        console.log(
          `  ${label.padEnd(44)}${value(first).padStart(10)}${value(deep).padStart(10)}  ${goal}`,
        );
      }
      const within =
        deep.elements < 1500 &&
        deep.middleElements < 1500 &&
        deep.p95 < 16 &&
        (deep.eventMs ?? 0) < 100 &&
        deep.paintedMs < 100 &&
        deep.rows >= USERS;
      console.log(within ? '  Dentro de las metas.' : '  FUERA de alguna meta.');
      ok &&= within;
    }
    await context.close();
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
