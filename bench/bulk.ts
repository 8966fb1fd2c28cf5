/**
 * Bulk jobs and list filters at scale (`npm run bench:bulk`; docs/decisions/bulk-jobs.md#benchmark):
 * a fresh PostgreSQL database (on DATABASE_URL's server, or the local one) with BENCH_USERS
 * generated users (default 1,000,000; bench/support/seed-users.ts, COPY), 10 % of them in
 * 'Invitados' and others spread over the stages, and one withdrawal order per fourth wallet. The
 * real app in production mode (with its bulk-jobs worker) runs in a child process; through its
 * API the bench
 *  1. measures the unfiltered users list (the reference),
 *  2. starts 'Avanzar de etapa' on the cases in 'Invitados', then 'Invitar a mediación' on the
 *     Mexican users with both ID photos outside mediation (POST /api/admin/bulk-jobs with a
 *     filter), each registered from a day chosen so the job has at most BENCH_JOB_ITEMS items
 *     (default BENCH_USERS / 10, at most 100,000), polling GET /api/admin/bulk-jobs/:id until each is done
 *     while requesting the users list ten times a second (its p95 while the job runs);
 *  3. measures every filter and sort of the users list, a stage's list and the withdrawal queue.
 * Goals (at 1M users, 2 cores): each job under 5 minutes, the users list's p95 under 100 ms
 * during a job, every filter's p95 under 50 ms. The mail outbox's sender is off: each job's
 * e-mails are queued in the outbox in the item's transaction as in production, and the time to
 * finish excludes sending them (the outbox paces that on its own). `--keep` leaves the database.
 * BENCH_REQUESTS (default 100) sets the requests per case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { MAX_BULK_ITEMS } from '../schemas/bulk-jobs';
import type { MediationStageId } from '../schemas/mediation-stages';
import {
  adminClient,
  measure,
  migrateWithAdmin,
  ms,
  summarise,
  timedGet,
  type AdminClient,
  type LatencyCase,
} from './support/admin-requests';
import { startBenchServer } from './support/app-server';
import { createBenchDatabase } from './support/postgres';
import { describeLoad, secondsSince, seedUsers } from './support/seed-users';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const JOB_ITEMS = Number(
  process.env.BENCH_JOB_ITEMS ?? Math.min(MAX_BULK_ITEMS, Math.floor(USERS / 10)),
);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 10;
const KEEP = process.argv.includes('--keep');
const JOB_GOAL_S = 300;
const SAMPLE_EVERY_MS = 100;
const DURING_JOB_GOAL_MS = 100;
const FILTER_GOAL_MS = 50;
const es = (n: number) => n.toLocaleString('es-MX');

/**
 * The stage of user `i`: exactly a tenth in 'Invitados' (the move job's filter), a tenth in
 * 'Verificar ID' (the stage list measured), a few in each later stage, the rest (about two
 * thirds) outside mediation.
 */
function stageOf(_: unknown, i: number): MediationStageId | null {
  if (i % 10 === 1) return 'invitados';
  if (i % 10 === 2) return 'verificar-id';
  if (i % 20 === 3) return 'docs-firma';
  if (i % 20 === 13) return 'negociacion';
  if (i % 40 === 5) return 'para-firma';
  if (i % 40 === 25) return 'monetizacion';
  if (i % 100 === 7) return 'liquidado';
  return null;
}

/** A withdrawal order on every fourth wallet: a twentieth pending, a twentieth approved, the rest closed. */
const WITHDRAWALS_SQL = `
  insert into withdrawals (user_id, wallet_id, withdrawal_address, amount, status, created_at, updated_at)
  select u.id, w.id, '0x' || md5(w.id::text) || substr(md5(w.address), 1, 8),
         greatest(0.5, trunc(w.pretokenized_balance / 3, 6)),
         case (w.n / 4) % 20 when 0 then 'pending' when 1 then 'approved' when 2 then 'rejected'
                       when 3 then 'cancelled' else 'completed' end,
         w.created_at + interval '2 days', w.created_at + interval '2 days'
    from (select *, row_number() over (order by created_at, id) as n from wallets) w
    join users u on u.email = w.user_email
   where w.n % 4 = 0`;

interface BulkJobState {
  state: string;
  processed: number;
  total: number;
  done: number;
  skipped: number;
  failed: number;
  problems: { reason: string }[];
}

const REFERENCE: LatencyCase = {
  label: 'usuarios, sin filtro (referencia)',
  urls: ['/api/admin/users?limit=25'],
  check: (b) => Array.isArray(b.users) && b.users.length === 25,
};

/**
 * Starts a job through the API and polls it every second until it ends, requesting the users
 * list every SAMPLE_EVERY_MS meanwhile (a few staff at work, not a load test that would take the
 * worker's CPU). Answers the time to finish, the list's latencies and the counts.
 */
async function runJob(client: AdminClient, action: string, filter: Record<string, string>) {
  const started = performance.now();
  const created = await client<{ id: string; total: number }>('/api/admin/bulk-jobs', {
    action,
    filter,
  });
  if (created.status !== 202) {
    throw new Error(`${action}: answered ${created.status} ${JSON.stringify(created.body)}`);
  }
  const createSeconds = secondsSince(started);
  const { id, total } = created.body;
  let finished = false;
  const during: number[] = [];
  const sampler = (async () => {
    while (!finished) {
      const started = performance.now();
      during.push(await timedGet(client, REFERENCE, REFERENCE.urls[0]!));
      await new Promise((done) =>
        setTimeout(done, SAMPLE_EVERY_MS - (performance.now() - started)),
      );
    }
  })();
  let job: BulkJobState;
  for (;;) {
    await new Promise((done) => setTimeout(done, 1000));
    const polled = await client<BulkJobState>(`/api/admin/bulk-jobs/${id}`);
    if (polled.status !== 200) throw new Error(`poll ${id}: ${polled.status}`);
    job = polled.body;
    if (job.state !== 'running') break;
  }
  const totalSeconds = secondsSince(started);
  finished = true;
  await sampler;
  return { total, createSeconds, totalSeconds, job, during: summarise(during) };
}

const serialToIsoDay = (serial: number) =>
  new Date((serial - 25_569) * 86_400_000).toISOString().slice(0, 10);

/** Registration days (spreadsheet serials) of the seeded users: the range and its middle fifth. */
async function registrationDays(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ min: number; max: number; p40: number; p60: number }>(
      `select min(date) as min, max(date) as max,
              percentile_disc(0.4) within group (order by date) as p40,
              percentile_disc(0.6) within group (order by date) as p60
         from users where date is not null`,
    );
    return rows[0]!;
  } finally {
    await db.end();
  }
}
type RegistrationDays = Awaited<ReturnType<typeof registrationDays>>;

/**
 * `base` narrowed to the users registered from the earliest day that keeps the match at most
 * JOB_ITEMS (found with POST …/matching, the app's own count, which falls as the day moves later).
 */
async function narrowed(client: AdminClient, days: RegistrationDays, base: Record<string, string>) {
  const count = async (from: number) => {
    const { body } = await client<{ total: number }>('/api/admin/bulk-jobs/matching', {
      filter: { ...base, registeredFrom: serialToIsoDay(from) },
    });
    return body.total;
  };
  let [low, high] = [days.min, days.max + 1];
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if ((await count(mid)) <= JOB_ITEMS) high = mid;
    else low = mid + 1;
  }
  return { ...base, registeredFrom: serialToIsoDay(low) };
}

const users = (min: number) => (b: Record<string, unknown>) =>
  Array.isArray(b.users) && b.users.length >= min;
const withdrawals = (min: number) => (b: Record<string, unknown>) =>
  Array.isArray(b.withdrawals) && b.withdrawals.length >= min;

/** Every filter and sort of the three lists, one case each (a page of 25). */
function filterCases(days: RegistrationDays): LatencyCase[] {
  const list = (label: string, query: string, min = 1): LatencyCase => ({
    label: `usuarios ${label}`,
    urls: [`/api/admin/users?limit=25&${query}`],
    check: users(min),
  });
  const stage = (label: string, query: string, min = 1): LatencyCase => ({
    label: `etapa Verificar ID ${label}`,
    urls: [`/api/admin/mediation-users/verificar-id?limit=25&${query}`],
    check: users(min),
  });
  const queue = (label: string, query: string, min = 1): LatencyCase => ({
    label: `retiros ${label}`,
    urls: [`/api/admin/withdrawals?limit=25&${query}`],
    check: withdrawals(min),
  });
  return [
    list('stage=negociacion', 'stage=negociacion'),
    list('stage=none', 'stage=none'),
    list('verified=1', 'verified=1'),
    list('complete=1', 'complete=1'),
    list('photos=1', 'photos=1'),
    list('photos=0', 'photos=0'),
    list('country=US', 'country=US'),
    list('minBalance=1000', 'minBalance=1000'),
    list('maxBalance=10', 'maxBalance=10'),
    list('min 100 y max 200', 'minBalance=100&maxBalance=200'),
    list(
      'registeredFrom/To (quinto central)',
      `registeredFrom=${serialToIsoDay(days.p40)}&registeredTo=${serialToIsoDay(days.p60)}`,
    ),
    list('registeredFrom (último quinto)', `registeredFrom=${serialToIsoDay(days.p60)}`),
    list('dispute=1', 'dispute=1', 0),
    list('agreement=signed', 'agreement=signed', 0),
    list('agreement=none', 'agreement=none'),
    list('MX+fotos+saldo≥1000', 'country=MX&photos=1&minBalance=1000'),
    list('sort=name', 'sort=name&order=asc'),
    list('sort=balance desc', 'sort=balance&order=desc'),
    list('sort=registered asc', 'sort=registered&order=asc'),
    list('country=US sort=balance', 'country=US&sort=balance&order=desc'),
    list('verified=1 sort=name', 'verified=1&sort=name&order=asc'),
    stage('sin filtro', ''),
    stage('assignee=none', 'assignee=none'),
    stage('assignee=me', 'assignee=me', 0),
    stage('overdue=true', 'overdue=true', 0),
    stage('overdue=false', 'overdue=false', 0),
    stage('verified=1', 'verified=1', 0),
    stage('photos=1 country=MX', 'photos=1&country=MX'),
    stage('sort=name', 'sort=name&order=asc'),
    stage('sort=balance', 'sort=balance&order=desc'),
    stage('sort=registered', 'sort=registered&order=desc'),
    stage('sort=inStage', 'sort=inStage&order=desc'),
    queue('sin filtro (abiertos)', ''),
    queue('status=pending', 'status=pending'),
    queue('status=approved', 'status=approved'),
    queue('status=completed', 'status=completed'),
    queue('status=rejected', 'status=rejected'),
    queue('minAmount=100', 'status=completed&minAmount=100'),
    queue('maxAmount=5', 'status=completed&maxAmount=5'),
    queue('min 10 y max 50', 'status=pending&minAmount=10&maxAmount=50', 0),
    queue('assignee=none', 'assignee=none'),
    queue('order=desc', 'order=desc'),
  ];
}

const header = (what: string) =>
  console.log(`\n  ${what.padEnd(44)}    p50     p95     p99  (ms, ${REQUESTS} peticiones)`);
const line = (label: string, r: { p50: number; p95: number; p99: number }, goal: number) =>
  console.log(
    `  ${label.padEnd(44)}${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}${r.p95 < goal ? '' : `  ← p95 sobre ${goal} ms`}`,
  );

const benchStarted = performance.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-bench-bulk-'));
const { name, url, drop } = await createBenchDatabase();
try {
  await migrateWithAdmin(url);
  const loadStarted = performance.now();
  const load = await seedUsers(url, {
    users: USERS,
    stageOf,
    after: { label: 'retiros (insert … select)', sql: WITHDRAWALS_SQL },
  });
  const loadSeconds = secondsSince(loadStarted);

  const server = await startBenchServer(url, dataDir, undefined, { BENCH_MAIL_OUTBOX: 'off' });
  try {
    const client = await adminClient(server.base);
    const days = await registrationDays(url);
    console.log(
      `bench:bulk: ${es(Number(load.sizes.user_count))} usuarios, ${es(Number(load.sizes.wallet_count))} carteras`,
    );
    console.log(`  ${load.sizes.version!.split(' on ')[0]}`);
    console.log(`  ${describeLoad(loadSeconds, load.phases)}`);
    console.log(`  Tamaño: base ${load.sizes.database} (users ${load.sizes.users})`);

    header('referencia');
    const reference = await measure(client, REFERENCE, { requests: REQUESTS, warmUp: WARM_UP });
    line(REFERENCE.label, reference, FILTER_GOAL_MS);

    console.log(
      `\n  Tareas masivas (el envío de los correos no cuenta: el remitente del outbox está apagado;` +
        ` los correos quedan en el outbox en la transacción de cada caso, como en producción)`,
    );
    // Every case in 'Invitados' forward, then the Mexican users with both photos outside
    // mediation invited (after the move, so the cases it adds to 'Invitados' are not moved).
    const jobs: [string, string, Record<string, string>][] = [
      ['Avanzar de etapa', 'move-forward', { stage: 'invitados' }],
      ['Invitar a mediación', 'invite', { stage: 'none', country: 'MX', photos: '1' }],
    ];
    for (const [label, action, base] of jobs) {
      const filter = await narrowed(client, days, base);
      const r = await runJob(client, action, filter);
      const { job } = r;
      const rate = job.processed / r.totalSeconds;
      console.log(
        `  ${label} (${new URLSearchParams(filter).toString()}): ${es(r.total)} casos en ${r.totalSeconds.toFixed(1)} s ` +
          `(crear ${r.createSeconds.toFixed(1)} s, ${rate.toFixed(0)} casos/s; estado ${job.state}: ` +
          `${es(job.done)} hechos, ${es(job.skipped)} omitidos, ${es(job.failed)} fallidos)` +
          (r.totalSeconds < JOB_GOAL_S ? '' : `  ← sobre ${JOB_GOAL_S} s`),
      );
      if (job.problems[0]) console.log(`    primer problema: ${job.problems[0].reason}`);
      line(`    usuarios durante la tarea (${r.during.count} pet.)`, r.during, DURING_JOB_GOAL_MS);
      if (r.total < 100_000) {
        console.log(`    a 100.000 casos, al mismo ritmo: ${(100_000 / rate / 60).toFixed(1)} min`);
      }
    }

    header('filtros y órdenes');
    line(REFERENCE.label, reference, FILTER_GOAL_MS);
    for (const c of filterCases(days)) {
      line(
        c.label,
        await measure(client, c, { requests: REQUESTS, warmUp: WARM_UP }),
        FILTER_GOAL_MS,
      );
    }
    line(
      `${REFERENCE.label}, de nuevo`,
      await measure(client, REFERENCE, { requests: REQUESTS, warmUp: WARM_UP }),
      FILTER_GOAL_MS,
    );
  } finally {
    await server.stop();
  }
} finally {
  if (KEEP) console.log(`\n  Base conservada: ${name}`);
  else await drop();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`\n  Duración total del bench: ${secondsSince(benchStarted).toFixed(0)} s`);
}
