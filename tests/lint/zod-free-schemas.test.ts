import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eslint, lintAs as lint, warmUpLint } from '../support/project-lint';

/**
 * The zod-free schemas/ files (docs/decisions/web-speed.md#less-code-first), proven by linting
 * offending imports through the project's own configuration, as tests/lint/import-boundaries does.
 */
warmUpLint();
const ZOD_FREE = '@typescript-eslint/no-restricted-imports';
/** Only this rule's findings (importing ./profile into money.ts is also a cycle). */
const zodFindings = async (filePath: string, code: string) =>
  (await lint(filePath, code)).filter((m) => m.startsWith(`${ZOD_FREE}:`));
const schemasDir = path.resolve('schemas');
const schemaFiles = readdirSync(schemasDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => path.basename(file, '.ts'));

/** The files the configuration holds zod-free: those it applies the rule to. */
const isRestricted = async (name: string) => {
  const config = (await eslint.calculateConfigForFile(`schemas/${name}.ts`)) as {
    rules?: Record<string, unknown[]>;
  };
  return [2, 'error'].includes(config.rules?.[ZOD_FREE]?.[0] as number | string);
};
const ZOD_FREE_SCHEMAS: string[] = [];
for (const name of schemaFiles) if (await isRestricted(name)) ZOD_FREE_SCHEMAS.push(name);

describe('zod-free schema files', () => {
  it('lists every zod-free file that says it is (a file using zod only names another)', () => {
    const claimed = schemaFiles.filter((name) => {
      const text = readFileSync(path.join(schemasDir, `${name}.ts`), 'utf8');
      return /zod-free|no zod|without zod/i.test(text) && !/from 'zod'/.test(text);
    });
    expect(claimed.length).toBeGreaterThan(0);
    expect(ZOD_FREE_SCHEMAS).toEqual(expect.arrayContaining(claimed));
    // web-speed.md names profile-complete.ts among them.
    expect(ZOD_FREE_SCHEMAS).toContain('profile-complete');
  });

  it.each(ZOD_FREE_SCHEMAS.map((name) => [name]))(
    'schemas/%s.ts refuses zod, directly or through a file',
    async (name) => {
      const file = `schemas/${name}.ts`;
      const cases = [
        "import { z } from 'zod';\n\nexport const used = z;\n",
        "import * as z from 'zod/mini';\n\nexport const used = z;\n",
        // A value from a schema file that imports zod brings zod with it.
        "import { CELLPHONE_DIGITS } from './profile';\n\nexport const used = CELLPHONE_DIGITS;\n",
      ];
      for (const code of cases) {
        const messages = await zodFindings(file, code);
        expect(messages, code).toHaveLength(1);
        expect(messages[0]).toContain('This schemas/ file is zod-free');
      }
    },
  );

  it('allows types from anywhere and values from the other zod-free files', async () => {
    const code = [
      "import type { Profile } from './profile';",
      "import { isProfileComplete } from './profile-complete';",
      '',
      'export const used = (p: Profile) => isProfileComplete(p);',
      '',
    ].join('\n');
    expect(await lint('schemas/identity-status.ts', code)).toEqual([]);
  });

  it('leaves the other schema files free to use zod', async () => {
    expect(
      await lint('schemas/fine.ts', "import { z } from 'zod';\n\nexport const used = z;\n"),
    ).toEqual([]);
  });
});
