import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../../tests/support/test-database';
import { isConnectionLost, openDatabase, queryRows, type Database } from './client';

/** Drizzle wraps the driver's error ('Failed query: …'); the cause is PostgreSQL's. */
const lostConnection = (err: unknown) => isConnectionLost((err as { cause?: unknown }).cause);

/*
 * PostgreSQL only (PGlite runs in the process: no connection to kill). A connection is killed
 * with pg_terminate_backend while a statement runs on it, as a failover or an operator would.
 */
describe.runIf(testDatabaseKind === 'postgres')('a killed connection', () => {
  let database: TestDatabase;
  let killer: pg.Client;
  const handles: Database[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table blip_writes (n int)`);
    killer = new pg.Client({ connectionString: database.url });
    await killer.connect();
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await killer.end();
    await database.close();
  });

  const open = async (retryReads: boolean) => {
    const handle = await openDatabase({ databaseUrl: database.url!, poolSize: 2, retryReads });
    handles.push(handle);
    return handle;
  };

  /** Ends, as soon as it is running, the backend running a statement that contains `marker`. */
  async function killWhileRunning(marker: string) {
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await killer.query<{ killed: boolean }>(
        `select pg_terminate_backend(pid) as killed from pg_stat_activity
          where query like $1 and pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
      if (rows.some((r) => r.killed)) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no running statement with ${marker}`);
  }

  it('costs a read nothing: it runs once more on a fresh connection', async () => {
    const handle = await open(true);
    const read = queryRows<{ answer: number }>(
      handle.db,
      sql`select pg_sleep(0.3), 42 as answer, 'lectura-1' as marker`,
    );
    await killWhileRunning('lectura-1');
    expect((await read)[0]!.answer).toBe(42);
  });

  it('without the retry, the same read fails (what the retry saves)', async () => {
    const handle = await open(false);
    const read = queryRows(handle.db, sql`select pg_sleep(0.3), 'lectura-2' as marker`);
    // Handled before the kill: the read may fail while the kill is still being confirmed.
    const failed = expect(read).rejects.toSatisfy(lostConnection);
    await killWhileRunning('lectura-2');
    await failed;
  });

  it('never repeats a write: it fails, and its caller decides', async () => {
    const handle = await open(true);
    // Started now (a Drizzle query runs when awaited).
    const write = queryRows(
      handle.db,
      sql`insert into blip_writes select 1 from pg_sleep(0.3) where 'escritura-1' <> ''`,
    );
    const failed = expect(write).rejects.toSatisfy(lostConnection);
    await killWhileRunning('escritura-1');
    await failed;
    const [row] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from blip_writes`,
    );
    expect(Number(row!.n)).toBe(0);
  });
});
