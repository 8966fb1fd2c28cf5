import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_TTL_MS, createAdminAuthService } from '../modules/staff/admin-auth.service';
import { adminToken } from '../../tests/support/factories';
import Fastify from 'fastify';
import { registeredRoutes } from '../../tests/support/routes';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { registerAdminAuth } from './admin-auth';
import { registerErrorHandling } from './errors';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const isSignIn = (path: string) =>
  path === '/api/admin/login' || path.startsWith('/api/admin/login/');

/** Every registered /api/admin route but the sign-in ones, with its parameters filled in. */
function adminRoutes(): { method: string; url: string }[] {
  return registeredRoutes(ctx.app).flatMap(([path, methods]) =>
    !path.startsWith('/api/admin/') || isSignIn(path)
      ? []
      : methods
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, url: path.replace(/:[^/]+/g, randomUUID()) })),
  );
}

describe('the /api/admin guard', () => {
  it('finds the admin routes to check', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/admin/stats');
    expect(urls).toContain('POST /api/admin/logout');
    expect(registeredRoutes(ctx.app)).toContainEqual(['/api/wallets/:id/refresh', ['POST']]);
  });

  it('answers 401 on every admin route without a token, with a wrong one and an expired one', async () => {
    const expired = await adminToken(ctx.app, ctx.db, ctx.clock);
    ctx.clock.advance(ADMIN_TOKEN_TTL_MS);

    const variants: Record<string, Record<string, string>> = {
      none: {},
      malformed: { authorization: 'Basic amVmYTpjbGF2ZQ==' },
      wrong: { authorization: `Bearer ${'x'.repeat(43)}` },
      expired: { authorization: `Bearer ${expired}` },
    };
    for (const { method, url } of adminRoutes()) {
      for (const [name, headers] of Object.entries(variants)) {
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${method} ${url} (${name})`).toBe(401);
        expect(res.json().message).toMatch(/^Sesión de administrador no válida o expirada/);
      }
    }
  });
});

describe('role checks', () => {
  it('refuses a route without a declared role at start-up', async () => {
    const app = Fastify();
    const { guardAdminScope } = registerAdminAuth(
      app,
      createAdminAuthService({ db: ctx.db, clock: ctx.clock }),
    );
    app.register(async (scope) => {
      guardAdminScope(scope);
      scope.get('/api/admin/sin-rol', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/admin/sin-rol: declare config.minRole');
  });

  it('lets a role at or above the route’s through and answers 403 below it', async () => {
    const admins = createAdminAuthService({ db: ctx.db, clock: ctx.clock });
    const app = Fastify();
    registerErrorHandling(app);
    const { guardAdminScope } = registerAdminAuth(app, admins);
    await app.register(async (scope) => {
      guardAdminScope(scope);
      scope.get('/api/admin/solo-operador', { config: { minRole: 'operator' } }, async () => ({
        ok: true,
      }));
    });
    const status = async (role: 'viewer' | 'operator' | 'owner') => {
      const token = await adminToken(ctx.app, ctx.db, ctx.clock, role);
      const res = await app.inject({
        url: '/api/admin/solo-operador',
        headers: { authorization: `Bearer ${token}` },
      });
      return [res.statusCode, res.json()];
    };
    expect(await status('viewer')).toEqual([403, { message: 'Tu rol no permite esta acción.' }]);
    expect(await status('operator')).toEqual([200, { ok: true }]);
    expect(await status('owner')).toEqual([200, { ok: true }]);
    await app.close();
  });
});
