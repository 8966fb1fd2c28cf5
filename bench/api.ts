/**
 * API benchmark on PostgreSQL (DATABASE_URL's server, or the local one): GET /api/wallets for
 * 1,000 signed-in users (3 wallets each) next to two references served by the same process —
 * a bare route returning a constant, and the same work written by hand in one prepared query
 * (bench/api-server.ts). autocannon runs here, the server in a child process: 50 connections,
 * a warm-up, then 15 s per route in three alternating rounds. Prints requests/s, p99 and the
 * server's CPU time per request (medians of the rounds) and the ratios.
 * Goal: GET /api/wallets at 90% or more of the hand-written route.
 *
 * `npm run bench:api -- --profile`: instead, loads GET /api/wallets and then the hand-written
 * route, each on a fresh server run with V8's CPU profiler, and prints where each spends its CPU.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword, newToken, sha256 } from '../server/adapters/crypto';
import { summariseCpuProfile } from './support/cpu-profile';
import { openDatabase } from '../server/db/client';
import { sessions, users, wallets } from '../server/db/schema';
import { startBenchServer } from './support/app-server';
import { createBenchDatabase } from './support/postgres';

const USERS = 1000;
const WALLETS_PER_USER = 3;
const CONNECTIONS = 50;
const WARM_UP_S = 3;
const PROFILE = process.argv.includes('--profile');
const DURATION_S = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 15);
const ROUNDS = 3;

/** 1,000 users with 3 wallets and a live session each; answers the session cookies. */
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
  for (const route of ['/api/wallets', '/bench/hand-written']) {
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

/** The three routes in alternating rounds: requests/s, p99 and CPU per request, and the ratios. */
async function compare(url: string, tokens: string[]) {
  const server = await startBenchServer(url, dataDir);
  try {
    const check = async (route: string) =>
      (await fetch(`${server.base}${route}`, { headers: { cookie: `sid=${tokens[7]}` } })).text();
    if ((await check('/api/wallets')) !== (await check('/bench/hand-written'))) {
      throw new Error('GET /api/wallets and the hand-written route answer differently');
    }
    const routes = [
      ['Ruta mínima (constante)', '/bench/constant'],
      ['A mano (1 consulta preparada)', '/bench/hand-written'],
      ['GET /api/wallets', '/api/wallets'],
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
        `${label.padEnd(32)} ${Math.round(rps).toLocaleString('es-MX').padStart(7)} req/s   p99 ${String(p99).padStart(4)} ms   CPU del servidor ${Math.round(cpu).toString().padStart(4)} µs/petición`,
      );
    }
    const rps = (route: string) => results.get(route)!.rps;
    const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)} %`;
    console.log(
      `\nGET /api/wallets / a mano:      ${pct(rps('/api/wallets'), rps('/bench/hand-written'))}  (objetivo ≥ 90 %)` +
        `\nGET /api/wallets / constante:   ${pct(rps('/api/wallets'), rps('/bench/constant'))}` +
        `\nA mano / constante:             ${pct(rps('/bench/hand-written'), rps('/bench/constant'))}`,
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
