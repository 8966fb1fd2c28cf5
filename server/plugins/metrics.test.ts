import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../adapters/chain';
import { chainSync, mailOutbox } from '../db/schema';
import {
  createTestContext,
  TEST_ADMIN_PREFIX,
  type TestContext,
} from '../../tests/support/test-app';
import { listenMetrics } from './metrics';

const TOKEN = 'token-de-metricas-0123456789abcdef';
const EMAIL = 'ana.metricas@demo.cartera.mx';
const USER_ID = '6b0e2c4e-8f9d-4a31-9c55-1f2e3d4c5b6a';

let webRoot: string;
let withToken: TestContext;
let withPort: TestContext;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'cartera-web-'));
  for (const app of ['user', 'admin']) {
    mkdirSync(path.join(webRoot, app));
    writeFileSync(path.join(webRoot, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  withToken = await createTestContext({ webRoot, env: { METRICS_TOKEN: TOKEN } });
  withPort = await createTestContext({ env: { METRICS_PORT: '9464', METRICS_TOKEN: TOKEN } });
}, 180_000);
afterAll(async () => {
  await withToken?.close();
  await withPort?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('metrics on the public port with METRICS_TOKEN', () => {
  it('answer only the bearer token, as a missing route otherwise', async () => {
    for (const authorization of [undefined, 'Bearer otro-token-0123456789abcdef', TOKEN]) {
      const res = await scrape(withToken, authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ruta no encontrada' });
    }
    const res = await scrape(withToken, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('time requests by route template and status class, without personal data or the prefix', async () => {
    const { app } = withToken;
    await app.inject({ url: `/api/admin/users/${USER_ID}?q=${encodeURIComponent(EMAIL)}` });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: EMAIL, password: 'x' },
    });
    await app.inject({ url: `/${TEST_ADMIN_PREFIX}/` });
    await app.inject({ url: `/${TEST_ADMIN_PREFIX}/usuarios` });
    await app.inject({ url: `/no-existe/${EMAIL}` });
    const text = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    const count = (labels: string) =>
      new RegExp(`^http_request_duration_seconds_count\\{${labels}\\} [1-9]`, 'm');
    expect(text).toMatch(count('method="GET",route="/api/admin/users/:userId",status_class="4xx"'));
    expect(text).toMatch(count('method="POST",route="/api/login",status_class="4xx"'));
    expect(text).toMatch(count('method="GET",route="/\\{admin\\}/",status_class="2xx"'));
    // Paths no route matched (the admin app's own links among them) share one label.
    expect(text).toMatch(count('method="GET",route="sin-ruta",status_class="2xx"'));
    expect(text).not.toContain(TEST_ADMIN_PREFIX);
    for (const personal of [EMAIL, 'ana.metricas', USER_ID, 'usuarios', 'no-existe']) {
      expect(text).not.toContain(personal);
    }
  });

  it('report the event loop, the heap, the jobs and the mail outbox', async () => {
    const { db, clock } = withToken;
    await db.insert(mailOutbox).values({
      to: EMAIL,
      subject: 'Prueba',
      createdAt: new Date(clock.now().getTime() - 3_600_000),
    });
    const text = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^mail_outbox_waiting 1$/m);
    const age = Number(/^mail_outbox_oldest_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(3600);
    // The mail outbox job runs once at start.
    expect(text).toMatch(/^job_last_success_timestamp_seconds\{job="mail_outbox"\} \d/m);
    expect(text).toContain('# TYPE job_failures_total counter');
    if (withToken.database.kind === 'postgres') {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    }
    expect(text).not.toContain(EMAIL);
  });

  it('count chain reads and their failures by operation', async () => {
    const unreachable = withToken.app.metrics.countChain(
      createChainClient({
        ...withToken.config.chain,
        rpcUrl: 'http://127.0.0.1:9/',
        timeoutMs: 2_000,
      }),
    );
    await expect(
      unreachable.balances(['0x0000000000000000000000000000000000000001']),
    ).rejects.toThrow();
    const text = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^chain_calls_total\{operation="balances"\} [1-9]/m);
    expect(text).toMatch(/^chain_call_errors_total\{operation="balances"\} [1-9]/m);
  });
  it("report the balance follower's block, the head, its lag, its last success and failures", async () => {
    const { db, clock } = withToken;
    const scraped = async () => (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    // Not started yet (the job is off in tests): never a success, so an age alert fires.
    expect(await scraped()).toMatch(/^chain_follower_last_success_timestamp_seconds 0$/m);
    const lastSuccessAt = new Date(clock.now().getTime() - 90_000);
    await db.insert(chainSync).values({
      job: 'follower',
      blockNumber: 1_200,
      blockHash: `0x${'ab'.repeat(32)}`,
      headBlock: 1_215,
      lastSuccessAt,
      failures: 3,
      lastError: 'No se pudo leer la red Ethereum: HTTP request failed.',
    });
    try {
      const text = await scraped();
      expect(text).toMatch(/^chain_follower_synced_block 1200$/m);
      expect(text).toMatch(/^chain_follower_head_block 1215$/m);
      expect(text).toMatch(/^chain_follower_lag_blocks 15$/m);
      expect(text).toMatch(
        new RegExp(
          `^chain_follower_last_success_timestamp_seconds ${lastSuccessAt.getTime() / 1000}$`,
          'm',
        ),
      );
      expect(text).toMatch(/^chain_follower_failures 3$/m);
    } finally {
      await db.delete(chainSync);
    }
  });
});

describe('metrics on METRICS_PORT', () => {
  it('are never on the public port, and answer on their own with the token', async () => {
    expect((await scrape(withPort, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    const listener = await listenMetrics(withPort.app.metrics, {
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
    });
    try {
      const base = `http://127.0.0.1:${listener.port}`;
      const auth = { authorization: `Bearer ${TOKEN}` };
      const ok = await fetch(`${base}/metrics`, { headers: auth });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toMatch(/^http_request_duration_seconds_bucket/m);
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      expect((await fetch(`${base}/api/user`, { headers: auth })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
