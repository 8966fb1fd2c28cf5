import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  TEST_ADMIN_PREFIX,
  type TestContext,
} from '../../../tests/support/test-app';
import { openTestDatabase } from '../../../tests/support/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('GET /healthz says the process is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  // Builds a second app on its own migrated database: more than the default budget under load.
  it('GET /readyz answers 503 when the database does not', { timeout: 90_000 }, async () => {
    const gone = await openTestDatabase({ migrate: false });
    await gone.close();
    const broken = await createTestContext({ deps: (base) => ({ ...base, database: gone }) });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      const requestId = res.headers['x-request-id'];
      expect(requestId).toMatch(/\S/);
      expect(res.json()).toEqual({ message: 'Base de datos no disponible', requestId });
    } finally {
      await broken.close();
    }
  });

  it('GET /api/app-config gives public settings and never the admin prefix', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appName: 'Cartera USDT',
      installGate: true,
      explorerUrl: 'https://etherscan.io',
    });
    expect(res.body).not.toContain(TEST_ADMIN_PREFIX);
  });
});
