/**
 * API benchmark on PostgreSQL (DATABASE_URL's server, or the local one): the user app's hot
 * reads — GET /api/wallets, /api/user, /api/withdrawals, /api/profile and /api/mediation — for
 * 1,000 signed-in users (3 wallets, 3 withdrawal orders and a mediation case each), each beside
 * its hand-written twin served by the same process (the same answer from hand-written prepared
 * SQL, sent with JSON.stringify; bench/api-server.ts), plus a bare route returning a constant.
 * Before loading, it checks that each route and its twin answer the same bytes for three users.
 * autocannon runs here, the server in a child process: 50 connections, a warm-up, then 15 s per
 * route in three alternating rounds. Prints requests/s, p99 and the server's CPU time per
 * request (medians of the rounds) and each route's ratios to its twin.
 * Goal: every route at 90 % or more of its twin's requests/s, and its CPU per request at most
 * 1/0.9 of the twin's.
 *
 * `npm run bench:api -- --profile [/api/route]`: instead, loads one route (default
 * /api/wallets) and then its twin, each on a fresh server run with V8's CPU profiler, and prints
 * where each spends its CPU.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword, newToken, sha256 } from '../server/adapters/crypto';
import { summariseCpuProfile } from './support/cpu-profile';
import { openDatabase } from '../server/db/client';
import {
  mediationDisputes,
  mediationEvents,
  sessions,
  users,
  wallets,
  withdrawals,
} from '../server/db/schema';
import { startBenchServer } from './support/app-server';
import { createBenchDatabase } from './support/postgres';

const USERS = 1000;
const WALLETS_PER_USER = 3;
const CONNECTIONS = 50;
const WARM_UP_S = 3;
const PROFILE = process.argv.includes('--profile');
const DURATION_S = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 15);
const ROUNDS = 3;

/** Each hot route and its hand-written twin (bench/api-server.ts). */
const PAIRS = [
  ['/api/wallets', '/bench/twin/wallets'],
  ['/api/user', '/bench/twin/user'],
  ['/api/withdrawals', '/bench/twin/withdrawals'],
  ['/api/profile', '/bench/twin/profile'],
  ['/api/mediation', '/bench/twin/mediation'],
] as const;

/**
 * 1,000 users with 3 wallets, a pending withdrawal order from each, a mediation case in its
 * first stage (invited, with a balance dispute) and a live session each; answers the session
 * cookies.
 */
async function seed(url: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  const password = await hashPassword('bench-password');
  const tokens: string[] = [];
  const people = Array.from({ length: USERS }, (_, i) => ({
    email: `usuario${i}@bench.mx`,
    name: `Usuario ${i}`,
    password,
  }));
  const created = await database.db.insert(users).values(people).returning({ id: users.id });
  await database.db.insert(wallets).values(
    people.flatMap((p, i) =>
      Array.from({ length: WALLETS_PER_USER }, (_, k) => ({
        userEmail: p.email,
        address: `0x${createHash('sha256').update(`${i}-${k}`).digest('hex').slice(0, 40)}`,
        name: `Cartera ${k + 1}`,
        pretokenizedBalance: `${(i * 7 + k * 13) % 10000}.12345678`,
        tokenizedBalance: k === 0 ? null : `${(i * 5 + k) % 10000}.5`,
      })),
    ),
  );
  const owned = await database.db
    .select({
      id: wallets.id,
      email: wallets.userEmail,
      address: wallets.address,
      name: wallets.name,
    })
    .from(wallets);
  const idByEmail = new Map(people.map((p, i) => [p.email, created[i]!.id]));
  await database.db.insert(withdrawals).values(
    owned.map((w, n) => ({
      userId: idByEmail.get(w.email)!,
      walletId: w.id,
      withdrawalAddress: w.address.replace(/^0x../, '0xff'),
      amount: `${(n * 11) % 1000}.5`,
      createdAt: new Date(Date.now() - n * 60_000),
    })),
  );
  // Every bench user is in the first stage of mediation (a fresh database holds no one else).
  await database.db
    .update(users)
    .set({ selectedForMediation: 1, mediationStatus: 'invitados', mediationStageAt: new Date() });
  await database.db.insert(mediationEvents).values(
    created.map(({ id }) => ({
      userId: id,
      actor: 'system',
      kind: 'invited',
      toStage: 'invitados',
    })),
  );
  const firstWallet = new Map(owned.map((w) => [w.email, w]));
  await database.db.insert(mediationDisputes).values(
    people.map((p) => {
      const w = firstWallet.get(p.email)!;
      return {
        userId: idByEmail.get(p.email)!,
        walletId: w.id,
        address: w.address,
        walletName: w.name,
        balance: '100.00000000',
        reason: 'El saldo no coincide con mis registros.',
      };
    }),
  );
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  await database.db.insert(sessions).values(
    created.map(({ id }) => {
      const token = newToken();
      tokens.push(token);
      return { id: sha256(token), userId: id, expiresAt };
    }),
  );
  await database.close();
  return tokens;
}

async function load(base: string, route: string, tokens: string[], seconds: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: route,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: `sid=${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  });
}

/** Each route alone on a profiled server run: where its CPU goes. */
async function profile(url: string, tokens: string[]) {
  const asked = process.argv.slice(2).find((a) => a.startsWith('/api/')) ?? '/api/wallets';
  const pair = PAIRS.find(([route]) => route === asked);
  if (!pair) throw new Error(`No hay gemelo para ${asked}`);
  for (const route of pair) {
    const profileDir = mkdtempSync(path.join(tmpdir(), 'cartera-cpu-profile-'));
    const server = await startBenchServer(url, dataDir, profileDir);
    try {
      await load(server.base, route, tokens, WARM_UP_S);
      const result = await load(server.base, route, tokens, DURATION_S);
      console.log(`\n${route}: ${Math.round(result.requests.average)} req/s`);
    } finally {
      await server.stop();
    }
    console.log(summariseCpuProfile(profileDir));
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * The twin must answer what its route answers (the same bytes, for several users), or the
 * comparison would not be honest.
 */
async function checkTwins(base: string, tokens: string[]) {
  const get = async (route: string, token: string) => {
    const response = await fetch(`${base}${route}`, { headers: { cookie: `sid=${token}` } });
    if (response.status !== 200) throw new Error(`${route}: ${response.status}`);
    return response.text();
  };
  for (const [route, twin] of PAIRS) {
    for (const token of [tokens[0]!, tokens[7]!, tokens[USERS - 1]!]) {
      const [real, hand] = [await get(route, token), await get(twin, token)];
      if (real !== hand) {
        throw new Error(`${route} y su gemelo responden distinto:\n${real}\n${hand}`);
      }
    }
  }
}

/** Every route in alternating rounds: requests/s, p99 and CPU per request, and the ratios. */
async function compare(url: string, tokens: string[]) {
  const server = await startBenchServer(url, dataDir);
  try {
    await checkTwins(server.base, tokens);
    const routes = [
      ['Ruta mínima (constante)', '/bench/constant'],
      ...PAIRS.flatMap(([route, twin]) => [
        [`  gemelo a mano`, twin],
        [`GET ${route}`, route],
      ]),
    ] as const;
    // Rounds alternate the routes so that a change in the machine's load hits them alike; each
    // figure is the median of its rounds.
    const rounds = new Map<string, { rps: number[]; p99: number[]; cpu: number[] }>(
      routes.map(([, route]) => [route, { rps: [], p99: [], cpu: [] }]),
    );
    const cpuMicros = async () => {
      const usage = (await (await fetch(`${server.base}/bench/cpu-usage`)).json()) as {
        user: number;
        system: number;
      };
      return usage.user + usage.system;
    };
    for (const [, route] of routes) await load(server.base, route, tokens, WARM_UP_S);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [, route] of routes) {
        const cpuBefore = await cpuMicros();
        const result = await load(server.base, route, tokens, DURATION_S / ROUNDS);
        const cpu = (await cpuMicros()) - cpuBefore;
        if (result.non2xx > 0 || result.errors > 0) {
          throw new Error(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        }
        const round = rounds.get(route)!;
        round.rps.push(result.requests.average);
        round.p99.push(result.latency.p99);
        round.cpu.push(cpu / result.requests.total);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const results = new Map(
      [...rounds].map(([route, r]) => [
        route,
        { rps: median(r.rps), p99: median(r.p99), cpu: median(r.cpu) },
      ]),
    );
    for (const [label, route] of routes) {
      const { rps, p99, cpu } = results.get(route)!;
      console.log(
        `${label.padEnd(26)} ${Math.round(rps).toLocaleString('es-MX').padStart(7)} req/s   p99 ${String(p99).padStart(4)} ms   CPU del servidor ${Math.round(cpu).toString().padStart(4)} µs/petición`,
      );
    }
    const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)} %`.padStart(5);
    console.log(
      '\nRuta / su gemelo a mano     req/s (≥ 90 %)   CPU del gemelo / CPU de la ruta (≥ 90 %)',
    );
    for (const [route, twin] of PAIRS) {
      const [r, t] = [results.get(route)!, results.get(twin)!];
      const ok = r.rps >= 0.9 * t.rps && t.cpu >= 0.9 * r.cpu;
      console.log(
        `GET ${route.padEnd(22)} ${pct(r.rps, t.rps)}            ${pct(t.cpu, r.cpu)}   ${ok ? 'dentro del objetivo' : 'FUERA del objetivo'}`,
      );
    }
    const constant = results.get('/bench/constant')!.rps;
    console.log(
      `\nGET /api/wallets / constante: ${pct(results.get('/api/wallets')!.rps, constant)}`,
    );
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-bench-api-'));
const { url, drop } = await createBenchDatabase();
try {
  const tokens = await seed(url);
  await (PROFILE ? profile(url, tokens) : compare(url, tokens));
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
