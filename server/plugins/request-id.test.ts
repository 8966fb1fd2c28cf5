import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../tests/support/test-app';

/** An app with its log captured as JSON lines; `env` adds settings (TRUST_PROXY). */
async function appWithLog(env: Record<string, string>) {
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
    env: { LOG_LEVEL: 'info', ...env },
    logStream,
    deps: (base) => ({ ...base, config: { ...base.config, isProduction: true } }),
    beforeReady(app) {
      app.get('/api/test/fallo', async (request) => {
        request.log.warn('a punto de fallar');
        throw new Error('detalle interno');
      });
    },
  });
  return { ctx, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY_ID = 'proxy-7f3a9c2e-0001';

let direct: Awaited<ReturnType<typeof appWithLog>>;
let proxied: Awaited<ReturnType<typeof appWithLog>>;
// Two apps (two embedded databases) take a while on a loaded machine.
beforeAll(async () => {
  direct = await appWithLog({});
  proxied = await appWithLog({ TRUST_PROXY: 'on' });
}, 180_000);
afterAll(async () => {
  await direct?.ctx.close();
  await proxied?.ctx.close();
});

describe('request ids', () => {
  it('are on every answer, new ones each time', async () => {
    const { app } = direct.ctx;
    const answers = await Promise.all([
      app.inject({ url: '/healthz' }),
      app.inject({ url: '/api/user' }),
      app.inject({ url: '/api/no-existe' }),
      app.inject({ url: '/api/%ff' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 400]);
    const ids = answers.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are in every log line of the request and in the Spanish 5xx body', async () => {
    direct.lines.length = 0;
    const res = await direct.ctx.app.inject({ url: '/api/test/fallo' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'] as string;
    expect(res.json()).toEqual({
      message: `Error interno del servidor. Intenta de nuevo más tarde. Referencia: ${id}`,
      requestId: id,
    });
    const messages = direct.lines.map((line) => line.msg);
    expect(messages).toEqual(['a punto de fallar', 'request failed', 'request completed']);
    for (const line of direct.lines) expect(line.reqId).toBe(id);
  });

  it('ignore an incoming x-request-id without a trusted proxy', async () => {
    const res = await direct.ctx.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': PROXY_ID },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('keep a well-formed incoming id behind a trusted proxy, and only a well-formed one', async () => {
    const { app } = proxied.ctx;
    proxied.lines.length = 0;
    const kept = await app.inject({ url: '/api/user', headers: { 'x-request-id': PROXY_ID } });
    expect(kept.headers['x-request-id']).toBe(PROXY_ID);
    expect(proxied.lines.at(-1)).toMatchObject({ reqId: PROXY_ID, msg: 'request completed' });
    for (const bad of ['corto', 'a'.repeat(129), 'línea\u00f1-rara-123', 'x" injected=1 y']) {
      const res = await app.inject({ url: '/api/user', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});
