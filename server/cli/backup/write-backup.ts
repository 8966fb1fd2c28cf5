import { createWriteStream } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../../adapters/storage/blob-store';
import { queryRows, type Database, type DbOrTx } from '../../db/client';
import { CliError } from '../command';
import {
  type BackupManifest,
  keyFingerprint,
  MANIFEST,
  objectFile,
  sha256File,
  tableFile,
} from './backup-format';
import { countRows, foreignKeyOrder, lastMigration, publicTables, table } from './database-catalog';

export interface BackupSource {
  database: Database;
  blobs: BlobStore;
  dataKeyHex: string;
  appVersion: string;
  now: Date;
}

/** Storage keys the rows point to: every non-empty `storage_key` column of every table. */
async function storedKeys(db: DbOrTx): Promise<string[]> {
  const columns = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'storage_key' order by table_name`,
  );
  const keys = new Set<string>();
  for (const { table_name: name } of columns) {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`select storage_key as key from ${table(name)} where storage_key is not null`,
    );
    for (const row of rows) keys.add(row.key);
  }
  return [...keys].sort();
}

async function writeLines(file: string, lines: string[]) {
  await writeFile(file, lines.length > 0 ? `${lines.join('\n')}\n` : '');
}

/**
 * Writes a backup of the whole database into `dir` (which must be empty or absent): every table
 * read in one REPEATABLE READ snapshot, then the stored objects the rows name, then the manifest.
 */
export async function writeBackup(source: BackupSource, dir: string): Promise<BackupManifest> {
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) throw new CliError(`${dir} no está vacía: elige una carpeta nueva.`);
  await mkdir(path.join(dir, 'tables'), { recursive: true });
  const rowCounts: Record<string, number> = {};
  const { tables, migration, keys } = await source.database.db.transaction(
    async (tx) => {
      const migration = await lastMigration(tx);
      if (!migration) throw new CliError('La base de datos no tiene migraciones: nada que copiar.');
      const tables = await foreignKeyOrder(tx, await publicTables(tx));
      for (const name of tables) {
        const rows = await queryRows<{ row: string }>(
          tx,
          sql`select row_to_json(t)::text as row from ${table(name)} t`,
        );
        rowCounts[name] = rows.length;
        await writeLines(
          path.join(dir, tableFile(name)),
          rows.map((r) => r.row),
        );
      }
      // Counted again in the same snapshot: equal unless the snapshot was not one.
      for (const name of tables) {
        if ((await countRows(tx, name)) !== rowCounts[name]) {
          throw new CliError(`La tabla ${name} cambió durante la copia.`);
        }
      }
      return { tables, migration, keys: await storedKeys(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  for (const key of keys) {
    const stored = await source.blobs.read(key);
    // A row may name a file a crash never finished writing: it is left out, and said so.
    if (!stored) continue;
    const file = path.join(dir, objectFile(key));
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(stored, createWriteStream(file));
  }
  const files: Record<string, string> = {};
  for (const name of tables)
    files[tableFile(name)] = await sha256File(path.join(dir, tableFile(name)));
  for (const key of keys) {
    const hash = await sha256File(path.join(dir, objectFile(key))).catch(() => undefined);
    if (hash) files[objectFile(key)] = hash;
  }
  const manifest: BackupManifest = {
    format: 1,
    appVersion: source.appVersion,
    lastMigration: migration,
    createdAt: source.now.toISOString(),
    source: source.database.kind,
    tables,
    rowCounts,
    files,
    keyFingerprint: keyFingerprint(source.dataKeyHex),
  };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
