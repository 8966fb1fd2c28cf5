import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataFolderLockedError } from './lock';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cartera-lock-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite data-folder lock', () => {
  // Two PGlite data folders created on disk: about 20 s on a loaded machine.
  it(
    'refuses a second opening of the same folder until the first is closed',
    { timeout: 90_000 },
    async () => {
      const pgliteDir = path.join(dir, 'pglite');
      const first = await openDatabase({ pgliteDir });
      const second = await openDatabase({ pgliteDir }).catch((err: unknown) => err);
      expect(second).toBeInstanceOf(DataFolderLockedError);
      expect((second as Error).message).toContain(pgliteDir);
      await first.close();

      const reopened = await openDatabase({ pgliteDir });
      await reopened.ping();
      await reopened.close();
    },
  );
});
