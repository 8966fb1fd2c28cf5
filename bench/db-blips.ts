/**
 * Database blips (`npm run bench:blips`): two app instances on one PostgreSQL database (DATABASE_URL's
 * server, or the local one) take 30 s of mixed traffic from 16 clients (reads of the user and
 * staff screens, and profile writes) while every 2.5 s every connection of the database is
 * killed with pg_terminate_backend (12 rounds). Counts the requests that failed (5xx or no
 * answer), reads and writes apart: first with the read retry off (the reference: the app as it
 * was), then on, in the same run on the same data. Goal: 0 reads failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { systemClock } from '../server/adapters/clock';
import { createConsoleMailer } from '../server/adapters/mail/console';
import { createChainClient } from '../server/adapters/chain';
import { createStorage } from '../server/adapters/storage';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { sessions, users, wallets } from '../server/db/schema';
import { hashPassword, newToken, sha256 } from '../server/adapters/crypto';
import { adminToken } from '../tests/support/factories';
import { createBenchDatabase } from './support/postgres';

const SECONDS = 30;
const ROUNDS = 12;
const CLIENTS = 16;
const USERS = 200;
const PASSWORD = 'Bench-Blips-2026';

const READS = ['/api/user', '/api/wallets', '/api/withdrawals', '/api/profile'];
const STAFF_READS = ['/api/admin/stats', '/api/admin/users', '/api/admin/wallets'];

interface Instance {
  app: FastifyInstance;
  database: Database;
  base: string;
}

async function startInstance(url: string, dataDir: string, retryReads: boolean) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ADMIN_PATH_PREFIX: 'admin-bench-prefix-0123456789',
    DATA_ENCRYPTION_KEY: '33'.repeat(32),
    ETH_RPC_URL: 'http://127.0.0.1:9',
  });
  const database = await openDatabase({ databaseUrl: url, poolSize: 10, retryReads });
  const app = await buildApp(
    {
      config,
      database,
      clock: systemClock,
      mailer: createConsoleMailer({ write: () => undefined }),
      storage: createStorage(config),
      chain: createChainClient(config.chain),
    },
    { webRoot: path.join(dataDir, 'no-web') },
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, base } satisfies Instance;
}

async function seed(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  const password = await hashPassword(PASSWORD);
  const people = Array.from({ length: USERS }, (_, i) => ({
    email: `blip${i}@bench.mx`,
    name: `Usuario ${i}`,
    password,
  }));
  const created = await database.db.insert(users).values(people).returning({ id: users.id });
  await database.db.insert(wallets).values(
    people.flatMap((p, i) =>
      [0, 1].map((k) => ({
        userEmail: p.email,
        address: `0x${createHash('sha256').update(`${i}-${k}`).digest('hex').slice(0, 40)}`,
        pretokenizedBalance: `${i}.5`,
      })),
    ),
  );
  // Live sessions, as sign-ins would leave them (sign-in limits would slow 200 sign-ins).
  const now = new Date();
  const tokens = created.map(() => newToken());
  await database.db.insert(sessions).values(
    created.map(({ id }, i) => ({
      id: sha256(tokens[i]!),
      userId: id,
      expiresAt: new Date(now.getTime() + 24 * 3600_000),
      lastUsedAt: now,
      createdAt: now,
    })),
  );
  await database.close();
  return tokens.map((token) => `sid=${token}`);
}

/** Kills every connection to the database but its own, ROUNDS times over SECONDS. */
async function killConnections(url: string, dbName: string) {
  const killer = new pg.Client({ connectionString: url });
  await killer.connect();
  let killed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / ROUNDS));
    const { rows } = await killer.query<{ n: string }>(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    );
    killed += Number(rows[0]!.n);
  }
  await killer.end();
  return killed;
}

interface Tally {
  reads: number;
  readsFailed: number;
  writes: number;
  writesFailed: number;
  /** Failed requests by method and path. */
  failedBy: Record<string, number>;
}

async function traffic(instances: Instance[], cookies: string[], token: string, until: number) {
  const tally: Tally = { reads: 0, readsFailed: 0, writes: 0, writesFailed: 0, failedBy: {} };
  let n = 0;
  const client = async (c: number) => {
    while (Date.now() < until) {
      n += 1;
      const base = instances[n % instances.length]!.base;
      const cookie = cookies[(c * 7 + n) % cookies.length]!;
      const write = n % 5 === 0;
      const staff = !write && n % 7 === 0;
      const route = write
        ? 'PUT /api/profile'
        : staff
          ? `GET ${STAFF_READS[n % STAFF_READS.length]}`
          : `GET ${READS[n % READS.length]}`;
      const request = write
        ? fetch(`${base}/api/profile`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ fullName: `Nombre ${n}`, cellphone: '5512345678' }),
          })
        : staff
          ? fetch(`${base}${STAFF_READS[n % STAFF_READS.length]}`, {
              headers: { authorization: `Bearer ${token}` },
            })
          : fetch(`${base}${READS[n % READS.length]}`, { headers: { cookie } });
      const failed = await request.then(
        async (answer) => {
          await answer.arrayBuffer();
          return answer.status >= 500;
        },
        () => true,
      );
      if (failed) tally.failedBy[route] = (tally.failedBy[route] ?? 0) + 1;
      if (write) {
        tally.writes += 1;
        if (failed) tally.writesFailed += 1;
      } else {
        tally.reads += 1;
        if (failed) tally.readsFailed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return tally;
}

async function run(retryReads: boolean) {
  const bench = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-blips-'));
  const instances: Instance[] = [];
  try {
    const cookies = await seed(bench.url);
    instances.push(await startInstance(bench.url, dataDir, retryReads));
    instances.push(await startInstance(bench.url, dataDir, retryReads));
    const first = instances[0]!;
    const token = await adminToken(first.app, first.database.db, systemClock);
    const until = Date.now() + SECONDS * 1000 + 500;
    const [tally, killed] = await Promise.all([
      traffic(instances, cookies, token, until),
      killConnections(bench.url, bench.name),
    ]);
    return { ...tally, killed };
  } finally {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close().catch(() => undefined);
    }
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const line = (label: string, r: Awaited<ReturnType<typeof run>>) =>
  `${label.padEnd(22)} reads failed ${String(r.readsFailed).padStart(3)} of ${r.reads}` +
  `   writes failed ${String(r.writesFailed).padStart(3)} of ${r.writes}` +
  `   (${r.killed} connections killed in ${ROUNDS} rounds)` +
  (r.readsFailed + r.writesFailed > 0 ? `\n${' '.repeat(23)}${JSON.stringify(r.failedBy)}` : '');

const before = await run(false);
const after = await run(true);
process.stdout.write(
  [
    `${SECONDS} s of mixed traffic on 2 instances, ${ROUNDS} rounds of killed connections`,
    line('retry off (reference)', before),
    line('read retry on', after),
    '',
  ].join('\n'),
);
process.exit(0);
