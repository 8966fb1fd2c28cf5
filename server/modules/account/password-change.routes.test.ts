import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { FIXTURE_PASSWORD as OLD_PASSWORD } from '../../../tests/support/withdrawal-fixtures';
import {
  mailsTo,
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../../tests/support/smtp-capture';

const URL = '/api/account/password';
const NEW_PASSWORD = 'lluvia de octubre en Morelia';

let smtp: SmtpCapture;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, APP_NAME: 'Cartera Prueba' } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => ctx.reset());

const login = async (email: string, password: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: '203.0.113.9',
  });
  return { status: res.statusCode, sid: res.cookies.find((c) => c.name === 'sid')?.value };
};
const change = (sid: string | undefined, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: URL,
    payload,
    cookies: sid ? { sid } : {},
    remoteAddress: '203.0.113.9',
  });
const signedIn = async (sid: string) =>
  (await ctx.app.inject({ url: '/api/user', cookies: { sid } })).statusCode === 200;
const isNotice = (m: CapturedMail) =>
  m.email.subject === 'Cambiaste tu contraseña · Cartera Prueba';

describe('PUT /api/account/password', () => {
  it('changes the password, keeps this session, ends the others, writes the log and e-mails a notice', async () => {
    const email = 'ana@example.com';
    const user = await createUser(ctx.db, { email });
    const here = (await login(email, OLD_PASSWORD)).sid!;
    const phone = (await login(email, OLD_PASSWORD)).sid!;
    const laptop = (await login(email, OLD_PASSWORD)).sid!;

    const res = await change(here, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Tu contraseña cambió. Cerramos tus demás sesiones y te enviamos un aviso por correo.',
    );
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await login(email, OLD_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const notice = (await smtp.waitFor((m) => m.to.includes(email) && isNotice(m))).email;
    expect(notice.text).toContain('Cerramos tus demás sesiones abiertas');
    expect(notice.text).not.toContain(NEW_PASSWORD);
    expect(notice.html).toContain('lang="es"');

    const [line] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'password.changed'));
    expect(line).toMatchObject({
      actor: `user:${user.id}`,
      target: `user:${user.id}`,
      details: { ip: '203.0.113.9', endedSessions: 2 },
    });
  });

  it('refuses a wrong current password, the same password, a short or a common one, and changes nothing', async () => {
    const email = 'beto@example.com';
    await createUser(ctx.db, { email });
    const here = (await login(email, OLD_PASSWORD)).sid!;
    const other = (await login(email, OLD_PASSWORD)).sid!;
    const refusals: [object, string][] = [
      [
        { currentPassword: 'no-es-la-mia-123', newPassword: NEW_PASSWORD },
        'Tu contraseña actual no es correcta.',
      ],
      [
        { currentPassword: OLD_PASSWORD, newPassword: 'corta-123' },
        'La contraseña debe tener al menos 12 caracteres',
      ],
      [
        { currentPassword: OLD_PASSWORD, newPassword: 'Contraseña123' },
        'Esa contraseña es de las más usadas: elige otra',
      ],
      [
        { currentPassword: OLD_PASSWORD, newPassword: 'aaaaaaaaaaaaaaa' },
        'Esa contraseña es de las más usadas: elige otra',
      ],
      [{ newPassword: NEW_PASSWORD }, 'Escribe tu contraseña actual'],
    ];
    for (const [payload, message] of refusals) {
      const res = await change(here, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await signedIn(other)).toBe(true);
    expect((await login(email, OLD_PASSWORD)).status).toBe(200);
    expect(mailsTo(smtp, email).filter(isNotice)).toEqual([]);

    // The imported password was short; once a long one is set, setting it again is refused.
    expect(
      (await change(here, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const same = await change(here, { currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('La contraseña nueva debe ser distinta de la actual.');
  });

  it('answers 401 without a session', async () => {
    const res = await change(undefined, {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});
