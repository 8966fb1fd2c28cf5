/**
 * `npm run bench:bundle`: each web app's initial JavaScript per screen (the entry and what it
 * imports, plus the screen's own chunks, all of which the first visit to that screen loads), raw
 * and gzipped, beside two yardsticks built in the same run: a bare React 19 page
 * (bench/reference) and the decided stack with nothing of the app (bench/reference-stack: React,
 * TanStack Query, wouter). Goal: the user app's first screen (/auth or /) ≤ 90 KB gzipped.
 *
 * `--check` (CI, on a build): only the first screens' budgets, stated in
 * docs/decisions/web-speed.md#budgets; exits 1 when one is exceeded, or when one of those screens
 * loads zod at first (zod's chunk, or @hookform/resolvers' zod chunk, both named for it).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { zodChunk } from '../scripts/chunk-groups';
import { readViteManifest } from '../scripts/vite-manifest';
import { type Budget, checkBudgets, readBudgetsFile } from './bundle-budgets';
import { buildReferencePage } from './support/reference-page';

const dist = path.resolve(import.meta.dirname, '../dist/web');
const GOAL_KB = 90;
/**
 * What the admin lists load as soon as the browser is idle after their rows appear, so a first
 * open paints at once (web/admin/components/detail-dialogs.tsx): it evaluates inside the window in
 * which Lighthouse counts blocking time, so `--check` holds it to the first screens' rule, no zod.
 */
const IDLE_PRELOADS = [
  '../features/admin-detail/components/user-detail-dialog.tsx',
  '../features/admin-detail/components/wallet-detail-dialog.tsx',
];
/** The screens a visit starts on: /auth for a new visitor, / for a signed-in one. */
const FIRST_SCREENS = ['pages/auth-page.tsx', 'pages/dashboard-page.tsx'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const gzip = (content: Buffer) => gzipSync(content, { level: 9 }).length;

const sizes = new Map<string, { raw: number; gz: number }>();
function size(file: string) {
  let known = sizes.get(file);
  if (!known) {
    const content = readFileSync(file);
    known = { raw: content.length, gz: gzip(content) };
    sizes.set(file, known);
  }
  return known;
}

const total = (dir: string, files: string[]) =>
  files.reduce(
    (sum, file) => {
      const { raw, gz } = size(path.join(dir, file));
      return { raw: sum.raw + raw, gz: sum.gz + gz };
    },
    { raw: 0, gz: 0 },
  );

/** A yardstick page's JavaScript, gzipped (each is a single chunk). */
async function referenceGz(name: string, work: string): Promise<number> {
  const assets = path.join(await buildReferencePage(path.join(work, name), name), 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return total(assets, scripts).gz;
}

/** An app's build: its common entry and each screen's first load (entry + its own chunks). */
function appBuild(app: Budget['app']) {
  const dir = path.join(dist, app);
  const manifest = readViteManifest(path.join(dist, `${app}-manifest.json`));
  const entry = total(dir, manifest.entryFiles);
  const screen = (page: string) => {
    const own = total(dir, manifest.pageFiles(page));
    return { own, gz: entry.gz + own.gz, raw: entry.raw + own.raw };
  };
  const loadsZod = (page: string) => manifest.firstLoadNames(page).includes(zodChunk.name);
  return { entry, pages: manifest.pages, screen, loadsZod, manifest };
}

if (process.argv.includes('--check')) {
  if (!['user', 'admin'].every((app) => existsSync(path.join(dist, `${app}-manifest.json`)))) {
    console.error('Falta la construcción (dist/web): ejecuta npm run build.');
    process.exit(1);
  }
  const builds = { user: appBuild('user'), admin: appBuild('admin') };
  const budgets = readBudgetsFile(
    path.resolve(import.meta.dirname, '../docs/decisions/web-speed.md'),
  );
  const { ok, lines } = checkBudgets(budgets, (app, page) =>
    builds[app].pages.includes(page)
      ? { gzBytes: builds[app].screen(page).gz, loadsZod: builds[app].loadsZod(page) }
      : undefined,
  );
  const idle = IDLE_PRELOADS.map((key) => {
    const zod = builds.admin.manifest.loadNames(key).includes(zodChunk.name);
    const name = `admin ${path.basename(key)} (al quedar libre el navegador)`;
    return { ok: !zod, line: zod ? `✗ ${name}: incluye zod` : `✓ ${name}: sin zod` };
  });
  console.log('Presupuestos de la primera pantalla (JavaScript gzip, docs/decisions/web-speed.md)');
  for (const line of [...lines, ...idle.map((i) => i.line)]) console.log(`  ${line}`);
  process.exit(ok && idle.every((i) => i.ok) ? 0 : 1);
}

const work = mkdtempSync(path.join(tmpdir(), 'cartera-bench-bundle-'));
let reactOnly: number;
let stack: number;
try {
  reactOnly = await referenceGz('reference', work);
  stack = await referenceGz('reference-stack', work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log('\nReferencias (gzip)');
console.log(`  ${'React 19 sola'.padEnd(36)} ${kb(reactOnly)}`);
console.log(`  ${'React + TanStack Query + wouter'.padEnd(36)} ${kb(stack)}`);

for (const app of ['user', 'admin'] as const) {
  const { entry, pages, screen } = appBuild(app);
  console.log(`\n${app === 'user' ? 'App de usuario' : 'App de administración'}`);
  console.log(`  ${'entrada (común)'.padEnd(36)} ${kb(entry.gz)} gzip ${kb(entry.raw)}`);
  for (const page of pages) {
    const { own, gz, raw } = screen(page);
    console.log(
      `  ${path.basename(page, '.tsx').padEnd(36)} ${kb(gz)} gzip ${kb(raw)}   (pantalla ${kb(own.gz).trim()}, ${(gz / stack).toFixed(2)} × pila)`,
    );
  }
  if (app === 'user') {
    for (const page of FIRST_SCREENS) {
      const { gz } = screen(page);
      const verdict = gz <= GOAL_KB * 1024 ? 'cumple' : 'NO cumple';
      console.log(
        `  Primera pantalla ${path.basename(page, '.tsx')}: ${kb(gz).trim()}, ${kb(gz - stack).trim()} más que la pila (meta ≤ ${GOAL_KB} KB: ${verdict})`,
      );
    }
  }
}
