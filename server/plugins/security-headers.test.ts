import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/test-app';

let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  direct = await createTestContext();
  proxied = await createTestContext({ env: { TRUST_PROXY: 'on' } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const HTTPS = { 'x-forwarded-proto': 'https' };

describe('security headers', () => {
  it('sends a strict CSP and the other headers on every answer, errors included', async () => {
    for (const url of ['/healthz', '/api/user', '/api/no-existe']) {
      const res = await direct.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
      expect(scriptSrc, url).toBe("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps API answers out of caches', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only behind a trusted proxy that says the request was HTTPS', async () => {
    const behindProxy = await proxied.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: HTTPS,
    });
    expect(behindProxy.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plainHttp = await proxied.app.inject({ method: 'GET', url: '/healthz' });
    expect(plainHttp.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await direct.app.inject({ method: 'GET', url: '/healthz', headers: HTTPS });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
