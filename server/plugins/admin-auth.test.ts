import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_TTL_MS, createAdminAuthService } from '../modules/admin/admin-auth.service';
import { createTestContext, type TestContext } from '../../tests/support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Every route of the app as [path, methods], read from the router's printed tree. */
function registeredRoutes(): [string, string[]][] {
  const routes: [string, string[]][] = [];
  const stack: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack.splice(depth, stack.length, path);
    if (match[3]) routes.push([path, match[3].split(', ')]);
  }
  return routes;
}

/** Every registered /api/admin route but the login, with its parameters filled in. */
function adminRoutes(): { method: string; url: string }[] {
  return registeredRoutes().flatMap(([path, methods]) =>
    !path.startsWith('/api/admin/') || path === '/api/admin/login'
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
    expect(registeredRoutes()).toContainEqual(['/api/wallets/:id/refresh', ['POST']]);
  });

  it('answers 401 on every admin route without a token, with a wrong one and an expired one', async () => {
    const admins = createAdminAuthService(ctx.db, ctx.clock);
    await admins.createOrReset('jefa', 'clave-jefa');
    const { token: expired } = await admins.login('jefa', 'clave-jefa', '127.0.0.1');
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
