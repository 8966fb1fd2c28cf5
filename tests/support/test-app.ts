import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createChainClient } from '../../server/adapters/chain';
import { manualClock } from '../../server/adapters/clock';
import { createMailer, type Mailer } from '../../server/adapters/mail';
import { createStorage } from '../../server/adapters/storage';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { queryRows, type Database } from '../../server/db/client';
import type { AppDeps } from '../../server/deps';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  clock: ReturnType<typeof manualClock>;
  config: Config;
  /** Empties every table, between tests. */
  reset(): Promise<void>;
  /** A second app instance on the same database (same settings and clock), closed with this one. */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestContextOptions extends BuildAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Replace or add dependencies (e.g. a chain client pointed at the test node). */
  deps?: (base: AppDeps) => AppDeps | Promise<AppDeps>;
  /** Adds routes or hooks before the app is ready (e.g. a route that throws). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export const TEST_ADMIN_PREFIX = 'admin-test-prefix-0123456789';

/** The real app on a real database, one per test file. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_PATH_PREFIX: TEST_ADMIN_PREFIX,
    DATA_ENCRYPTION_KEY: '11'.repeat(32),
    ...options.env,
  });
  const database = await openTestDatabase();
  const clock = manualClock(new Date());
  const base: AppDeps = {
    config,
    database,
    clock,
    mailer: options.mailer ?? createMailer(config),
    storage: createStorage(config),
    chain: createChainClient(config.chain),
  };
  const deps = options.deps ? await options.deps(base) : base;
  const app = await buildApp(deps, options);
  await options.beforeReady?.(app);
  await app.ready();
  const others: { app: FastifyInstance; database: Database }[] = [];
  return {
    app,
    database,
    db: database.db,
    clock,
    config,
    async reset() {
      const tables = await queryRows<{ tablename: string }>(
        database.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const names = tables.map((r) => `"${r.tablename}"`).join(', ');
      if (names) await database.db.execute(sql.raw(`truncate ${names} cascade`));
    },
    async anotherInstance() {
      const handle = await database.anotherHandle();
      const other = await buildApp({ ...deps, database: handle }, options);
      await other.ready();
      others.push({ app: other, database: handle });
      return other;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
