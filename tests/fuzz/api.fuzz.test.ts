import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalChain } from '../../devchain/local-chain';
import { createConsoleMailer } from '../../server/adapters/mail/console';
import { queryRows } from '../../server/db/client';
import { admins } from '../../server/db/schema';
import { adminToken, createUser, createWallet, createWithdrawal } from '../support/factories';
import { makeImage } from '../support/images';
import { registeredRoutes } from '../support/routes';
import { createTestContext } from '../support/test-app';
import { requestUploadUrl, uploadFile } from '../support/uploads';
import { signIn } from '../support/withdrawal-fixtures';
import {
  hostileString,
  jsonSchemaOf,
  malformed,
  structuredCursor,
  valid,
  wrongValue,
} from './arbitraries';
import { routeCollector, type FuzzRoute } from './route-table';

/*
 * Property-based fuzzing of every registered route: requests generated from each route's own
 * schema, mostly malformed, must never get a 5xx, never leak a stack or SQL, always answer a
 * Spanish `{message}` when refused, and write nothing when refused. FUZZ_RUNS cases in all
 * (split over the routes), from FUZZ_SEED: fixed in `npm test`, `npm run fuzz` varies them.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Tables that record refused requests on purpose: attempt counters and the 403 audit trail. */
const RECORDS_REFUSALS = new Set(['throttles', 'audit_log']);

const chain = await startLocalChain();
const { routes, watch } = routeCollector();
const ctx = await createTestContext({
  env: { ETH_RPC_URL: chain.rpcUrl, USDT_CONTRACT_ADDRESS: chain.usdtAddress },
  mailer: createConsoleMailer({ write: () => undefined }),
  // Only the API: the static web apps are not built for this suite.
  webRoot: path.join(import.meta.dirname, 'no-web-apps'),
  beforeRoutes: watch,
  // A job an accepted request starts would be worked between two requests, changing the tables
  // the suite compares before and after each refused one.
  bulkJobsJob: false,
});
afterAll(async () => {
  await ctx.close();
  await chain.stop();
});

// Data for requests to reach: the caller's own rows, another user's, a photo and a free slot.
const user = await createUser(ctx.db, { fullName: 'Ana Pérez', cellphone: '5512345678' });
const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: '100.5' });
const openWallet = await createWallet(ctx.db, user, { pretokenizedBalance: '7' });
const withdrawal = await createWithdrawal(ctx.db, user, openWallet);
const stranger = await createUser(ctx.db);
const strangersWallet = await createWallet(ctx.db, stranger, { pretokenizedBalance: '3' });
const credentials = { sid: (await signIn(ctx.app, user.email)).sid, token: '' };
credentials.token = await adminToken(ctx.app, ctx.db, ctx.clock);
const photo = await uploadFile(ctx.app, credentials.sid, await makeImage('jpeg'));
const slot = await requestUploadUrl(ctx.app, credentials.sid);
const [admin] = await ctx.db.select().from(admins);
const ids = [
  user.id,
  wallet.id,
  openWallet.id,
  withdrawal.id,
  stranger.id,
  strangersWallet.id,
  admin!.id,
  photo.objectURL.split('/').pop()!,
  slot.split('/').pop()!,
];

const tables = (
  await queryRows<{ tablename: string }>(
    ctx.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )
)
  .map((t) => t.tablename)
  .filter((t) => !RECORDS_REFUSALS.has(t));

/** Every table's content (a digest each) and every stored file: what a request may change. */
async function snapshot() {
  const digests = sql.join(
    tables.map((t) =>
      // The counters' rows are folded by a background job at any time; their sums are the figures.
      t === 'admin_counters'
        ? sql`(select row(sum(users), sum(wallets), sum(balance), sum(complete_profiles), sum(verified))::text from admin_counters) as admin_counters`
        : sql`(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${sql.identifier(t)} r) as ${sql.identifier(t)}`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, string>>(ctx.db, sql`select ${digests}`);
  const objects = path.join(ctx.config.dataDir, 'objects');
  const files = readdirSync(objects, { recursive: true }).map(String).sort();
  return { ...row, files };
}

/** A sign-out, a revoked token or a deleted admin among the cases: sign in again. */
async function keepCredentials() {
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/api/user',
    cookies: { sid: credentials.sid },
  });
  if (me.statusCode === 401) credentials.sid = (await signIn(ctx.app, user.email)).sid;
  const staff = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/session',
    headers: { authorization: `Bearer ${credentials.token}` },
  });
  if (staff.statusCode === 401) credentials.token = await adminToken(ctx.app, ctx.db, ctx.clock);
}

interface FuzzRequest {
  params: Record<string, string>;
  query: string;
  body: { payload: string | Buffer; contentType?: string } | undefined;
}

const BROKEN_SEGMENTS = ['%', '%zz', '%ff', '%c0%af', '..', '%2e%2e%2f', '%00', ''];
const encodeSegment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ed%a0%80'; // a lone surrogate, as UTF-8 bytes
  }
};

const paramNames = (route: FuzzRoute) => [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** Path parameters the route's schema accepts. */
function paramsOf(route: FuzzRoute): fc.Arbitrary<Record<string, string>> {
  const schema = jsonSchemaOf(route.params);
  return fc.record(
    Object.fromEntries(
      paramNames(route).map((name) => [
        name,
        valid(schema.properties?.[name] ?? {}, ids).map((v) => encodeSegment(String(v))),
      ]),
    ),
  );
}

function paramsArb(route: FuzzRoute): fc.Arbitrary<Record<string, string>> {
  const names = paramNames(route);
  const schema = jsonSchemaOf(route.params);
  const segment = (name: string) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: valid(schema.properties?.[name] ?? {}, ids).map((v) => encodeSegment(String(v))),
      },
      { weight: 2, arbitrary: hostileString.map(encodeSegment) },
      { weight: 1, arbitrary: fc.constantFrom(...BROKEN_SEGMENTS) },
    );
  return fc.record(Object.fromEntries(names.map((n) => [n, segment(n)])));
}

function toQuery(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `q=${encodeSegment(String(value))}`;
  }
  const query = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return query.toString();
}

/** Routes that page by cursor (their query takes `cursor`). */
const pagesByCursor = (route: FuzzRoute) =>
  jsonSchemaOf(route.querystring).properties?.cursor !== undefined;

function queryArb(route: FuzzRoute): fc.Arbitrary<string> {
  const schema = jsonSchemaOf(route.querystring);
  const cursors = pagesByCursor(route)
    ? [structuredCursor.map((cursor) => `cursor=${cursor}`)]
    : [];
  return fc.oneof(
    fc.constant(''),
    ...cursors,
    valid(schema, ids).map(toQuery),
    malformed(schema, ids).map(toQuery),
    fc.constantFrom(
      '%ff',
      'a=%',
      '&&&=',
      '__proto__[x]=1',
      'page=1&page=2',
      `cursor=${'A'.repeat(600)}`,
    ),
  );
}

const json = (value: unknown) => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

function bodyArb(route: FuzzRoute): fc.Arbitrary<FuzzRequest['body']> {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) return fc.constant(undefined);
  const schema = jsonSchemaOf(route.body);
  return fc.oneof(
    { weight: 2, arbitrary: valid(schema, ids).map(json) },
    { weight: 6, arbitrary: malformed(schema, ids).map(json) },
    { weight: 1, arbitrary: wrongValue.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"email":', '\u0000', '{"__proto__":{"x":1}}', '[]', '""')
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'image/jpeg',
          'application/json; charset=latin1',
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const requestArb = (route: FuzzRoute): fc.Arbitrary<FuzzRequest> =>
  fc.record({ params: paramsArb(route), query: queryArb(route), body: bodyArb(route) });

function inject(route: FuzzRoute, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const url =
    route.url.replace(/:(\w+)/g, (_m, name: string) => request.params[name] ?? '') +
    (request.query ? `?${request.query}` : '');
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    headers: request.body?.contentType ? { 'content-type': request.body.contentType } : {},
    payload: request.body?.payload,
  };
  if (route.admin) options.headers!.authorization = `Bearer ${credentials.token}`;
  else options.cookies = { sid: credentials.sid };
  return ctx.app.inject(options);
}

/** Words of Fastify's and zod's English answers; a Spanish message has none of them. */
const ENGLISH =
  /\b(invalid|required|expected|unrecognized|bad request|not found|route|client error|internal server error|unsupported|must|exceed\w*|too (big|small)|unauthorized|forbidden|not allowed|payload|received)\b/i;
const STACK = /\n\s+at |\.[jt]s:\d+|node_modules/;
// drizzle's 'Failed query: …' puts its values on a line of their own ('\nparams: …', escaped in
// JSON); a field named `params` (bulk jobs) may head a message.
const SQL =
  /failed query|(\\n|\n)params:|\binsert into\b|\bselect\b[\s\S]*\bfrom\b|\bsyntax error\b/i;

function expectRefusalInSpanish(route: FuzzRoute, response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(STACK);
  expect(response.body).not.toMatch(SQL);
  if (route.method === 'HEAD') return;
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const answer = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(answer)).toEqual(['message']);
  expect(answer.message).toEqual(expect.any(String));
  const words = String(answer.message).replace(/^[\w.]+: /, '');
  expect(words.length).toBeGreaterThan(0);
  expect(words).not.toMatch(ENGLISH);
}

const pagedRoutes = routes.filter((r) => r.method === 'GET' && pagesByCursor(r));
const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
const someId = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
/** Cursors no list's key accepts, whatever its parts are (a date, a number, a name). */
const WRONG_FOR_EVERY_KEY = [
  [{}, someId],
  [null, someId],
  [['2026-01-01T00:00:00.000000Z'], someId],
  ['Ana\u0000', someId],
  [1, 'no-es-un-id'],
  ['2026-01-01T00:00:00.000000Z', someId, 'sobra'],
  { at: '2026-01-01T00:00:00.000000Z', id: someId },
  'texto',
  42,
].map(cursorOf);

describe('every paged route refuses structured-but-wrong cursors', () => {
  it('finds the paged routes', () => {
    expect(pagedRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/admin/withdrawals', '/api/admin/audit', '/api/admin/users']),
    );
  });

  it.each(pagedRoutes.map((r) => [r.url, r] as const))('%s', async (_url, route) => {
    // Everything else in the request is valid, so the cursor is what gets judged.
    const [params] = fc.sample(paramsOf(route), { numRuns: 1, seed: SEED });
    const [query] = fc.sample(valid(jsonSchemaOf(route.querystring), ids), {
      numRuns: 1,
      seed: SEED,
    });
    const { cursor: _none, ...rest } = query as Record<string, unknown>;
    const request = (cursor: string) =>
      inject(route, {
        params: params!,
        query: `${toQuery(rest)}&cursor=${cursor}`,
        body: undefined,
      });
    for (const cursor of WRONG_FOR_EVERY_KEY) {
      const response = await request(cursor);
      expect(response.statusCode, Buffer.from(cursor, 'base64url').toString()).toBe(400);
      expect(response.json()).toEqual({ message: 'Cursor inválido' });
    }
    await fc.assert(
      fc.asyncProperty(structuredCursor, async (cursor) => {
        const response = await request(cursor);
        // A cursor of the right shape gets the route's own answer (a page, or 404 for a case
        // that is not one); anything else is a Spanish 400.
        expect([200, 400, 404], Buffer.from(cursor, 'base64url').toString()).toContain(
          response.statusCode,
        );
        if (response.statusCode >= 400) expectRefusalInSpanish(route, response);
      }),
      { numRuns: 60, seed: SEED },
    );
  });
});

describe('every route survives malformed requests', () => {
  it('sees every registered route', () => {
    const seen = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const printed = registeredRoutes(ctx.app).flatMap(([url, methods]) =>
      methods.map((m) => `${m} ${url}`),
    );
    // The API reference's static files (/api/docs/static/*) print as a tree the parser reads as
    // /api/docs/ and /api/docs/*; the collector lists them as registered.
    const docsUi = (r: string) => / \/api\/docs\//.test(r);
    expect(printed.filter((r) => !seen.has(r) && !docsUi(r))).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
  });

  const runs = Math.max(10, Math.floor(TOTAL_RUNS / routes.length));
  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    async (_name, route) => {
      let state = await snapshot();
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (request) => {
          const response = await inject(route, request);
          expect(response.statusCode).toBeLessThan(500);
          // Attempt counters would soon answer 429 to everything; they are not under test here.
          if (response.statusCode === 429) await ctx.db.execute(sql`delete from throttles`);
          if (response.statusCode >= 400) {
            expectRefusalInSpanish(route, response);
            expect(await snapshot()).toEqual(state);
          } else {
            await keepCredentials();
            state = await snapshot();
          }
        }),
        { numRuns: runs, seed: SEED },
      );
    },
    Math.max(120_000, runs * 100),
  );
});
