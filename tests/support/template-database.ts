import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';

/** Where the global setup left the migrated template for this run's test databases. */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The API tests' global setup: migrates one database and leaves it as the template each test
 * file's fresh database is copied from (a PGlite dump file, or a PostgreSQL template database),
 * instead of every file creating and migrating its own from nothing. Answers the teardown.
 */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE === 'postgres' && serverUrl) {
    const name = `cartera_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await database.migrate();
    await database.close();
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'cartera-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}
