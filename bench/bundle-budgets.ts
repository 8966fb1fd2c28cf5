/**
 * The first screens' JavaScript budgets, read from the table under "## Budgets" in
 * docs/decisions/web-speed.md (the one place they are stated), and the verdict
 * `npm run bench:bundle -- --check` gives on a build: each budgeted screen within its weight, and
 * loading no zod before a person uses a form (web-speed.md#no-zod-on-a-first-screen).
 */
import { readFileSync } from 'node:fs';

export interface Budget {
  app: 'user' | 'admin';
  /** The screen's module in the app's Vite manifest, e.g. 'pages/auth-page.tsx'. */
  page: string;
  /** The most its first load may weigh, gzipped, in KB (1024 bytes). */
  kb: number;
}

const ROW =
  /^\|\s*(user|admin)\s*\|\s*`(pages\/[\w-]+\.tsx)`\s*\|[^|]*\|\s*(\d+(?:\.\d+)?)\s*\|\s*$/;

/** The budget rows of the "## Budgets" section (app | `page` | measured | budget). */
export function readBudgets(markdown: string): Budget[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Budgets'));
  if (!section) return [];
  return section.split('\n').flatMap((line) => {
    const match = ROW.exec(line.trim());
    return match ? [{ app: match[1] as Budget['app'], page: match[2]!, kb: Number(match[3]) }] : [];
  });
}

export const readBudgetsFile = (file: string) => readBudgets(readFileSync(file, 'utf8'));

/** A screen's first load in a build: its weight gzipped, and whether zod is part of it. */
export interface FirstLoad {
  gzBytes: number;
  loadsZod: boolean;
}

/**
 * One line per budget, and whether all are kept. `firstLoad(app, page)` is undefined when the
 * build has no such screen (a renamed page fails too, so a budget cannot silently stop applying).
 */
export function checkBudgets(
  budgets: Budget[],
  firstLoad: (app: Budget['app'], page: string) => FirstLoad | undefined,
) {
  if (budgets.length === 0) {
    return {
      ok: false,
      lines: ['No hay presupuestos en docs/decisions/web-speed.md (## Budgets).'],
    };
  }
  const lines = budgets.map(({ app, page, kb }) => {
    const load = firstLoad(app, page);
    const name = `${app} ${page}`;
    if (load === undefined)
      return { ok: false, line: `✗ ${name}: la pantalla no está en la construcción` };
    if (load.loadsZod) return { ok: false, line: `✗ ${name}: su primera carga incluye zod` };
    const size = (load.gzBytes / 1024).toFixed(1);
    return load.gzBytes <= kb * 1024
      ? { ok: true, line: `✓ ${name}: ${size} KB ≤ ${kb} KB` }
      : { ok: false, line: `✗ ${name}: ${size} KB, excede su presupuesto de ${kb} KB` };
  });
  return { ok: lines.every((l) => l.ok), lines: lines.map((l) => l.line) };
}
