import { ESLint } from 'eslint';
import { beforeAll } from 'vitest';

/** The project's own ESLint, as `npm run lint` configures it. */
export const eslint = new ESLint({ cwd: process.cwd() });

/**
 * The messages (`rule: message`) of linting `code` as if it were the file `filePath`, through
 * the project's own eslint.config.js (what `npm run lint` runs). The path need not exist.
 */
export async function lintAs(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/**
 * The first lint loads the configuration, its plugins and TypeScript's program: paid in the
 * file's beforeAll, once, not inside the first case's time limit (a busy machine took more than
 * its 30 s).
 */
export const warmUpLint = () =>
  beforeAll(() => lintAs('web/lib/warm-up.ts', 'export const warm = 1;\n'), 180_000);
