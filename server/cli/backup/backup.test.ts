import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { manualClock } from '../../adapters/clock';
import { createStorage } from '../../adapters/storage';
import { createDiskBlobStore } from '../../adapters/storage/disk-blob-store';
import { loadConfig } from '../../config';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { storedObjects } from '../../db/schema';
import { seedDemoIdPhotos } from '../../seed/demo-id-photos';
import { seedDemoMediation } from '../../seed/demo-mediation';
import { seedDemoData } from '../../seed/seed-demo';
import { runCli } from '../../../tests/support/run-cli';
import { openTestDatabase, testDatabaseKind } from '../../../tests/support/test-database';
import { readManifest } from './backup-format';
import { countRows, publicTables } from './database-catalog';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const KEY = '33'.repeat(32);
const OTHER_KEY = '44'.repeat(32);
const temp = (name: string) => mkdtempSync(path.join(tmpdir(), `cartera-${name}-`));
const folders: string[] = [];
const closers: (() => Promise<void>)[] = [];

/** A migrated-or-empty database of the other kind than the run's (PostgreSQL when there is one). */
async function otherKindDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (testDatabaseKind === 'postgres' || !serverUrl) return openDatabase({});
  const name = `cartera_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  closers.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return database;
}

let source: Database;
let sourceDataDir: string;
let backupDir: string;
beforeAll(async () => {
  source = await openTestDatabase();
  sourceDataDir = temp('origen');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: sourceDataDir,
    DATA_ENCRYPTION_KEY: KEY,
    ADMIN_PATH_PREFIX: 'admin-backup-test-0123456789',
  });
  const storage = createStorage(config);
  const clock = manualClock(new Date('2026-05-04T10:00:00Z'));
  await seedDemoData(source.db);
  await seedDemoIdPhotos(source.db, storage, clock);
  await seedDemoMediation(source.db, storage, clock);
  backupDir = path.join(temp('copia'), 'copia');
  await writeBackup(
    {
      database: source,
      blobs: createDiskBlobStore(path.join(sourceDataDir, 'objects')),
      dataKeyHex: KEY,
      appVersion: '0.1.0',
      now: clock.now(),
    },
    backupDir,
  );
  folders.push(sourceDataDir, path.dirname(backupDir));
}, 120_000);
afterAll(async () => {
  await source.close();
  for (const close of closers) await close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function tableCounts(database: Database) {
  const counts: Record<string, number> = {};
  for (const name of await publicTables(database.db))
    counts[name] = await countRows(database.db, name);
  return counts;
}

describe('backup', () => {
  it('writes every table, the stored files as ciphertext and a manifest without the key', async () => {
    const manifest = await readManifest(backupDir);
    expect(manifest.source).toBe(source.kind);
    expect(manifest.lastMigration).toMatch(/^\d{4}_/);
    expect(manifest.rowCounts).toEqual(await tableCounts(source));
    expect(manifest.rowCounts.users).toBeGreaterThan(5);
    const objects = Object.keys(manifest.files).filter((f) => f.startsWith('objects/'));
    const photos = await source.db.select().from(storedObjects);
    expect(objects.length).toBeGreaterThanOrEqual(photos.filter((p) => p.storageKey).length);
    const text = readFileSync(path.join(backupDir, 'manifest.json'), 'utf8');
    expect(text).not.toContain(KEY);
    // Stored as they are: no JPEG signature in the copied files.
    const first = readFileSync(path.join(backupDir, objects[0]!));
    expect(first.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
  });
});

describe('restore', () => {
  it(`round-trips into ${testDatabaseKind === 'postgres' ? 'PGlite' : 'the other database'}: rows, counters and photos that still open`, async () => {
    const target = await otherKindDatabase();
    const targetDir = temp('destino');
    folders.push(targetDir);
    try {
      await restoreBackup(backupDir, {
        database: target,
        blobs: createDiskBlobStore(path.join(targetDir, 'objects')),
        dataKeyHex: KEY,
        force: false,
      });
      expect(await tableCounts(target)).toEqual(await tableCounts(source));
      const userRows = `select email, name, total_balance::text from users order by email`;
      expect(await queryRows(target.db, sql.raw(userRows))).toEqual(
        await queryRows(source.db, sql.raw(userRows)),
      );
      const counters = `select row_to_json(c)::text as c from admin_counters c order by id`;
      expect(await queryRows(target.db, sql.raw(counters))).toEqual(
        await queryRows(source.db, sql.raw(counters)),
      );
      const storage = createStorage(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: targetDir,
          DATA_ENCRYPTION_KEY: KEY,
          ADMIN_PATH_PREFIX: 'admin-backup-test-0123456789',
        }),
      );
      const photos = (await target.db.select().from(storedObjects)).filter((p) => p.storageKey);
      expect(photos.length).toBeGreaterThan(0);
      for (const photo of photos) {
        const stream = await storage.open(photo.storageKey!, photo.keyId!);
        const chunks: Buffer[] = [];
        for await (const chunk of stream!) chunks.push(chunk as Buffer);
        const { width } = await sharp(Buffer.concat(chunks)).metadata();
        expect(width).toBeGreaterThan(100);
      }
      // The app goes on from there: a new user gets a new row and the counters follow.
      await target.db.execute(
        sql`insert into users (email, name, password) values ('nueva@restaurada.mx', 'Nueva', 'x')`,
      );
      expect(await countRows(target.db, 'users')).toBe((await countRows(source.db, 'users')) + 1);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses another data key, a non-empty target without --force and a changed file, touching nothing', async () => {
    const empty = await openDatabase({});
    try {
      await expect(
        restoreBackup(backupDir, {
          database: empty,
          blobs: undefined,
          dataKeyHex: OTHER_KEY,
          force: false,
        }),
      ).rejects.toThrow(/otra DATA_ENCRYPTION_KEY/);
      expect(await publicTables(empty.db)).toEqual([]);
    } finally {
      await empty.close();
    }
    await expect(
      restoreBackup(backupDir, {
        database: source,
        blobs: undefined,
        dataKeyHex: KEY,
        force: false,
      }),
    ).rejects.toThrow(/no está vacía.*--force/);
    const tampered = path.join(temp('alterada'), 'copia');
    folders.push(path.dirname(tampered));
    await import('node:fs/promises').then((fs) => fs.cp(backupDir, tampered, { recursive: true }));
    const usersFile = path.join(tampered, 'tables/users.jsonl');
    writeFileSync(usersFile, readFileSync(usersFile, 'utf8').replace('"Ana', '"Eva'));
    const scratch = await openDatabase({});
    try {
      await expect(
        restoreBackup(tampered, {
          database: scratch,
          blobs: undefined,
          dataKeyHex: KEY,
          force: false,
        }),
      ).rejects.toThrow(/tables\/users\.jsonl no coincide/);
      expect(await publicTables(scratch.db)).toEqual([]);
    } finally {
      await scratch.close();
    }
  }, 120_000);

  it('replaces a non-empty target with --force', async () => {
    const target = await openDatabase({});
    try {
      await target.migrate();
      await target.db.execute(
        sql`insert into users (email, name, password) values ('vieja@x.mx', 'Vieja', 'x')`,
      );
      await restoreBackup(backupDir, {
        database: target,
        blobs: undefined,
        dataKeyHex: KEY,
        force: true,
      });
      expect(await tableCounts(target)).toEqual(await tableCounts(source));
      expect(
        await queryRows(target.db, sql`select 1 from users where email = 'vieja@x.mx'`),
      ).toEqual([]);
    } finally {
      await target.close();
    }
  }, 120_000);
});

describe('the commands an operator types', () => {
  it('exit 1 on a refusal and 0 on a verified backup', async () => {
    const dataDir = temp('cli');
    folders.push(dataDir);
    const env = (key: string) => ({
      DATA_ENCRYPTION_KEY: key,
      ADMIN_PATH_PREFIX: 'admin-backup-test-0123456789',
    });
    const refused = await runCli(['restore', backupDir], dataDir, env(OTHER_KEY));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/otra DATA_ENCRYPTION_KEY/);
    const verified = await runCli(['backup:verify', backupDir], dataDir, env(KEY));
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/Copia correcta: \d+ tablas/);
  }, 120_000);
});
