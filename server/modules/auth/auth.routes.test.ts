import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '@schemas/auth';
import { sha256 } from '../../adapters/crypto';
import { sessions, users } from '../../db/schema';
import { createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { FIXTURE_PASSWORD as PASSWORD } from '../../../tests/support/withdrawal-fixtures';
import { SESSION_TOUCH_EVERY_MS } from './auth.service';

const DAY = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 30 * DAY;
import { passwordLimits } from '../throttle/guess-limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const createAna = () =>
  createUser(ctx.db, { email: 'ana@example.com', name: 'Ana', fullName: 'Ana Pérez' });

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });
const sidOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === 'sid');
const me = (sid: string) => ctx.app.inject({ method: 'GET', url: '/api/user', cookies: { sid } });

describe('POST /api/login', () => {
  it('opens a session the cookie carries to GET /api/user', async () => {
    await createAna();
    const res = await login({ email: 'Ana@Example.com ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'ana@example.com', name: 'Ana', walletCount: 0 });
    expect(res.json()).not.toHaveProperty('password');
    const cookie = sidOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    // Cookie dates have whole seconds.
    const expiry = ctx.clock.now().getTime() + SESSION_TTL_MS;
    expect(cookie!.expires!.getTime()).toBe(Math.floor(expiry / 1000) * 1000);

    const user = await me(cookie!.value);
    expect(user.statusCode).toBe(200);
    expect(user.json().email).toBe('ana@example.com');
    // Sent without the schema check: the answer must still be exactly the documented shape.
    expect(currentUser.parse(user.json())).toEqual(user.json());
  });

  it('stores only a hash of the session id, and each login gets a new one', async () => {
    await createAna();
    const first = sidOf(await login({ email: 'ana@example.com', password: PASSWORD }))!.value;
    const second = sidOf(await login({ email: 'ana@example.com', password: PASSWORD }))!.value;
    expect(first).not.toBe(second);
    const rows = await ctx.db.select().from(sessions);
    expect(rows.map((r) => r.id).sort()).toEqual([sha256(first), sha256(second)].sort());
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown e-mail with the same message as a wrong password', async () => {
    await createAna();
    const unknown = await login({ email: 'nadie@example.com', password: 'x' });
    const wrong = await login({ email: 'ana@example.com', password: 'x' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Correo electrónico o contraseña incorrectos' });
    expect(wrong.json()).toEqual(unknown.json());
    expect(sidOf(wrong)).toBeUndefined();
  });

  it('rejects malformed input with 400 and a Spanish message', async () => {
    for (const payload of [
      {},
      { email: 'ana@example.com' },
      { email: '', password: PASSWORD },
      { email: 5, password: PASSWORD },
      { email: 'ana@example.com', password: ['x'] },
      { email: 'ana@example.com', password: 'x'.repeat(1025) },
    ]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^(email|password): /);
    }
    const res = await login({ password: PASSWORD });
    expect(res.json()).toEqual({ message: 'email: Requerido' });
  });

  it('marks the cookie Secure behind an HTTPS proxy when TRUST_PROXY is on', async () => {
    const proxied = await createTestContext({ env: { TRUST_PROXY: 'on' } });
    try {
      await createUser(proxied.db, { email: 'ana@example.com' });
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'ana@example.com', password: PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(sidOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await proxied.close();
    }
  });

  it('believes only the proxy it was told about: a forged X-Forwarded-For does not dodge the address limit', async () => {
    const proxied = await createTestContext({ env: { TRUST_PROXY: 'on' } });
    try {
      const attempt = (i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `nadie-${i}@example.com`, password: 'mal' },
          // The client writes the first address; our one proxy appends the real one.
          headers: { 'x-forwarded-for': `6.6.6.${i % 250}, 198.51.100.7` },
          remoteAddress: '10.0.0.2',
        });
      for (let i = 0; i < passwordLimits('login').address.limit; i++)
        expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(99)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('session lifetime', () => {
  it('ends after 30 days however often it is used', async () => {
    await createAna();
    const sid = sidOf(await login({ email: 'ana@example.com', password: PASSWORD }))!.value;
    // Used every 6 days: never idle for 7, yet over at 30.
    for (let day = 6; day < 30; day += 6) {
      ctx.clock.advance(6 * DAY);
      expect((await me(sid)).statusCode, `día ${day}`).toBe(200);
    }
    ctx.clock.advance(SESSION_TTL_MS - 24 * DAY - 1000);
    expect((await me(sid)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const expired = await me(sid);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Necesitas iniciar sesión' });
  });

  it('ends after 7 days without use; each use gives it 7 more', async () => {
    await createAna();
    const sid = sidOf(await login({ email: 'ana@example.com', password: PASSWORD }))!.value;
    ctx.clock.advance(7 * DAY - 1000);
    expect((await me(sid)).statusCode).toBe(200);
    // That use renewed it: almost 7 more days.
    ctx.clock.advance(7 * DAY - 1000);
    expect((await me(sid)).statusCode).toBe(200);
    ctx.clock.advance(7 * DAY);
    // The dashboard's wallets, read without the session guard, follow the same rule.
    const wallets = await ctx.app.inject({ url: '/api/wallets', cookies: { sid } });
    expect(wallets.statusCode).toBe(401);
    expect((await me(sid)).statusCode).toBe(401);
  });

  it('writes a use at most every few minutes', async () => {
    await createAna();
    const sid = sidOf(await login({ email: 'ana@example.com', password: PASSWORD }))!.value;
    const lastUse = async () => (await ctx.db.select().from(sessions))[0]!.lastUsedAt.getTime();
    const signedIn = await lastUse();
    ctx.clock.advance(SESSION_TOUCH_EVERY_MS - 1);
    await me(sid);
    expect(await lastUse()).toBe(signedIn);
    ctx.clock.advance(1);
    await me(sid);
    expect(await lastUse()).toBe(ctx.clock.now().getTime());
  });

  // These reads check the session in their own query instead of behind the session guard
  // (docs/decisions/web-speed.md#hot-reads-sent-as-built): the same rule, and the use recorded.
  it.each(['/api/user', '/api/profile', '/api/withdrawals', '/api/mediation'])(
    '%s checks the session as the guard does: 7 idle days end it, a use renews it',
    async (url) => {
      await createAna();
      const sid = sidOf(await login({ email: 'ana@example.com', password: PASSWORD }))!.value;
      const read = () => ctx.app.inject({ method: 'GET', url, cookies: { sid } });
      const lastUse = async () => (await ctx.db.select().from(sessions))[0]!.lastUsedAt.getTime();
      const signedIn = await lastUse();
      ctx.clock.advance(SESSION_TOUCH_EVERY_MS - 1);
      expect((await read()).statusCode).toBe(200);
      expect(await lastUse()).toBe(signedIn);
      ctx.clock.advance(7 * DAY - SESSION_TOUCH_EVERY_MS);
      expect((await read()).statusCode).toBe(200);
      expect(await lastUse()).toBe(ctx.clock.now().getTime());
      ctx.clock.advance(7 * DAY - 1000);
      expect((await read()).statusCode).toBe(200);
      ctx.clock.advance(7 * DAY);
      const idle = await read();
      expect(idle.statusCode).toBe(401);
      expect(idle.json()).toEqual({ message: 'Necesitas iniciar sesión' });
    },
  );

  it('follows SESSION_MAX_DAYS and SESSION_IDLE_DAYS', async () => {
    const short = await createTestContext({
      env: { SESSION_MAX_DAYS: '2', SESSION_IDLE_DAYS: '1' },
    });
    try {
      await createUser(short.db, { email: 'corta@example.com' });
      const signed = await short.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'corta@example.com', password: PASSWORD },
      });
      const sid = sidOf(signed)!.value;
      const who = () => short.app.inject({ method: 'GET', url: '/api/user', cookies: { sid } });
      short.clock.advance(DAY - 1000);
      expect((await who()).statusCode).toBe(200);
      short.clock.advance(DAY - 1000);
      expect((await who()).statusCode).toBe(200);
      short.clock.advance(2000);
      expect((await who()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('ends when the user is deleted', async () => {
    await createAna();
    const sid = sidOf(await login({ email: 'ana@example.com', password: PASSWORD }))!.value;
    await ctx.db.delete(users).where(eq(users.email, 'ana@example.com'));
    expect((await me(sid)).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('deletes the session row and clears the cookie', async () => {
    await createAna();
    const sid = sidOf(await login({ email: 'ana@example.com', password: PASSWORD }))!.value;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout', cookies: { sid } });
    expect(res.statusCode).toBe(204);
    const cleared = sidOf(res);
    expect(cleared?.value).toBe('');
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await ctx.db.select().from(sessions)).toEqual([]);
    expect((await me(sid)).statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(204);
  });
});

describe('signed out', () => {
  it('answers 401 on the reads that check the session themselves, also with an unknown cookie', async () => {
    for (const url of [
      '/api/user',
      '/api/profile',
      '/api/wallets',
      '/api/withdrawals',
      '/api/mediation',
    ]) {
      const none = await ctx.app.inject({ method: 'GET', url });
      expect(none.statusCode, url).toBe(401);
      expect(none.json()).toEqual({ message: 'Necesitas iniciar sesión' });
      const forged = await ctx.app.inject({ method: 'GET', url, cookies: { sid: 'inventada' } });
      expect(forged.statusCode, url).toBe(401);
    }
  });
});
