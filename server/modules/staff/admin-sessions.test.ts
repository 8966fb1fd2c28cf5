import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../adapters/crypto';
import { adminTokens, auditLog } from '../../db/schema';
import { passwordStep, postJson } from '../../../tests/support/admin-sign-in';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import {
  ADMIN_IDLE_MS,
  ADMIN_TOKEN_TTL_MS,
  ADMIN_TOUCH_EVERY_MS,
  createAdminAuthService,
} from './admin-auth.service';

const PASSWORD = 'Clave-Larga-2026';
const MINUTE = 60_000;
const SIGN_IN_AGAIN = {
  message: 'Sesión de administrador no válida o expirada. Inicia sesión de nuevo.',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const admins = createAdminAuthService({ db: ctx.db, clock: ctx.clock });
  await admins.createOrReset('jefa', PASSWORD, 'owner');
  await admins.createOrReset('otra', PASSWORD, 'operator');
});

const signIn = async (username = 'jefa', ip?: string) =>
  (await passwordStep(ctx.app, username, PASSWORD, ip)).token!;
const get = (url: string, token: string, userAgent = 'Navegador de prueba') =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'user-agent': userAgent },
  });
const lastUsed = async (token: string) =>
  (
    await ctx.db
      .select()
      .from(adminTokens)
      .where(eq(adminTokens.id, sha256(token)))
  )[0]!.lastUsedAt;

describe('admin session lifetime', () => {
  it('ends after 30 minutes without use, and lives on while used', async () => {
    const token = await signIn();
    ctx.clock.advance(ADMIN_IDLE_MS - MINUTE);
    expect((await get('/api/admin/stats', token)).statusCode).toBe(200);
    ctx.clock.advance(ADMIN_IDLE_MS - MINUTE);
    expect((await get('/api/admin/stats', token)).statusCode).toBe(200);
    ctx.clock.advance(ADMIN_IDLE_MS);
    const idle = await get('/api/admin/stats', token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(SIGN_IN_AGAIN);
  });

  it('writes the last use at most once a minute', async () => {
    const token = await signIn();
    const opened = await lastUsed(token);
    ctx.clock.advance(ADMIN_TOUCH_EVERY_MS - 1000);
    await get('/api/admin/stats', token);
    expect(await lastUsed(token)).toEqual(opened);
    ctx.clock.advance(1000);
    await get('/api/admin/stats', token);
    expect(await lastUsed(token)).toEqual(ctx.clock.now());
  });

  it('ends after 12 hours however much it is used', async () => {
    const token = await signIn();
    for (let used = 0; used < ADMIN_TOKEN_TTL_MS - 20 * MINUTE; used += 20 * MINUTE) {
      ctx.clock.advance(20 * MINUTE);
      expect((await get('/api/admin/stats', token)).statusCode).toBe(200);
    }
    ctx.clock.advance(20 * MINUTE);
    expect((await get('/api/admin/stats', token)).statusCode).toBe(401);
  });
});

describe('own sessions', () => {
  it('lists only the staff member’s live sessions, the current one marked', async () => {
    const phone = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'jefa', password: PASSWORD },
        remoteAddress: '198.51.100.20',
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari' },
      })
    ).json().token;
    ctx.clock.advance(MINUTE);
    const laptop = await signIn('jefa', '198.51.100.21');
    await signIn('otra');
    const dead = await signIn('jefa');
    ctx.clock.advance(ADMIN_IDLE_MS - 2 * MINUTE);
    await get('/api/admin/stats', phone);
    await get('/api/admin/stats', laptop);
    ctx.clock.advance(2 * MINUTE);
    expect((await get('/api/admin/stats', dead)).statusCode).toBe(401);

    const res = await get('/api/admin/account/sessions', laptop);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s: { ip: string; current: boolean }) => [s.ip, s.current])).toEqual([
      ['198.51.100.20', false],
      ['198.51.100.21', true],
    ]);
    expect(sessions[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userAgent: 'Mozilla/5.0 (iPhone) Safari',
    });
    expect(JSON.stringify(sessions)).not.toContain(sha256(phone));
  });

  it('ends one of the others, or all the others, never another member’s', async () => {
    const a = await signIn('jefa', '198.51.100.30');
    const b = await signIn('jefa', '198.51.100.31');
    const c = await signIn('jefa', '198.51.100.32');
    const hers = await signIn('otra');
    const ids = async (token: string) =>
      (await get('/api/admin/account/sessions', token))
        .json()
        .sessions.map((s: { id: string }) => s.id);
    const [, idOfB] = await ids(a);
    const [idOfHers] = await ids(hers);

    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/account/sessions/${idOfHers}`,
      headers: { authorization: `Bearer ${a}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/admin/stats', hers)).statusCode).toBe(200);

    const one = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/account/sessions/${idOfB}`,
      headers: { authorization: `Bearer ${a}` },
    });
    expect(one.statusCode).toBe(204);
    expect((await get('/api/admin/stats', b)).statusCode).toBe(401);

    const others = await postJson(
      ctx.app,
      '/api/admin/account/sessions/end-others',
      {},
      { token: a },
    );
    expect(others.json()).toEqual({ ended: 1 });
    expect((await get('/api/admin/stats', c)).statusCode).toBe(401);
    expect((await get('/api/admin/stats', a)).statusCode).toBe(200);
    expect((await get('/api/admin/stats', hers)).statusCode).toBe(200);

    const audit = await ctx.db.select().from(auditLog);
    expect(
      audit
        .filter((e) => e.action !== 'admin.signed_in')
        .map((e) => [e.actor, e.action, e.details]),
    ).toEqual([
      ['admin:jefa', 'admin.session_ended', null],
      ['admin:jefa', 'admin.other_sessions_ended', { ended: 1 }],
    ]);
  });
});
