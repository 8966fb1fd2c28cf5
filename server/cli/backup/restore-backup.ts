import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../../adapters/storage/blob-store';
import { migrationsFolder, type Database } from '../../db/client';
import { CliError } from '../command';
import {
  type BackupManifest,
  keyFingerprint,
  readManifest,
  tableFile,
  verifyFiles,
} from './backup-format';
import {
  countRows,
  identityColumns,
  insertableColumns,
  migrationJournal,
  publicTables,
  table,
} from './database-catalog';

export interface RestoreTarget {
  database: Database;
  /** Where the stored objects go; undefined: not written (backup:verify). */
  blobs: BlobStore | undefined;
  dataKeyHex: string;
  /** Replace what the target holds (otherwise a non-empty target is refused). */
  force: boolean;
}

const ROWS_PER_INSERT = 500;

/** Everything that can refuse the restore, checked before the target is touched. */
async function checkBeforeRestore(dir: string, target: RestoreTarget): Promise<BackupManifest> {
  const manifest = await readManifest(dir);
  await verifyFiles(dir, manifest);
  if (manifest.keyFingerprint !== keyFingerprint(target.dataKeyHex)) {
    throw new CliError(
      'La copia se hizo con otra DATA_ENCRYPTION_KEY: sus fotos y correos no se podrían abrir. ' +
        'Restaura con la clave de la instalación de origen.',
    );
  }
  if (!migrationJournal().some((entry) => entry.tag === manifest.lastMigration)) {
    throw new CliError(
      `La copia viene de una versión más nueva (migración ${manifest.lastMigration}): ` +
        'actualiza la aplicación antes de restaurarla.',
    );
  }
  if (!target.force) {
    const db = target.database.db;
    for (const name of await publicTables(db)) {
      if ((await countRows(db, name)) > 0) {
        throw new CliError(
          `La base de datos de destino no está vacía (tabla ${name}): ` +
            'usa --force para reemplazar su contenido.',
        );
      }
    }
  }
  return manifest;
}

/** The migrations up to the backup's last one, in a folder of their own. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'cartera-migraciones-'));
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  const entries = journal.entries.slice(0, last + 1);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    await copyFile(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

async function readRows(dir: string, name: string): Promise<string[]> {
  const text = await readFile(path.join(dir, tableFile(name)), 'utf8');
  return text.split('\n').filter(Boolean);
}

/**
 * Restores a backup folder into the target: refusals first (nothing touched), then the schema as
 * the backup had it, the rows in foreign-key order in one transaction (triggers off, counts
 * checked), the schema migrated forward, and the stored objects written and read back.
 */
export async function restoreBackup(dir: string, target: RestoreTarget): Promise<BackupManifest> {
  const manifest = await checkBeforeRestore(dir, target);
  const { database } = target;
  const folder = await migrationsUpTo(manifest.lastMigration);
  try {
    await database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  await database.db.transaction(async (tx) => {
    const present = await publicTables(tx);
    const missing = manifest.tables.filter((name) => !present.includes(name));
    if (missing.length > 0)
      throw new CliError(`Faltan tablas en el destino: ${missing.join(', ')}`);
    // Triggers (derived counters) stay off while rows arrive: the counters come from the backup.
    for (const name of present)
      await tx.execute(sql`alter table ${table(name)} disable trigger user`);
    if (present.length > 0) {
      await tx.execute(sql.raw(`truncate ${present.map((n) => `"${n}"`).join(', ')} cascade`));
    }
    for (const name of manifest.tables) {
      const columns = sql.raw((await insertableColumns(tx, name)).map((c) => `"${c}"`).join(', '));
      const rows = await readRows(dir, name);
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        const batch = `[${rows.slice(i, i + ROWS_PER_INSERT).join(',')}]`;
        await tx.execute(
          sql`insert into ${table(name)} (${columns}) overriding system value
              select ${columns} from json_populate_recordset(null::${table(name)}, ${batch}::json)`,
        );
      }
      for (const column of await identityColumns(tx, name)) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${name}"`}, ${column}),
                coalesce((select max(${sql.raw(`"${column}"`)}) from ${table(name)}), 0) + 1, false)`,
        );
      }
      const count = await countRows(tx, name);
      if (count !== manifest.rowCounts[name]) {
        throw new CliError(
          `La tabla ${name} tiene ${count} filas, la copia dice ${manifest.rowCounts[name]}.`,
        );
      }
    }
    for (const name of present)
      await tx.execute(sql`alter table ${table(name)} enable trigger user`);
  });
  await database.migrate();
  if (target.blobs) await restoreObjects(dir, manifest, target.blobs);
  return manifest;
}

/** Writes each stored object back as it was (ciphertext) and reads it back against its hash. */
async function restoreObjects(dir: string, manifest: BackupManifest, blobs: BlobStore) {
  const prefix = 'objects/';
  for (const [file, expected] of Object.entries(manifest.files)) {
    if (!file.startsWith(prefix)) continue;
    const key = file.slice(prefix.length);
    await blobs.write(key, createReadStream(path.join(dir, file)));
    const stored = await blobs.read(key);
    const hash = createHash('sha256');
    for await (const chunk of stored ?? []) hash.update(chunk as Buffer);
    if (hash.digest('hex') !== expected) {
      throw new CliError(`El archivo ${key} no quedó igual en el almacenamiento.`);
    }
  }
}
