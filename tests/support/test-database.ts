import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './template-database';

/** 'postgres' when the run targets PostgreSQL (scripts/test.mjs sets it when DATABASE_URL is set). */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /** The PostgreSQL database's URL, for another process; undefined on PGlite (in memory). */
  url: string | undefined;
  /**
   * Another handle on the same database, as a second app instance would have: its own pool on
   * PostgreSQL; on PGlite (one process's database) the same handle, closed with the first.
   */
  anotherHandle(): Promise<Database>;
}

/**
 * A fresh, migrated (unless `migrate: false`) database for one test file: PGlite in memory, or a new PostgreSQL
 * database on DATABASE_URL's server that is dropped on close.
 */
export async function openTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    // The global setup's migrated template (tests/support/template-database.ts), when there is one.
    const template = migrate ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
    const database = await openDatabase({
      pgliteDump: template ? new Blob([readFileSync(template)]) : undefined,
    });
    if (migrate && !template) await database.migrate();
    return {
      ...database,
      url: undefined,
      anotherHandle: async () => ({ ...database, close: async () => undefined }),
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `cartera_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = migrate ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  if (migrate && !template) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    anotherHandle: () => openDatabase({ databaseUrl: url.toString(), poolSize: 20 }),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
