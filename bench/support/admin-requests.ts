import { performance } from 'node:perf_hooks';
import { systemClock } from '../../server/adapters/clock';
import { totpCode } from '../../server/adapters/totp';
import { openDatabase } from '../../server/db/client';
import { createAdminAuthService } from '../../server/modules/staff/admin-auth.service';

/**
 * Admin API requests for the benches (bench:admin, bench:bulk): an owner account made before the
 * app starts, its token, and latency cases measured as sequential requests.
 */

const ADMIN = { username: 'bench-admin', password: 'Bench-Admin-2026' };

/** Migrates the new database and creates the bench's owner account. */
export async function migrateWithAdmin(url: string) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await database.migrate();
    await createAdminAuthService({ db: database.db, clock: systemClock }).createOrReset(
      ADMIN.username,
      ADMIN.password,
      'owner',
    );
  } finally {
    await database.close();
  }
}

/**
 * Signs the bench's owner (or `account`) in; answers a `fetch` with its bearer token that reads JSON (a body
 * makes it a POST), and the token itself (`.token`) for downloads.
 */
export async function adminClient(base: string, account: typeof ADMIN = ADMIN) {
  const post = async <T>(url: string, body: object) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${url}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  // An owner must enrol a second factor at their first sign-in: the bench is its authenticator.
  const signIn = await post<{ token?: string; challenge?: string; step?: string }>(
    '/api/admin/login',
    account,
  );
  let token = signIn.token;
  if (!token && signIn.step === 'enrol') {
    const { challenge } = signIn;
    const { secret } = await post<{ secret: string }>('/api/admin/login/totp-setup', { challenge });
    const code = totpCode(secret, new Date());
    ({ token } = await post<{ token: string }>('/api/admin/login/totp-setup/confirm', {
      challenge,
      code,
    }));
  }
  if (!token) throw new Error(`bench sign-in: ${JSON.stringify(signIn)}`);
  const request = async <T = Record<string, unknown>>(path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return Object.assign(request, { token });
}
export type AdminClient = Awaited<ReturnType<typeof adminClient>>;

export interface LatencyCase {
  label: string;
  urls: string[];
  /** What a correct answer holds (so a fast wrong answer cannot pass). */
  check(body: Record<string, unknown>): boolean;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export const summarise = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
};

/** One request, timed to the end of its body; throws unless it is a 200 that `check` accepts. */
export async function timedGet(client: AdminClient, c: LatencyCase, url: string) {
  const started = performance.now();
  const { status, body } = await client(url);
  const ms = performance.now() - started;
  if (status !== 200 || !c.check(body)) {
    throw new Error(`${c.label}: ${url} answered ${status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return ms;
}

/** `warmUp` then `requests` sequential requests, rotating through the case's urls. */
export async function measure(
  client: AdminClient,
  c: LatencyCase,
  { requests, warmUp }: { requests: number; warmUp: number },
) {
  const times: number[] = [];
  for (let n = 0; n < warmUp + requests; n++) {
    const ms = await timedGet(client, c, c.urls[n % c.urls.length]!);
    if (n >= warmUp) times.push(ms);
  }
  return summarise(times);
}

export const ms = (value: number) => value.toFixed(1).padStart(7);
