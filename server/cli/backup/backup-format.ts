import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CliError } from '../command';

/**
 * A backup folder (docs/decisions/backup-and-restore.md): `tables/<table>.jsonl` (one JSON row a
 * line), `objects/<storage key>` (the stored bytes as they are: ciphertext) and `manifest.json`.
 */
export interface BackupManifest {
  format: 1;
  appVersion: string;
  /** The last migration the database had (its tag in the migrations journal). */
  lastMigration: string;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** Tables in foreign-key order (a table after those it refers to). */
  tables: string[];
  rowCounts: Record<string, number>;
  /** Every other file of the backup, by its path inside the folder, with its SHA-256. */
  files: Record<string, string>;
  /** Names the data key without revealing it: restoring needs the same key. */
  keyFingerprint: string;
}

export const MANIFEST = 'manifest.json';
export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const objectFile = (key: string) => `objects/${key}`;

export function keyFingerprint(dataKeyHex: string): string {
  return createHmac('sha256', Buffer.from(dataKeyHex, 'hex'))
    .update('cartera-usdt: huella de la clave de datos para copias de seguridad')
    .digest('hex')
    .slice(0, 32);
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => {
    throw new CliError(`No hay ${MANIFEST} en ${dir}: no es una copia de seguridad.`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1 || !manifest.files || !manifest.rowCounts) {
    throw new CliError(`${MANIFEST} no tiene el formato esperado.`);
  }
  return manifest;
}

/** Every file the manifest lists has its hash (a changed or missing file refuses the backup). */
export async function verifyFiles(dir: string, manifest: BackupManifest) {
  for (const [file, expected] of Object.entries(manifest.files)) {
    if (file.split('/').includes('..'))
      throw new CliError(`Ruta inválida en el manifiesto: ${file}`);
    const actual = await sha256File(path.join(dir, file)).catch(() => undefined);
    if (actual !== expected) {
      throw new CliError(
        `La copia está dañada o fue modificada: ${file} no coincide con su SHA-256 del manifiesto.`,
      );
    }
  }
}
