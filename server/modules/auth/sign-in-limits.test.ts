import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../adapters/crypto';
import { users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createAdminAuthService } from '../staff/admin-auth.service';
import { passwordLimits } from '../throttle/guess-limits';
import { waitAfter } from '../throttle/throttle.service';

const { pair, account, address } = passwordLimits('login');
const FROM_ONE_PLACE = 'Demasiados intentos fallidos. Espera unos minutos e intenta de nuevo.';
const PAIR_WINDOW_S = pair.windowMs / 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.insert(users).values([
    { email: 'ana@example.com', name: 'Ana', password: await hashPassword('clave-ana') },
    { email: 'bob@example.com', name: 'Bob', password: await hashPassword('clave-bob') },
  ]);
  await createAdminAuthService({ db: ctx.db, clock: ctx.clock }).createOrReset(
    'jefa',
    'clave-jefa',
  );
});

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
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
/** 100 addresses an attacker spreads guesses over (never the owner's). */
const attacker = (i: number) => `203.0.113.${i % 100}`;

function expectRefused(res: Res, retryAfterS: number, message = FROM_ONE_PLACE) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message });
  expect(res.headers['retry-after']).toBe(String(retryAfterS));
}

describe('user sign-in: guessing from one place', () => {
  it('stops an address after 5 failures on an account; the owner elsewhere signs in at once', async () => {
    for (let i = 0; i < pair.limit; i++) {
      expect((await userLogin('ana@example.com', 'mal', '203.0.113.66')).statusCode).toBe(401);
    }
    expectRefused(await userLogin('ana@example.com', 'clave-ana', '203.0.113.66'), PAIR_WINDOW_S);
    expect((await userLogin('ana@example.com', 'clave-ana', '192.0.2.10')).statusCode).toBe(200);
    // The same address may still sign in to another account.
    expect((await userLogin('bob@example.com', 'clave-bob', '203.0.113.66')).statusCode).toBe(200);

    ctx.clock.advance(pair.windowMs);
    expect((await userLogin('ana@example.com', 'clave-ana', '203.0.113.66')).statusCode).toBe(200);
  });

  it('starts the address’s count on the account over after a successful sign-in', async () => {
    for (let i = 0; i < pair.limit - 1; i++) await userLogin('ana@example.com', 'mal');
    expect((await userLogin('ana@example.com', 'clave-ana')).statusCode).toBe(200);
    for (let i = 0; i < pair.limit - 1; i++) {
      expect((await userLogin('ana@example.com', 'mal')).statusCode).toBe(401);
    }
    expect((await userLogin('ana@example.com', 'clave-ana')).statusCode).toBe(200);
  });

  it('caps an address at 30 failures on any accounts; other addresses are unaffected', async () => {
    for (let i = 0; i < address.limit; i++) {
      expect((await userLogin(`nadie${i}@example.com`, 'mal', '203.0.113.77')).statusCode).toBe(
        401,
      );
    }
    expectRefused(await userLogin('ana@example.com', 'clave-ana', '203.0.113.77'), PAIR_WINDOW_S);
    expect((await userLogin('ana@example.com', 'clave-ana', '203.0.113.78')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i < address.limit + 5; i++) {
      expect((await userLogin('bob@example.com', 'clave-bob', '192.0.2.50')).statusCode).toBe(200);
    }
  });
});

describe('user sign-in: guessing from many places', () => {
  it('makes each guess past the first 10 wait longer (1 s, doubling, at most 5 minutes), never locks', async () => {
    for (let i = 0; i < account.free + 1; i++) {
      expect((await userLogin('ana@example.com', 'mal', attacker(i))).statusCode).toBe(401);
    }
    const waits: number[] = [];
    const messages: string[] = [];
    for (let n = account.free + 1; n < account.free + 12; n++) {
      const refused = await userLogin('ana@example.com', 'mal', attacker(n));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(waitAfter(n, account) / 1000);
      waits.push(Number(refused.headers['retry-after']));
      messages.push(refused.json().message);
      ctx.clock.advance(waitAfter(n, account));
      expect((await userLogin('ana@example.com', 'mal', attacker(n))).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    expect(messages[0]).toBe(
      'Demasiados intentos fallidos con esta cuenta. Intenta de nuevo en 1 segundo.',
    );
    expect(messages[5]).toBe(
      'Demasiados intentos fallidos con esta cuenta. Intenta de nuevo en 32 segundos.',
    );
    expect(messages.at(-1)).toBe(
      'Demasiados intentos fallidos con esta cuenta. Intenta de nuevo en 5 minutos.',
    );

    // The owner, at a new place, waits out the last delay (never more than 5 minutes) and is in.
    expect((await userLogin('ana@example.com', 'clave-ana', '192.0.2.20')).statusCode).toBe(429);
    ctx.clock.advance(account.maxWaitMs);
    expect((await userLogin('ana@example.com', 'clave-ana', '192.0.2.20')).statusCode).toBe(200);
  });

  it('does not make the owner wait at a place where they signed in before', async () => {
    expect((await userLogin('ana@example.com', 'clave-ana', '192.0.2.30')).statusCode).toBe(200);
    ctx.clock.advance(60 * 60_000);
    for (let i = 0; i < 40; i++) await userLogin('ana@example.com', `mal-${i}`, attacker(i));
    expect((await userLogin('ana@example.com', 'clave-ana', '192.0.2.31')).statusCode).toBe(429);
    expect((await userLogin('ana@example.com', 'clave-ana', '192.0.2.30')).statusCode).toBe(200);
    // Wrong passwords at the known place still count per place.
    for (let i = 0; i < pair.limit; i++) await userLogin('ana@example.com', 'mal', '192.0.2.30');
    expect((await userLogin('ana@example.com', 'clave-ana', '192.0.2.30')).statusCode).toBe(429);
  });

  it('lets at most 11 of 40 simultaneous guesses from 40 addresses reach a password check', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => userLogin('ana@example.com', `mal-${i}`, attacker(i))),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(account.free + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - account.free - 1);
    // Right after the burst the owner, elsewhere, waits one second.
    const owner = await userLogin('ana@example.com', 'clave-ana', '192.0.2.40');
    expect(owner.headers['retry-after']).toBe('1');
    ctx.clock.advance(1000);
    expect((await userLogin('ana@example.com', 'clave-ana', '192.0.2.40')).statusCode).toBe(200);
  });

  it('starts over after a quiet day', async () => {
    for (let i = 0; i < account.free + 5; i++) {
      await userLogin('ana@example.com', 'mal', attacker(i));
      ctx.clock.advance(waitAfter(i + 1, account));
    }
    ctx.clock.advance(account.quietMs);
    for (let i = 0; i < account.free; i++) {
      expect((await userLogin('ana@example.com', 'mal', attacker(i))).statusCode).toBe(401);
    }
  });

  it('counts in the database, so every app instance shares the count', async () => {
    const other = await createTestContext({
      deps: (base) => ({ ...base, database: ctx.database, clock: ctx.clock }),
    });
    try {
      for (let i = 0; i < pair.limit; i++) {
        const app = i % 2 === 0 ? ctx.app : other.app;
        expect((await userLogin('ana@example.com', 'mal', undefined, app)).statusCode).toBe(401);
      }
      expectRefused(
        await userLogin('ana@example.com', 'clave-ana', undefined, other.app),
        PAIR_WINDOW_S,
      );
      expectRefused(await userLogin('ana@example.com', 'clave-ana'), PAIR_WINDOW_S);
    } finally {
      await other.close();
    }
  });
});

describe('admin sign-in limits', () => {
  it('five wrong passwords for an admin from one address do not stop the admin from another', async () => {
    for (let i = 0; i < pair.limit; i++) {
      expect((await adminLogin('jefa', 'mal', '203.0.113.5')).statusCode).toBe(401);
    }
    expectRefused(await adminLogin('JEFA', 'clave-jefa', '203.0.113.5'), PAIR_WINDOW_S);
    const elsewhere = await adminLogin('jefa', 'clave-jefa', '192.0.2.5');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().token).toMatch(/^[\w-]{43}$/);
  });

  it('slows guesses from many addresses the same way as for users', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => adminLogin('jefa', `mal-${i}`, attacker(i))),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(account.free + 1);
    ctx.clock.advance(1000);
    expect((await adminLogin('jefa', 'clave-jefa', '192.0.2.6')).statusCode).toBe(200);
  });

  it('keeps user and admin counters apart', async () => {
    for (let i = 0; i < pair.limit; i++) await adminLogin('ana@example.com', 'mal');
    expect((await userLogin('ana@example.com', 'clave-ana')).statusCode).toBe(200);
  });
});
