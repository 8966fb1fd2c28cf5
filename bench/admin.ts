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
import { systemClock } from '../server/adapters/clock';
import { hashPassword } from '../server/adapters/crypto';
import { openDatabase } from '../server/db/client';
import { encodeCursor } from '../server/db/keyset';
import { createAdminAuthService } from '../server/modules/admin/admin-auth.service';
import {
  generatePerson,
  unitsToCents,
  unitsToDecimal,
  type GeneratedPerson,
} from '../server/seed/generated-people';
import { startBenchServer } from './support/app-server';
import { copyIn } from './support/copy-in';
import { createBenchDatabase } from './support/postgres';

const args = process.argv.slice(2);
const USERS = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
/** `--keep`: leave the database in place (its name is printed) to look at plans afterwards. */
const KEEP = args.includes('--keep');
/** Wallets per user, by index: 2 on average, so exactly twice as many wallets as users. */
const WALLET_PATTERN = [2, 1, 3, 2, 0, 4, 2, 1, 3, 2];
const REQUESTS = 200;
const WARM_UP = 20;
const ROWS_PER_CHUNK = 5000;
const SEED = 2026;
const DOMAINS = ['gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx'];
const ADMIN = { username: 'bench-admin', password: 'Bench-Admin-2026' };

const person = (index: number): GeneratedPerson =>
  generatePerson(index, { seed: SEED, walletCount: WALLET_PATTERN[index % 10]!, domains: DOMAINS });

const DAY_MS = 86_400_000;
/** Serial day (base 1900, offset 2) to a time that day, spread by `index`. */
const timeOn = (serialDay: number, index: number, extraMinutes = 0) =>
  new Date(
    (serialDay - 25_569) * DAY_MS + ((index * 7919) % 86_400) * 1000 + extraMinutes * 60_000,
  ).toISOString();

const cell = (value: string | number | null) => (value === null ? '\\N' : String(value));
const row = (values: (string | number | null)[]) => `${values.map(cell).join('\t')}\n`;

/** COPY text rows, ROWS_PER_CHUNK people at a time (each person regenerated from its index). */
async function* chunks(rowsOf: (p: GeneratedPerson, index: number) => string) {
  for (let start = 0; start < USERS; start += ROWS_PER_CHUNK) {
    let text = '';
    for (let i = start; i < Math.min(start + ROWS_PER_CHUNK, USERS); i++)
      text += rowsOf(person(i), i);
    yield text;
  }
}

const USER_COLUMNS =
  'email, password, name, full_name, cellphone, country_code, date, country, id_photo_front, id_photo_back, wallet_count, total_balance, verified, selected_for_mediation, mediation_status, created_at';
const WALLET_COLUMNS = 'user_email, address, name, pretokenized_balance, created_at';

const seconds = (from: number) => (performance.now() - from) / 1000;

async function bulkLoad(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    // Indexes, unique constraints and the wallets→users foreign key are built once after the
    // load (far faster than row by row); their definitions are read from the migrated schema,
    // so what is rebuilt is exactly the app's. Triggers stay on: the counters are kept as usual.
    const { rows: constraints } = await client.query<{ table: string; name: string; def: string }>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
         from pg_constraint
        where conrelid in ('users'::regclass, 'wallets'::regclass) and contype in ('u', 'f')
        order by contype`, // foreign keys ('f') before the unique keys they need ('u')
    );
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename in ('users', 'wallets')
          and indexname not in (select conname from pg_constraint)`,
    );
    for (const c of constraints)
      await client.query(`alter table ${c.table} drop constraint "${c.name}"`);
    for (const index of indexes) await client.query(`drop index "${index.indexname}"`);

    const password = await hashPassword('bench-sin-acceso');
    const phases: [string, number][] = [];
    let started = performance.now();
    await copyIn(
      client,
      `copy users (${USER_COLUMNS}) from stdin`,
      chunks((p, i) => {
        const total = p.wallets.reduce((sum, w) => sum + w.balanceUnits, 0n);
        const photo = (side: string) => (p.idPhotos ? `/api/objects/${side}-${i}` : null);
        return row([
          p.email,
          password,
          p.name,
          p.fullName,
          p.cellphone,
          p.countryCode,
          p.date,
          p.country,
          photo('front'),
          photo('back'),
          p.wallets.length,
          unitsToCents(total),
          p.verified ? 1 : null,
          p.invited ? 1 : null,
          p.invited ? 'invitados' : 'seleccionados',
          timeOn(p.date, i),
        ]);
      }),
    );
    phases.push(['usuarios (COPY)', seconds(started)]);
    started = performance.now();
    await copyIn(
      client,
      `copy wallets (${WALLET_COLUMNS}) from stdin`,
      chunks((p, i) =>
        p.wallets
          .map((w, k) =>
            row([
              p.email,
              `0x${w.address}`,
              w.name,
              unitsToDecimal(w.balanceUnits),
              timeOn(p.date, i, k + 1),
            ]),
          )
          .join(''),
      ),
    );
    phases.push(['carteras (COPY)', seconds(started)]);
    started = performance.now();
    // Back in reverse: unique keys first, then the foreign key that needs users.email's.
    for (const c of [...constraints].reverse()) {
      await client.query(`alter table ${c.table} add constraint "${c.name}" ${c.def}`);
    }
    for (const index of indexes) await client.query(index.indexdef);
    phases.push([`índices y restricciones`, seconds(started)]);
    started = performance.now();
    await client.query('vacuum analyze users, wallets, admin_counters');
    phases.push(['VACUUM ANALYZE', seconds(started)]);

    const { rows: sizes } = await client.query<Record<string, string>>(
      `select pg_size_pretty(pg_database_size(current_database())) as database,
              pg_size_pretty(pg_total_relation_size('users')) as users,
              pg_size_pretty(pg_total_relation_size('wallets')) as wallets,
              (select count(*) from users) as user_count,
              (select count(*) from wallets) as wallet_count,
              version() as version`,
    );
    // The key of the row half way down the users list, for a cursor page there.
    const { rows: middle } = await client.query<{ day: number; id: string }>(
      `select coalesce(date, 0) as day, id from users
        order by coalesce(date, 0) desc, id desc offset ${Math.floor(USERS / 2)} limit 1`,
    );
    const { rows: rare } = await client.query<{ full_name: string }>(
      `select full_name from users where full_name is not null
        group by full_name having count(*) = 1 limit 5`,
    );
    return {
      phases,
      sizes: sizes[0]!,
      middleCursor: encodeCursor([middle[0]!.day, middle[0]!.id]),
      rareNames: rare.map((r) => r.full_name),
    };
  } finally {
    await client.end();
  }
}

interface Case {
  label: string;
  urls: string[];
  /** What a correct answer holds (so a fast wrong answer cannot pass). */
  check(body: Record<string, unknown[] | unknown>): boolean;
}

const users = (body: Record<string, unknown>) => (body.users as unknown[] | undefined) ?? [];
const listOf = (key: string, min: number) => (body: Record<string, unknown>) =>
  Array.isArray(body[key]) && (body[key] as unknown[]).length >= min;
const search = (terms: string[]) =>
  terms.map((t) => `/api/admin/search?q=${encodeURIComponent(t)}`);
const sample = (count: number) =>
  Array.from({ length: count }, (_, k) => person(Math.floor(((k + 1) * USERS) / (count + 2))));

function cases(middleCursor: string, rareNames: string[]): Case[] {
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(base: string, token: string, c: Case) {
  const times: number[] = [];
  for (let n = 0; n < WARM_UP + REQUESTS; n++) {
    const url = c.urls[n % c.urls.length]!;
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as Record<string, unknown>;
    const ms = performance.now() - started;
    if (response.status !== 200 || !c.check(body)) {
      throw new Error(
        `${c.label}: ${url} answered ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    if (n >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

/**
 * Downloads the users CSV, sampling the server's memory (heap after a full collection, and
 * resident size) while it streams: a heap no larger in the second half than in the first means
 * memory does not grow with the file.
 */
async function exportUsers(base: string, token: string) {
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
    seconds: seconds(started),
    bytes,
    lines,
    heapBefore: before.heapUsed,
    heapFirstHalf: peak(0, half),
    heapSecondHalf: peak(half),
    rssPeak: Math.max(before.rss, ...samples.map((m) => m.rss)),
  };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const ms = (value: number) => value.toFixed(1).padStart(7);

const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-bench-admin-'));
const { name, url, drop } = await createBenchDatabase();
try {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await database.migrate();
  await createAdminAuthService({ db: database.db, clock: systemClock }).createOrReset(
    ADMIN.username,
    ADMIN.password,
    'owner',
  );
  await database.close();

  const loadStarted = performance.now();
  const load = await bulkLoad(url);
  const loadSeconds = seconds(loadStarted);

  const server = await startBenchServer(url, dataDir);
  try {
    const login = await fetch(`${server.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };

    console.log(
      `bench:admin: ${Number(load.sizes.user_count).toLocaleString('es-MX')} usuarios, ${Number(load.sizes.wallet_count).toLocaleString('es-MX')} carteras`,
    );
    console.log(`  ${load.sizes.version!.split(' on ')[0]}`);
    console.log(
      `  Carga: ${loadSeconds.toFixed(0)} s (${load.phases.map(([what, s]) => `${what} ${s.toFixed(0)} s`).join(', ')})`,
    );
    console.log(
      `  Tamaño: base ${load.sizes.database} (users ${load.sizes.users}, wallets ${load.sizes.wallets})`,
    );
    console.log(`\n  ${'caso'.padEnd(32)}    p50     p95     p99  (ms, ${REQUESTS} peticiones)`);
    for (const c of cases(load.middleCursor, load.rareNames)) {
      const { p50, p95, p99 } = await measure(server.base, token, c);
      const goal = c.label === 'estadísticas' ? 10 : 30;
      const mark = p95 < goal ? '' : `  ← p95 sobre ${goal} ms`;
      console.log(`  ${c.label.padEnd(32)}${ms(p50)} ${ms(p95)} ${ms(p99)}${mark}`);
    }
    const exported = await exportUsers(server.base, token);
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
