/**
 * Admin panel benchmark (`npm run bench:admin [users]`): a fresh PostgreSQL database (on
 * DATABASE_URL's server, or the local one) migrated by the app, 1,000,000 generated users and
 * 2,000,000 wallets bulk-loaded with COPY (indexes and constraints built after the load, then VACUUM
 * ANALYZE, as after any bulk load), the real app in production mode in a child process, and
 * sequential HTTP requests with an admin token: a warm-up, then 200 per case, rotating through a
 * few terms or pages of the same kind. Prints p50 / p95 / p99 per case, the load time, the
 * database size, and a full users CSV export with the server's memory while it streams.
 * Goal: every p95 under 30 ms, stats under 10 ms. `npm run bench:admin -- 20000 --keep` loads
 * fewer users and leaves the database for EXPLAIN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { encodeCursor } from '../server/db/keyset';
import {
  adminClient,
  measure,
  migrateWithAdmin,
  ms,
  type AdminClient,
  type LatencyCase,
} from './support/admin-requests';
import { startBenchServer } from './support/app-server';
import { createBenchDatabase } from './support/postgres';
import { benchPerson, describeLoad, secondsSince, seedUsers } from './support/seed-users';

const args = process.argv.slice(2);
const USERS = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
/** `--keep`: leave the database in place (its name is printed) to look at plans afterwards. */
const KEEP = args.includes('--keep');
const REQUESTS = 200;
const WARM_UP = 20;

/** The key of the row half way down the users list, and a few full names only one user has. */
async function listLandmarks(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: middle } = await client.query<{ day: number; id: string }>(
      `select coalesce(date, 0) as day, id from users
        order by coalesce(date, 0) desc, id desc offset ${Math.floor(USERS / 2)} limit 1`,
    );
    const { rows: rare } = await client.query<{ full_name: string }>(
      `select full_name from users where full_name is not null
        group by full_name having count(*) = 1 limit 5`,
    );
    return {
      middleCursor: encodeCursor([middle[0]!.day, middle[0]!.id]),
      rareNames: rare.map((r) => r.full_name),
    };
  } finally {
    await client.end();
  }
}

const users = (body: Record<string, unknown>) => (body.users as unknown[] | undefined) ?? [];
const listOf = (key: string, min: number) => (body: Record<string, unknown>) =>
  Array.isArray(body[key]) && (body[key] as unknown[]).length >= min;
const search = (terms: string[]) =>
  terms.map((t) => `/api/admin/search?q=${encodeURIComponent(t)}`);
const sample = (count: number) =>
  Array.from({ length: count }, (_, k) => benchPerson(Math.floor(((k + 1) * USERS) / (count + 2))));

function cases(middleCursor: string, rareNames: string[]): LatencyCase[] {
  const sampled = sample(5).filter((p) => p.cellphone);
  return [
    {
      label: 'estadísticas',
      urls: ['/api/admin/stats'],
      check: (b) => b.totalUsers === USERS && b.totalWallets === USERS * 2,
    },
    {
      label: 'usuarios, página 1',
      urls: ['/api/admin/users?page=1&limit=25'],
      check: listOf('users', 25),
    },
    {
      label: 'usuarios, página 40',
      urls: ['/api/admin/users?page=40&limit=25'],
      check: listOf('users', 25),
    },
    {
      label: 'usuarios, página 400',
      urls: ['/api/admin/users?page=400&limit=25'],
      check: listOf('users', 25),
    },
    {
      label: 'usuarios, cursor a la mitad',
      urls: [`/api/admin/users?limit=25&cursor=${middleCursor}`],
      check: listOf('users', 25),
    },
    {
      label: 'carteras, página 1',
      urls: ['/api/admin/wallets?page=1&limit=25'],
      check: listOf('wallets', 25),
    },
    {
      label: 'carteras, página 400',
      urls: ['/api/admin/wallets?page=400&limit=25'],
      check: listOf('wallets', 25),
    },
    {
      label: 'búsqueda: apellido común',
      urls: search(['garcía', 'hernandez', 'martinez', 'López', 'gonzalez']),
      check: listOf('users', 25),
    },
    { label: 'búsqueda: nombre completo raro', urls: search(rareNames), check: listOf('users', 1) },
    {
      label: 'búsqueda: parte de un e-mail',
      urls: search(sampled.map((p) => p.email.slice(2, 18))),
      check: listOf('users', 1),
    },
    {
      label: 'búsqueda: parte de un teléfono',
      urls: search(sampled.map((p) => `${p.cellphone!.slice(3, 6)} ${p.cellphone!.slice(6, 9)}`)),
      check: listOf('users', 1),
    },
    {
      label: 'búsqueda: sin acentos',
      urls: search(['nunez', 'ibanez', 'munoz', 'ordonez', 'jauregui']),
      check: listOf('users', 25),
    },
    {
      label: 'búsqueda: sin resultados',
      urls: search(['zzqxw', 'qqxjv', 'xwqzk', 'jjqxz', 'vqzxw']),
      check: (b) => users(b).length === 0,
    },
  ];
}

/**
 * Downloads the users CSV, sampling the server's memory (heap after a full collection, and
 * resident size) while it streams: a heap no larger in the second half than in the first means
 * memory does not grow with the file.
 */
async function exportUsers(base: string, { token }: AdminClient) {
  const memory = async () =>
    (await (await fetch(`${base}/bench/memory`)).json()) as { rss: number; heapUsed: number };
  const before = await memory();
  const samples: { rss: number; heapUsed: number }[] = [];
  const sampler = setInterval(() => void memory().then((m) => samples.push(m)), 500);
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/export/users`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  const half = samples.length >> 1;
  const peak = (from: number, to?: number) =>
    Math.max(...samples.slice(from, to).map((m) => m.heapUsed));
  return {
    seconds: secondsSince(started),
    bytes,
    lines,
    heapBefore: before.heapUsed,
    heapFirstHalf: peak(0, half),
    heapSecondHalf: peak(half),
    rssPeak: Math.max(before.rss, ...samples.map((m) => m.rss)),
  };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-bench-admin-'));
const { name, url, drop } = await createBenchDatabase();
try {
  await migrateWithAdmin(url);

  const loadStarted = performance.now();
  const load = await seedUsers(url, { users: USERS });
  const landmarks = await listLandmarks(url);
  const loadSeconds = secondsSince(loadStarted);

  const server = await startBenchServer(url, dataDir);
  try {
    const client = await adminClient(server.base);

    console.log(
      `bench:admin: ${Number(load.sizes.user_count).toLocaleString('es-MX')} usuarios, ${Number(load.sizes.wallet_count).toLocaleString('es-MX')} carteras`,
    );
    console.log(`  ${load.sizes.version!.split(' on ')[0]}`);
    console.log(`  ${describeLoad(loadSeconds, load.phases)}`);
    console.log(
      `  Tamaño: base ${load.sizes.database} (users ${load.sizes.users}, wallets ${load.sizes.wallets})`,
    );
    console.log(`\n  ${'caso'.padEnd(32)}    p50     p95     p99  (ms, ${REQUESTS} peticiones)`);
    for (const c of cases(landmarks.middleCursor, landmarks.rareNames)) {
      const { p50, p95, p99 } = await measure(client, c, { requests: REQUESTS, warmUp: WARM_UP });
      const goal = c.label === 'estadísticas' ? 10 : 30;
      const mark = p95 < goal ? '' : `  ← p95 sobre ${goal} ms`;
      console.log(`  ${c.label.padEnd(32)}${ms(p50)} ${ms(p95)} ${ms(p99)}${mark}`);
    }
    const exported = await exportUsers(server.base, client);
    console.log(
      `\n  Exportación usuarios.csv: ${exported.lines.toLocaleString('es-MX')} líneas, ${mb(exported.bytes)} en ${exported.seconds.toFixed(0)} s; ` +
        `montón del servidor tras GC ${mb(exported.heapBefore)} antes, máx. ${mb(exported.heapFirstHalf)} en la primera mitad y ${mb(exported.heapSecondHalf)} en la segunda (RSS máx. ${mb(exported.rssPeak)})`,
    );
  } finally {
    await server.stop();
  }
} finally {
  if (KEEP) console.log(`\n  Base conservada: ${name}`);
  else await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
