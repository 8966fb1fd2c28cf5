import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: repos accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover) must not crash the process: the
  // pool discards it and the next query opens a fresh one or fails where it can be answered.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  await pool.query('select 1');
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateExclusively(pool, () => migrateNodePg(db, { migrationsFolder })),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/**
 * Several app instances may start at once on one PostgreSQL: a session-level advisory lock
 * lets one apply the migrations while the others wait, then find nothing left to do. The lock
 * holds one pool connection and the migration runs on another (pools need max >= 2).
 */
async function migrateExclusively(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('cartera-usdt:migrations'))`);
    await migrate();
  } finally {
    await lock
      .query(`select pg_advisory_unlock(hashtext('cartera-usdt:migrations'))`)
      .catch(() => undefined);
    lock.release();
  }
}

async function openPglite(dir: string | undefined): Promise<Database> {
  const release = dir ? await lockDataFolder(dir) : undefined;
  try {
    const client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type hides. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
