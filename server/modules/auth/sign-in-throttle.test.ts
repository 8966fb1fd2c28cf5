import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../adapters/crypto';
import { createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createAdminAuthService } from '../admin/admin-auth.service';
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_IP } from './sign-in-throttle';

const MESSAGE = 'Demasiados intentos fallidos. Espera unos minutos e intenta de nuevo.';
const WINDOW_S = SIGN_IN_PER_ACCOUNT.windowMs / 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await createUser(ctx.db, { email: 'ana@example.com', password: await hashPassword('clave-ana') });
  await createUser(ctx.db, { email: 'bob@example.com', password: await hashPassword('clave-bob') });
  await createAdminAuthService({ db: ctx.db, clock: ctx.clock }).createOrReset(
    'jefa',
    'clave-jefa',
  );
});

const userLogin = (email: string, password: string, ip = '198.51.100.1', app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });
const adminLogin = (username: string, password: string, ip = '198.51.100.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: ip,
  });

function expectThrottled(res: Awaited<ReturnType<typeof userLogin>>, retryAfter: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: MESSAGE });
  expect(res.headers['retry-after']).toBe(String(retryAfter));
}

describe('user sign-in throttling', () => {
  it('locks an account after 5 failures from any address, until the window passes', async () => {
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i++) {
      expect((await userLogin('ana@example.com', 'mal', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    ctx.clock.advance(60_000);
    // Even the right password waits: the lock is what stops guessing.
    expectThrottled(await userLogin('ana@example.com', 'clave-ana', '192.0.2.9'), WINDOW_S - 60);
    expect((await userLogin('bob@example.com', 'clave-bob')).statusCode).toBe(200);

    ctx.clock.advance(SIGN_IN_PER_ACCOUNT.windowMs - 60_000);
    expect((await userLogin('ana@example.com', 'clave-ana')).statusCode).toBe(200);
  });

  it('starts the count over after a successful sign-in', async () => {
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit - 1; i++) {
      await userLogin('ana@example.com', 'mal');
    }
    expect((await userLogin('ana@example.com', 'clave-ana')).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit - 1; i++) {
      expect((await userLogin('ana@example.com', 'mal')).statusCode).toBe(401);
    }
    expect((await userLogin('ana@example.com', 'clave-ana')).statusCode).toBe(200);
  });

  it('locks an address after 30 failures on any accounts, other addresses unaffected', async () => {
    for (let i = 0; i < SIGN_IN_PER_IP.limit; i++) {
      const res = await userLogin(`nadie${i}@example.com`, 'mal', '203.0.113.77');
      expect(res.statusCode).toBe(401);
    }
    expectThrottled(await userLogin('ana@example.com', 'clave-ana', '203.0.113.77'), WINDOW_S);
    expect((await userLogin('ana@example.com', 'clave-ana', '203.0.113.78')).statusCode).toBe(200);
  });

  it('counts in the database, so every app instance shares the count', async () => {
    const other = await createTestContext({
      deps: (base) => ({ ...base, database: ctx.database, clock: ctx.clock }),
    });
    try {
      for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i++) {
        const app = i % 2 === 0 ? ctx.app : other.app;
        expect((await userLogin('ana@example.com', 'mal', undefined, app)).statusCode).toBe(401);
      }
      expectThrottled(
        await userLogin('ana@example.com', 'clave-ana', undefined, other.app),
        WINDOW_S,
      );
      expectThrottled(await userLogin('ana@example.com', 'clave-ana'), WINDOW_S);
    } finally {
      await other.close();
    }
  });
});

describe('admin sign-in throttling', () => {
  it('locks an admin account after 5 failures, whatever the case of the name', async () => {
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i++) {
      expect((await adminLogin('jefa', 'mal', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    expectThrottled(await adminLogin('jefa', 'clave-jefa'), WINDOW_S);
    expectThrottled(await adminLogin('JEFA', 'clave-jefa'), WINDOW_S);
    ctx.clock.advance(SIGN_IN_PER_ACCOUNT.windowMs);
    expect((await adminLogin('jefa', 'clave-jefa')).statusCode).toBe(200);
  });

  it('locks an address after 30 admin failures', async () => {
    for (let i = 0; i < SIGN_IN_PER_IP.limit; i++) {
      expect((await adminLogin(`otro${i}`, 'mal', '203.0.113.200')).statusCode).toBe(401);
    }
    expectThrottled(await adminLogin('jefa', 'clave-jefa', '203.0.113.200'), WINDOW_S);
    expect((await adminLogin('jefa', 'clave-jefa', '203.0.113.201')).statusCode).toBe(200);
  });

  it('keeps user and admin counters apart', async () => {
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i++) await adminLogin('ana@example.com', 'mal');
    expect((await userLogin('ana@example.com', 'clave-ana')).statusCode).toBe(200);
  });
});

describe('parallel guessing', () => {
  it('lets no more than the limit of simultaneous wrong passwords through to a password check', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        userLogin('ana@example.com', `mal-${i}`, `203.0.113.${i}`),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_PER_ACCOUNT.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - SIGN_IN_PER_ACCOUNT.limit);
  });

  it('does the same for an admin account', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => adminLogin('jefa', `mal-${i}`, `203.0.113.${i}`)),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(SIGN_IN_PER_ACCOUNT.limit);
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i < SIGN_IN_PER_IP.limit + 5; i++) {
      expect((await userLogin('bob@example.com', 'clave-bob', '192.0.2.50')).statusCode).toBe(200);
    }
  });
});
