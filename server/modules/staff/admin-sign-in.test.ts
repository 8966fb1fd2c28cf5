import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from '../../adapters/totp';
import { adminRecoveryCodes, admins, adminTokens, auditLog } from '../../db/schema';
import {
  ADMIN_IP,
  enrolAtSignIn,
  enrolFromAccount,
  passwordStep,
  postJson,
} from '../../../tests/support/admin-sign-in';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createAdminAuthService } from './admin-auth.service';
import { CHALLENGE_TTL_MS } from './admin-sign-in.service';

const PASSWORD = 'Clave-Larga-2026';
const STEP_MS = 30_000;

// ADMIN_REQUIRE_2FA on, as in production.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_REQUIRE_2FA: 'on' } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const admins = createAdminAuthService({ db: ctx.db, clock: ctx.clock });
  await admins.createOrReset('jefa', PASSWORD, 'owner');
  await admins.createOrReset('lector', PASSWORD, 'viewer');
});

const session = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/session',
    headers: { authorization: `Bearer ${token}` },
  });
const codeStep = (challenge: string, code: string, ip = ADMIN_IP) =>
  postJson(ctx.app, '/api/admin/login/code', { challenge, code }, { ip });

/** 'jefa' enrolled (at sign-in); the clock then moves to the next time step. */
async function enrolledOwner() {
  const { challenge } = await passwordStep(ctx.app, 'jefa', PASSWORD);
  const enrolled = await enrolAtSignIn(ctx.app, ctx.clock, challenge!);
  ctx.clock.advance(STEP_MS);
  return enrolled;
}

describe('enrolment at sign-in (required for operators and owners)', () => {
  it('asks an owner without a second factor to enrol before any token exists', async () => {
    const first = await passwordStep(ctx.app, 'jefa', PASSWORD);
    expect(first).toEqual({ challenge: expect.stringMatching(/^[\w-]{43}$/), step: 'enrol' });
    expect(await ctx.db.select().from(adminTokens)).toEqual([]);
    // The challenge is no bearer token.
    expect((await session(first.challenge!)).statusCode).toBe(401);

    const setup = await postJson(ctx.app, '/api/admin/login/totp-setup', {
      challenge: first.challenge,
    });
    const { secret, uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Cartera%20USDT:jefa?issuer=Cartera%20USDT&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Stored sealed with the data key, never as typed.
    const [row] = await ctx.db.select().from(admins).where(eq(admins.username, 'jefa'));
    expect(row!.totpSecret).toMatch(/^s1\.[0-9a-f]{16}\./);
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpEnabledAt).toBeNull();

    const wrong = await postJson(ctx.app, '/api/admin/login/totp-setup/confirm', {
      challenge: first.challenge,
      code: totpCode(secret, new Date(ctx.clock.now().getTime() + 10 * STEP_MS)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'Código incorrecto. Revisa que la hora de tu teléfono sea la correcta.',
    );

    const confirmed = await postJson(ctx.app, '/api/admin/login/totp-setup/confirm', {
      challenge: first.challenge,
      code: totpCode(secret, ctx.clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    const { token, recoveryCodes } = confirmed.json();
    expect((await session(token)).json()).toEqual({ username: 'jefa', role: 'owner' });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);

    // Recovery codes are kept only as argon2id hashes.
    const stored = await ctx.db.select().from(adminRecoveryCodes);
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^\$argon2id\$/);
      expect(recoveryCodes.some((c: string) => codeHash.includes(c.replace('-', '')))).toBe(false);
    }
    const actions = (await ctx.db.select().from(auditLog)).map((e) => [e.action, e.actor, e.ip]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['admin.two_factor_enabled', 'admin:jefa', ADMIN_IP],
        ['admin.signed_in', 'admin:jefa', ADMIN_IP],
      ]),
    );
  });

  it('does not ask a viewer to enrol', async () => {
    expect(await passwordStep(ctx.app, 'lector', PASSWORD)).toEqual({
      token: expect.any(String),
    });
  });

  it('refuses a step the sign-in does not owe, and a spent or expired challenge', async () => {
    const { challenge } = await passwordStep(ctx.app, 'jefa', PASSWORD);
    const early = await codeStep(challenge!, '123456');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Este paso ya no corresponde. Inicia sesión de nuevo.');

    await enrolAtSignIn(ctx.app, ctx.clock, challenge!);
    const spent = await postJson(ctx.app, '/api/admin/login/totp-setup', { challenge });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe('La verificación expiró. Inicia sesión de nuevo.');

    ctx.clock.advance(STEP_MS);
    const next = await passwordStep(ctx.app, 'jefa', PASSWORD);
    ctx.clock.advance(CHALLENGE_TTL_MS);
    expect((await codeStep(next.challenge!, '123456')).statusCode).toBe(401);
  });
});

describe('sign-in with a second factor', () => {
  it('issues the token only after the code', async () => {
    const { secret } = await enrolledOwner();
    const first = await passwordStep(ctx.app, 'jefa', PASSWORD);
    expect(first.step).toBe('code');
    const tokensBefore = (await ctx.db.select().from(adminTokens)).length;

    const wrong = await codeStep(first.challenge!, '000000');
    expect(wrong.statusCode).toBe(401);
    expect((await ctx.db.select().from(adminTokens)).length).toBe(tokensBefore);

    const right = await codeStep(first.challenge!, totpCode(secret, ctx.clock.now()));
    expect(right.statusCode).toBe(200);
    expect((await session(right.json().token)).statusCode).toBe(200);
  });

  it('refuses a code already used, even from a new sign-in, and two uses racing', async () => {
    const { secret } = await enrolledOwner();
    const code = totpCode(secret, ctx.clock.now());
    const first = await passwordStep(ctx.app, 'jefa', PASSWORD);
    expect((await codeStep(first.challenge!, code)).statusCode).toBe(200);

    const again = await passwordStep(ctx.app, 'jefa', PASSWORD);
    const replay = await codeStep(again.challenge!, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'Ese código ya se usó. Espera a que tu app muestre uno nuevo.',
    );

    ctx.clock.advance(STEP_MS);
    const next = totpCode(secret, ctx.clock.now());
    const racers = await Promise.all([
      passwordStep(ctx.app, 'jefa', PASSWORD),
      passwordStep(ctx.app, 'jefa', PASSWORD),
    ]);
    const race = await Promise.all(racers.map((r) => codeStep(r.challenge!, next)));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts each recovery code once, typed loosely', async () => {
    const { recoveryCodes } = await enrolledOwner();
    const [first, second] = recoveryCodes as [string, string];
    const sloppy = ` ${first.toLowerCase().replace('-', '')} `;

    const a = await passwordStep(ctx.app, 'jefa', PASSWORD);
    const used = await codeStep(a.challenge!, sloppy);
    expect(used.statusCode).toBe(200);

    const b = await passwordStep(ctx.app, 'jefa', PASSWORD);
    expect((await codeStep(b.challenge!, first)).statusCode).toBe(401);
    expect((await codeStep(b.challenge!, second)).statusCode).toBe(200);

    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/account',
      headers: { authorization: `Bearer ${used.json().token}` },
    });
    expect(overview.json()).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 8 });
    const signIns = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.signed_in'));
    expect(signIns.map((e) => e.details)).toEqual([
      { method: 'totp' },
      { method: 'recovery-code' },
      { method: 'recovery-code' },
    ]);
  });

  it('stops wrong codes from one address after 5; the owner elsewhere is not stopped', async () => {
    const { secret } = await enrolledOwner();
    const attacker = await passwordStep(ctx.app, 'jefa', PASSWORD, '203.0.113.9');
    for (let i = 0; i < 5; i++) {
      expect((await codeStep(attacker.challenge!, '000000', '203.0.113.9')).statusCode).toBe(401);
    }
    const stopped = await codeStep(
      attacker.challenge!,
      totpCode(secret, ctx.clock.now()),
      '203.0.113.9',
    );
    expect(stopped.statusCode).toBe(429);

    const owner = await passwordStep(ctx.app, 'jefa', PASSWORD, '192.0.2.77');
    expect(
      (await codeStep(owner.challenge!, totpCode(secret, ctx.clock.now()), '192.0.2.77'))
        .statusCode,
    ).toBe(200);
  });
});

describe('a role that needs a second factor', () => {
  it('ends the sessions of a member promoted without one, who enrols at the next sign-in', async () => {
    const { token: owner } = await enrolledOwner();
    const { token: viewer } = await passwordStep(ctx.app, 'lector', PASSWORD);
    const [lector] = await ctx.db.select().from(admins).where(eq(admins.username, 'lector'));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${lector!.id}/role`,
      payload: { role: 'operator' },
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.json()).toMatchObject({ role: 'operator', activeSessions: 0 });
    expect((await session(viewer!)).statusCode).toBe(401);
    expect((await passwordStep(ctx.app, 'lector', PASSWORD)).step).toBe('enrol');
  });
});

describe('enrolment from the account (any role)', () => {
  it('lets a viewer turn on a second factor, then asks for it at sign-in', async () => {
    const { token } = await passwordStep(ctx.app, 'lector', PASSWORD);
    const account = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/admin/account',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await account()).json()).toEqual({
      username: 'lector',
      role: 'viewer',
      twoFactorEnabled: false,
      twoFactorRequired: false,
      recoveryCodesLeft: 0,
    });
    const { secret, recoveryCodes } = await enrolFromAccount(ctx.app, ctx.clock, token!);
    expect(recoveryCodes).toHaveLength(10);
    expect((await account()).json()).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });

    const again = await postJson(ctx.app, '/api/admin/account/totp-setup', {}, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La verificación en dos pasos ya está activa.');

    ctx.clock.advance(STEP_MS);
    const next = await passwordStep(ctx.app, 'lector', PASSWORD);
    expect(next.step).toBe('code');
    expect((await codeStep(next.challenge!, totpCode(secret, ctx.clock.now()))).statusCode).toBe(
      200,
    );
  });

  it('refuses a confirmation without a QR code first', async () => {
    const { token } = await passwordStep(ctx.app, 'lector', PASSWORD);
    const res = await postJson(
      ctx.app,
      '/api/admin/account/totp-setup/confirm',
      { code: '123456' },
      { token },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Primero genera el código QR.');
  });
});
