import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import {
  ADMIN_IP,
  enrolFromAccount,
  passwordStep,
  postJson,
} from '../../../tests/support/admin-sign-in';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createAdminAuthService } from './admin-auth.service';
import { TEMPORARY_PASSWORD_TTL_MS } from './staff.service';

const PASSWORD = 'Clave-Larga-2026';

let ctx: TestContext;
let owner: string;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await createAdminAuthService({ db: ctx.db, clock: ctx.clock }).createOrReset(
    'jefa',
    PASSWORD,
    'owner',
  );
  owner = (await passwordStep(ctx.app, 'jefa', PASSWORD)).token!;
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    remoteAddress: ADMIN_IP,
    headers: { authorization: `Bearer ${token}` },
  });
const list = async (token = owner) => (await call('GET', '/api/admin/staff', token)).json().staff;
const memberNamed = async (username: string) =>
  (await list()).find((m: { username: string }) => m.username === username);

/** A member created by the owner, who has completed the first sign-in; answers their token. */
async function createMember(username: string, role: 'viewer' | 'operator' | 'owner') {
  const created = await call('POST', '/api/admin/staff', owner, { username, role });
  expect(created.statusCode).toBe(201);
  const { member, temporaryPassword } = created.json();
  const first = await passwordStep(ctx.app, username, temporaryPassword);
  const done = await postJson(ctx.app, '/api/admin/login/new-password', {
    challenge: first.challenge,
    newPassword: PASSWORD,
  });
  return { id: member.id as string, token: done.json().token as string };
}

describe('creating staff', () => {
  it('gives a one-time password that only lets the new member choose their own', async () => {
    const res = await call('POST', '/api/admin/staff', owner, {
      username: 'lucia',
      role: 'viewer',
    });
    expect(res.statusCode).toBe(201);
    const { member, temporaryPassword } = res.json();
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(member).toEqual({
      id: expect.any(String),
      username: 'lucia',
      role: 'viewer',
      twoFactorEnabled: false,
      lastSignInAt: null,
      activeSessions: 0,
      disabled: false,
      temporaryPassword: true,
      createdAt: ctx.clock.now().toISOString(),
    });

    const first = await passwordStep(ctx.app, 'lucia', temporaryPassword);
    expect(first).toEqual({ challenge: expect.any(String), step: 'change-password' });
    const same = await postJson(ctx.app, '/api/admin/login/new-password', {
      challenge: first.challenge,
      newPassword: temporaryPassword,
    });
    expect(same.statusCode).toBe(400);
    const short = await postJson(ctx.app, '/api/admin/login/new-password', {
      challenge: first.challenge,
      newPassword: 'corta',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('La contraseña debe tener al menos 12 caracteres');

    const changed = await postJson(ctx.app, '/api/admin/login/new-password', {
      challenge: first.challenge,
      newPassword: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', changed.json().token)).json()).toEqual({
      username: 'lucia',
      role: 'viewer',
    });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: 'lucia', password: temporaryPassword },
        })
      ).statusCode,
    ).toBe(401);
    expect(await memberNamed('lucia')).toMatchObject({
      temporaryPassword: false,
      activeSessions: 1,
      lastSignInAt: ctx.clock.now().toISOString(),
    });
  });

  it('lets a one-time password expire after 72 hours', async () => {
    const res = await call('POST', '/api/admin/staff', owner, {
      username: 'tardio',
      role: 'viewer',
    });
    ctx.clock.advance(TEMPORARY_PASSWORD_TTL_MS);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'tardio', password: res.json().temporaryPassword },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(
      'Tu contraseña temporal expiró. Pide a un propietario una contraseña nueva.',
    );
  });

  it('refuses a taken username, a bad one and an unknown role, in Spanish', async () => {
    await call('POST', '/api/admin/staff', owner, { username: 'lucia', role: 'viewer' });
    const taken = await call('POST', '/api/admin/staff', owner, {
      username: 'lucia',
      role: 'owner',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe un miembro del personal con ese usuario.');
    const bad = await call('POST', '/api/admin/staff', owner, { username: 'a b', role: 'viewer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('El usuario debe tener de 3 a 100 letras');
    const role = await call('POST', '/api/admin/staff', owner, { username: 'pepe', role: 'jefe' });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toContain('Rol inválido');
  });
});

describe('managing a member', () => {
  it('changes a role, effective on the member’s next call', async () => {
    const { id, token } = await createMember('oscar', 'operator');
    const res = await call('PUT', `/api/admin/staff/${id}/role`, owner, { role: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'viewer', activeSessions: 1 });
    expect((await call('GET', '/api/admin/session', token)).json().role).toBe('viewer');
    expect((await call('GET', '/api/admin/staff', token)).statusCode).toBe(403);
  });

  it('disables a member: sessions end, sign-in refused (said only after the right password)', async () => {
    const { id, token } = await createMember('dora', 'operator');
    const res = await call('POST', `/api/admin/staff/${id}/disable`, owner);
    expect(res.json()).toMatchObject({ disabled: true, activeSessions: 0 });
    expect((await call('GET', '/api/admin/session', token)).statusCode).toBe(401);

    const wrong = await postJson(ctx.app, '/api/admin/login', {
      username: 'dora',
      password: 'mal',
    });
    expect(wrong.json()).toEqual({ message: 'Credenciales inválidas' });
    const right = await postJson(ctx.app, '/api/admin/login', {
      username: 'dora',
      password: PASSWORD,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('Tu cuenta está desactivada. Habla con un propietario.');

    await call('POST', `/api/admin/staff/${id}/enable`, owner);
    expect((await passwordStep(ctx.app, 'dora', PASSWORD)).token).toBeDefined();
  });

  it('resets a password: a new one-time one, the old one and the sessions gone', async () => {
    const { id, token } = await createMember('rita', 'viewer');
    const res = await call('POST', `/api/admin/staff/${id}/reset-password`, owner);
    const { member, temporaryPassword } = res.json();
    expect(member).toMatchObject({ temporaryPassword: true, activeSessions: 0 });
    expect((await call('GET', '/api/admin/session', token)).statusCode).toBe(401);
    expect(
      (await postJson(ctx.app, '/api/admin/login', { username: 'rita', password: PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect((await passwordStep(ctx.app, 'rita', temporaryPassword)).step).toBe('change-password');
  });

  it('resets a second factor and ends the member’s sessions', async () => {
    const { id, token } = await createMember('tomas', 'operator');
    await enrolFromAccount(ctx.app, ctx.clock, token);
    expect(await memberNamed('tomas')).toMatchObject({ twoFactorEnabled: true });

    const res = await call('POST', `/api/admin/staff/${id}/reset-two-factor`, owner);
    expect(res.json()).toMatchObject({ twoFactorEnabled: false, activeSessions: 0 });
    expect((await call('GET', '/api/admin/session', token)).statusCode).toBe(401);
    // ADMIN_REQUIRE_2FA is off here: the password alone signs in again.
    expect((await passwordStep(ctx.app, 'tomas', PASSWORD)).token).toBeDefined();
  });

  it('ends a member’s sessions', async () => {
    const { id, token } = await createMember('ulises', 'viewer');
    const res = await call('POST', `/api/admin/staff/${id}/end-sessions`, owner);
    expect(res.json()).toMatchObject({ activeSessions: 0 });
    expect((await call('GET', '/api/admin/session', token)).statusCode).toBe(401);
  });

  it('audits every action with who, what, whom and from where', async () => {
    const { id } = await createMember('vera', 'viewer');
    ctx.clock.advance(1000);
    await call('PUT', `/api/admin/staff/${id}/role`, owner, { role: 'operator' });
    for (const action of [
      'reset-password',
      'reset-two-factor',
      'end-sessions',
      'disable',
      'enable',
    ]) {
      ctx.clock.advance(1000);
      expect((await call('POST', `/api/admin/staff/${id}/${action}`, owner)).statusCode).toBe(200);
    }
    const entries = (await ctx.db.select().from(auditLog))
      .filter((e) => e.action.startsWith('staff.'))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(entries.map((e) => [e.actor, e.action, e.target, e.ip])).toEqual(
      [
        'staff.created',
        'staff.role_changed',
        'staff.password_reset',
        'staff.two_factor_reset',
        'staff.sessions_ended',
        'staff.disabled',
        'staff.enabled',
      ].map((action) => ['admin:jefa', action, 'admin:vera', ADMIN_IP]),
    );
    expect(entries[0]!.details).toEqual({ role: 'viewer' });
    expect(entries[1]!.details).toEqual({ from: 'viewer', to: 'operator', sessionsEnded: 0 });
    expect(entries[2]!.details).toEqual({ sessionsEnded: 1 });
  });

  it('lists the staff with role, second factor, last sign-in and sessions', async () => {
    await createMember('zoe', 'operator');
    const staff = await list();
    expect(
      staff.map((m: { username: string; role: string; activeSessions: number }) => [
        m.username,
        m.role,
        m.activeSessions,
      ]),
    ).toEqual([
      ['jefa', 'owner', 1],
      ['zoe', 'operator', 1],
    ]);
  });
});

describe('what an owner may not do', () => {
  it('acts on their own account here, or on an unknown or malformed id', async () => {
    const self = (await memberNamed('jefa')).id;
    const mine = await call('POST', `/api/admin/staff/${self}/disable`, owner);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe('Para cambiar tu propia cuenta usa «Mi cuenta».');
    const unknown = await call(
      'POST',
      '/api/admin/staff/00000000-0000-4000-8000-000000000000/disable',
      owner,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Miembro del personal no encontrado');
    const malformed = await call('POST', '/api/admin/staff/no-es-id/disable', owner);
    expect(malformed.statusCode).toBe(400);
  });

  it('lets only one of two owners who disable each other at once win', async () => {
    const other = await createMember('segunda', 'owner');
    const jefaId = (await memberNamed('jefa')).id;
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/staff/${other.id}/disable`, owner),
      call('POST', `/api/admin/staff/${jefaId}/disable`, other.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    // Either may win; the loser's sessions end with their account, so ask as the winner.
    const winner = a.statusCode === 200 ? owner : other.token;
    const active = (await list(winner)).filter((m: { disabled: boolean }) => !m.disabled);
    expect(active).toHaveLength(1);
    expect(active[0].role).toBe('owner');
  });
});
