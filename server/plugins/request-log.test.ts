import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/test-app';

/** The app with its log captured, as production or development would run it. */
async function appLogging(production: boolean, level: string) {
  const lines: Record<string, unknown>[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => lines.push(JSON.parse(line))),
  );
  const ctx = await createTestContext({
    logStream,
    deps: (base) => ({
      ...base,
      config: { ...base.config, isProduction: production, logLevel: level },
    }),
  });
  return { ctx, lines };
}

type Logging = Awaited<ReturnType<typeof appLogging>>;
let production: Logging;
let development: Logging;
const contexts: TestContext[] = [];
// Both apps are built in the hook (it has the longer timeout), not inside the first test.
beforeAll(async () => {
  production = await appLogging(true, 'info');
  development = await appLogging(false, 'debug');
  contexts.push(production.ctx, development.ctx);
});
afterAll(() => Promise.all(contexts.map((c) => c.close())));

const SEARCH = '/api/admin/search?q=ana%40demo.cartera.mx';

describe('request log', () => {
  it('is one structured line per request in production, without the query or headers', async () => {
    const { ctx, lines } = production;
    const res = await ctx.app.inject({
      url: SEARCH,
      headers: { cookie: 'session=secreto', authorization: 'Bearer secreto' },
    });
    expect(res.statusCode).toBe(401);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: expect.any(String),
        req: { method: 'GET', url: '/api/admin/search?…', remoteAddress: '127.0.0.1' },
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/ana|demo\.cartera|secreto/);
  });

  it('is one short debug line in development (hidden at the default info level)', async () => {
    const { ctx, lines } = development;
    await ctx.app.inject({ url: SEARCH });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20 });
    expect(lines[0]!.msg).toMatch(/^GET \/api\/admin\/search\?… 401 \d+ ms$/);
    expect(lines[0]).not.toHaveProperty('req');
  });
});
