import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_IP, passwordStep, postJson } from '../../../tests/support/admin-sign-in';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { adminTokens, admins, auditLog } from '../../db/schema';
import { createAdminAuthService } from './admin-auth.service';

/**
 * 'Cambiar contraseña' in 'Mi cuenta' (PUT /api/admin/account/password): the creditor's rules
 * for staff (docs/decisions/password-change.md) — current password as a sign-in guess, the
 * shared new-password rules, every other panel session ended, the change in the activity log.
 */
const PASSWORD = 'Clave-Larga-2026';
const NEW = 'Otra-Clave-Nueva-2026';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const staff = createAdminAuthService({ db: ctx.db, clock: ctx.clock });
  await staff.createOrReset('jefa', PASSWORD, 'owner');
  await staff.createOrReset('lectora', PASSWORD, 'viewer');
});

const signIn = async (username = 'jefa', password = PASSWORD) =>
  (await passwordStep(ctx.app, username, password)).token!;
const change = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/account/password',
    remoteAddress: ADMIN_IP,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const stats = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/stats',
    headers: { authorization: `Bearer ${token}` },
  });

describe('PUT /api/admin/account/password', () => {
  it('sets the new password, keeps this session, ends the others, and logs it', async () => {
    const here = await signIn();
    const phone = await signIn();
    const laptop = await signIn();
    const other = await signIn('lectora');
    const res = await change(here, { currentPassword: PASSWORD, newPassword: NEW });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Tu contraseña cambió. Cerramos tus otras sesiones abiertas (2).',
    });
    expect((await stats(here)).statusCode).toBe(200);
    expect((await stats(phone)).statusCode).toBe(401);
    expect((await stats(laptop)).statusCode).toBe(401);
    // Another member's sessions are theirs.
    expect((await stats(other)).statusCode).toBe(200);

    const old = await postJson(ctx.app, '/api/admin/login', {
      username: 'jefa',
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    expect((await passwordStep(ctx.app, 'jefa', NEW)).token).toEqual(expect.any(String));

    const [jefa] = await ctx.db.select().from(admins).where(eq(admins.username, 'jefa'));
    const left = await ctx.db.select().from(adminTokens).where(eq(adminTokens.adminId, jefa!.id));
    expect(left).toHaveLength(2); // this session and the sign-in just made
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.password_changed'));
    expect(entries).toEqual([
      expect.objectContaining({
        actor: 'admin:jefa',
        target: 'admin:jefa',
        details: { sessionsEnded: 2 },
        ip: ADMIN_IP,
      }),
    ]);
  });

  it('is open to every role, and says so when no other session was open', async () => {
    const token = await signIn('lectora');
    const res = await change(token, { currentPassword: PASSWORD, newPassword: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tu contraseña cambió.' });
  });

  it('refuses a wrong current password, the same password and the rules’ refusals, in Spanish, changing nothing', async () => {
    const token = await signIn();
    const phone = await signIn();
    for (const [payload, message] of [
      [
        { currentPassword: 'no-es-la-mia-2026', newPassword: NEW },
        'Tu contraseña actual no es correcta.',
      ],
      [
        { currentPassword: PASSWORD, newPassword: PASSWORD },
        'La contraseña nueva debe ser distinta de la actual.',
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'corta' },
        'La contraseña debe tener al menos 12 caracteres',
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'password1234' },
        'Esa contraseña es de las más usadas: elige otra',
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'aaaaaaaaaaaaaaa' },
        'Esa contraseña es de las más usadas: elige otra',
      ],
      [{ currentPassword: '', newPassword: NEW }, 'Escribe tu contraseña actual'],
      [{ currentPassword: PASSWORD }, 'Escribe la contraseña nueva'],
    ] as const) {
      const res = await change(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await stats(phone)).statusCode).toBe(200);
    expect((await passwordStep(ctx.app, 'jefa', PASSWORD)).token).toEqual(expect.any(String));
    const changed = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.password_changed'));
    expect(changed).toEqual([]);
  });

  it('counts wrong current passwords as sign-in guesses: a stolen session cannot try at leisure', async () => {
    const token = await signIn();
    let last = await change(token, { currentPassword: 'intento-0-equivocado', newPassword: NEW });
    for (let i = 1; i < 8 && last.statusCode === 400; i++) {
      last = await change(token, { currentPassword: `intento-${i}-equivocado`, newPassword: NEW });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(
      'Demasiados intentos fallidos. Espera unos minutos e intenta de nuevo.',
    );
    // The right password from the same place waits too.
    const right = await change(token, { currentPassword: PASSWORD, newPassword: NEW });
    expect(right.statusCode).toBe(429);
  });

  it('needs a staff session', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/account/password',
      payload: { currentPassword: PASSWORD, newPassword: NEW },
    });
    expect(res.statusCode).toBe(401);
  });
});
