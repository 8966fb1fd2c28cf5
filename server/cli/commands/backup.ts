import { createRequire } from 'node:module';
import { createBlobStore } from '../../adapters/storage';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { writeBackup } from '../backup/write-backup';
import { restoreBackup } from '../backup/restore-backup';
import { CliError, type StandaloneCliCommand } from '../command';

/** Backup and restore (docs/decisions/backup-and-restore.md), on the configured database. */

const appVersion = (createRequire(import.meta.url)('../../../package.json') as { version: string })
  .version;

const openConfigured = (config: Config) =>
  openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 4 });

const where = (config: Config) =>
  config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.pgliteDir})`;

function folderArgument(args: string[], usage: string): string {
  const dir = args.find((a) => !a.startsWith('--'));
  if (!dir) throw new CliError(`Uso: npm run cli -- ${usage}`);
  return dir;
}

export const backup: StandaloneCliCommand = {
  usage: 'backup CARPETA',
  summary: 'Copia de seguridad de la base de datos y los archivos en una carpeta nueva.',
  standalone: true,
  async run({ config, io }, args) {
    const dir = folderArgument(args, this.usage);
    const database = await openConfigured(config);
    try {
      const manifest = await writeBackup(
        {
          database,
          blobs: createBlobStore(config),
          dataKeyHex: config.dataEncryptionKey,
          appVersion,
          now: new Date(),
        },
        dir,
      );
      const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
      const objects = Object.keys(manifest.files).filter((f) => f.startsWith('objects/')).length;
      io.out(
        `Copia de ${where(config)} en ${dir}: ${manifest.tables.length} tablas, ${rows} filas, ` +
          `${objects} archivos (migración ${manifest.lastMigration}).\n`,
      );
    } finally {
      await database.close();
    }
  },
};

export const restore: StandaloneCliCommand = {
  usage: 'restore CARPETA [--force]',
  summary: 'Restaura una copia en la base de datos configurada (vacía, o --force).',
  standalone: true,
  async run({ config, io }, args) {
    const dir = folderArgument(args, this.usage);
    const database = await openConfigured(config);
    try {
      const manifest = await restoreBackup(dir, {
        database,
        blobs: createBlobStore(config),
        dataKeyHex: config.dataEncryptionKey,
        force: args.includes('--force'),
      });
      const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
      io.out(
        `Copia restaurada en ${where(config)}: ${rows} filas, recuentos y hashes correctos.\n`,
      );
    } finally {
      await database.close();
    }
  },
};

export const backupVerify: StandaloneCliCommand = {
  usage: 'backup:verify CARPETA',
  summary: 'Comprueba una copia cargándola en una base de datos temporal.',
  standalone: true,
  async run({ config, io }, args) {
    const dir = folderArgument(args, this.usage);
    const scratch = await openDatabase({});
    try {
      const manifest = await restoreBackup(dir, {
        database: scratch,
        blobs: undefined,
        dataKeyHex: config.dataEncryptionKey,
        force: false,
      });
      io.out(
        `Copia correcta: ${manifest.tables.length} tablas cargadas, hashes y recuentos iguales.\n`,
      );
    } finally {
      await scratch.close();
    }
  },
};
