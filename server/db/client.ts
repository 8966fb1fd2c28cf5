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
  /** Applies the committed migrations (tests may name another folder: an earlier state). */
  migrate(folder?: string): Promise<void>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  /** The connection pool's state for the metrics (PostgreSQL; PGlite has one connection, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data folder dumped by `dumpDataDir` to start from (tests: one migrated template). */
  pgliteDump?: Blob | undefined;
  poolSize?: number;
  /** false: a read whose connection was killed fails at once (to measure what the retry saves). */
  retryReads?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.retryReads ?? true);
  }
  return openPglite(options.pgliteDir, options.pgliteDump);
}

async function openPostgres(url: string, max: number, retryReads: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover) must not crash the process: the
  // pool discards it and the next query opens a fresh one or fails where it can be answered.
  pool.on('error', () => {});
  if (retryReads) retryReadsOnce(pool);
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  await pool.query('select 1');
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) =>
      migrateExclusively(pool, () => migrateNodePg(db, { migrationsFolder: folder })),
    ping: async () => void (await pool.query('select 1')),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** PostgreSQL ended the connection (pg_terminate_backend, a restart, a failover) or it broke. */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006']);
export function isConnectionLost(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  if (code && (CONNECTION_LOST_CODES.has(code) || code === 'ECONNRESET' || code === 'EPIPE')) {
    return true;
  }
  return /Connection terminated|Client has encountered a connection error/.test(message ?? '');
}

/** A statement that only reads: running it twice is the same as running it once. */
const READ_ONLY = /^\s*select\b(?![\s\S]*\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b)/i;

/**
 * A read outside a transaction whose connection was killed is run once more on a fresh one, so
 * a database blip costs a read nothing (docs/decisions/database-blips.md). Writes and statements
 * inside a transaction are never repeated: whether a write landed is unknown once its connection
 * died, and a transaction dies with its connection.
 */
function retryReadsOnce(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const textOf = (first: unknown) =>
    typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
  (pool as unknown as { query: typeof query }).query = async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (err) {
      if (!isConnectionLost(err) || !READ_ONLY.test(textOf(args[0]))) throw err;
      // On a connection of its own: the pool's other idle connections may have died in the same
      // blip without it having heard yet.
      const fresh = new pg.Client(pool.options);
      fresh.on('error', () => {});
      await fresh.connect();
      try {
        return await (fresh.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        await fresh.end().catch(() => undefined);
      }
    }
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

async function openPglite(dir: string | undefined, dump: Blob | undefined): Promise<Database> {
  const release = dir ? await lockDataFolder(dir) : undefined;
  try {
    const client = await PGlite.create(dir ?? 'memory://', {
      extensions: { pg_trgm },
      ...(dump && { loadDataDir: dump }),
    });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
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
