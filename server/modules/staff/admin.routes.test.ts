import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../adapters/crypto';
import { adminTokens } from '../../db/schema';
import { createUser, createWallet } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { ADMIN_TOKEN_TTL_MS, createAdminAuthService } from './admin-auth.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await createAdminAuthService({ db: ctx.db, clock: ctx.clock }).createOrReset(
    'jefa',
    'clave-jefa',
  );
});

const login = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object });
const tokenOf = async () =>
  (await login({ username: 'jefa', password: 'clave-jefa' })).json().token;
const withToken = (method: 'GET' | 'POST', url: string, token: string) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('POST /api/admin/login', () => {
  it('answers an opaque token, stored only as its hash', async () => {
    const res = await login({ username: ' jefa ', password: 'clave-jefa' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db.select().from(adminTokens);
    expect(rows.map((r) => r.id)).toEqual([sha256(token)]);
    expect(rows[0]!.expiresAt.getTime()).toBe(ctx.clock.now().getTime() + ADMIN_TOKEN_TTL_MS);
  });

  it('answers 401 with one message for a wrong password or an unknown admin', async () => {
    const wrong = await login({ username: 'jefa', password: 'mal' });
    const unknown = await login({ username: 'nadie', password: 'clave-jefa' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Credenciales inválidas' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects missing or malformed fields with 400 and the form message', async () => {
    for (const payload of [
      {},
      { username: 'jefa' },
      { username: '   ', password: 'x' },
      { username: 'jefa', password: 42 },
    ]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/Todos los campos son requeridos$/);
    }
  });
});

describe('admin tokens', () => {
  it('are revoked by POST /api/admin/logout, other tokens staying valid', async () => {
    const token = await tokenOf();
    const other = await tokenOf();
    const res = await withToken('POST', '/api/admin/logout', token);
    expect(res.statusCode).toBe(204);
    expect((await withToken('GET', '/api/admin/stats', token)).statusCode).toBe(401);
    expect((await withToken('POST', '/api/admin/logout', token)).statusCode).toBe(401);
    expect((await withToken('GET', '/api/admin/stats', other)).statusCode).toBe(200);
    expect((await ctx.db.select().from(adminTokens)).map((r) => r.id)).toEqual([sha256(other)]);
  });
});

describe('GET /api/admin/stats', () => {
  it('answers the five figures of the data', async () => {
    const token = await tokenOf();
    expect((await withToken('GET', '/api/admin/stats', token)).json()).toEqual({
      totalUsers: 0,
      totalWallets: 0,
      totalUSDTBalance: '0',
      usersWithCompleteProfile: 0,
      usersWithAdminVerification: 0,
    });

    const complete = {
      fullName: 'Ana Pérez',
      cellphone: '5512345678',
      idPhotoFront: '/f',
      idPhotoBack: '/b',
    };
    const a = await createUser(ctx.db, { ...complete, verified: 1 });
    await createUser(ctx.db, { ...complete, verified: 0 });
    await createUser(ctx.db, { ...complete, fullName: '  ' });
    await createUser(ctx.db, { ...complete, idPhotoBack: null, verified: 1 });
    const e = await createUser(ctx.db);
    await createWallet(ctx.db, a, { pretokenizedBalance: '1500.5' });
    await createWallet(ctx.db, a, { pretokenizedBalance: '0.12345678' });
    await createWallet(ctx.db, e, { pretokenizedBalance: '99999999.00000001' });
    const res = await withToken('GET', '/api/admin/stats', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: 5,
      totalWallets: 3,
      totalUSDTBalance: '100001499.62345679',
      usersWithCompleteProfile: 2,
      usersWithAdminVerification: 2,
    });
  });
});
