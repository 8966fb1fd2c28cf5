import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataFolderLockedError extends Error {
  constructor(readonly dir: string) {
    super(
      `La base de datos embebida en ${dir} está en uso por otro proceso (¿el servidor está en marcha?). ` +
        'Detén el servidor antes de usar este comando, o configura DATABASE_URL para usar PostgreSQL.',
    );
  }
}

/**
 * PGlite is a single-process database: two processes opening the same folder corrupt it.
 * The lock is a directory beside the data, refreshed while held and considered stale
 * 10 s after its holder died.
 */
export async function lockDataFolder(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}.lock`,
      stale: 10_000,
      update: 2_000,
      realpath: false,
      onCompromised: (err) => {
        throw err;
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataFolderLockedError(dir);
    throw err;
  }
}
