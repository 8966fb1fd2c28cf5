import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users, verificationCodes } from '../../db/schema';
import { createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { FIXTURE_PASSWORD as OLD_PASSWORD } from '../../../tests/support/withdrawal-fixtures';
import { NEW_PASSWORD_QUEUED } from './recovery.routes';
import {
  mailsTo,
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../../tests/support/smtp-capture';

const SEND = '/api/password-recovery/send-code';
const VERIFY = '/api/password-recovery/verify-code';
const MINUTE = 60_000;

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

const post = (url: string, payload: object, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

const login = (email: string, password: string) => post('/api/login', { email, password });

const isCodeMail = (to: string) => (m: CapturedMail) =>
  m.to.includes(to) && m.email.subject === 'Tu código de verificación · Cartera Prueba';
const isPasswordMail = (to: string) => (m: CapturedMail) =>
  m.to.includes(to) && m.email.subject === 'Tu nueva contraseña · Cartera Prueba';

const codeIn = (mail: CapturedMail) => {
  const code = /\b(\d{6})\b/.exec(mail.email.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.email.text}`);
  return code;
};

/** Asks for a code and reads it from the mail that arrives (the n-th code mail to `email`). */
async function requestCode(email: string, nth = 1): Promise<string> {
  const sent = await post(SEND, { email });
  expect(sent.statusCode).toBe(200);
  const codeMails = () => mailsTo(smtp, email).filter(isCodeMail(email));
  await smtp.waitFor(() => codeMails().length >= nth);
  return codeIn(codeMails()[nth - 1]!);
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery', () => {
  it('mails a code that works once: the mailed password signs in, the old one and old sessions do not', async () => {
    const email = 'ana@example.com';
    await createUser(ctx.db, { email });
    const before = await login(email, OLD_PASSWORD);
    const oldSession = before.cookies.find((c) => c.name === 'sid')!.value;

    const code = await requestCode(email);
    const codeMail = mailsTo(smtp, email).find(isCodeMail(email))!.email;
    expect(codeMail.text).toContain('Cartera Prueba');
    expect(codeMail.text).toContain('Vence en 10 minutos');
    expect(codeMail.html).toContain(code);
    expect(codeMail.html).toContain('lang="es"');

    const stored = await ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code).not.toContain(code);

    const verified = await post(VERIFY, { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Tu nueva contraseña ha sido enviada a tu correo.',
    });

    const passwordMail = (await smtp.waitFor(isPasswordMail(email))).email;
    const password = /^([A-Za-z0-9]{12})$/m.exec(passwordMail.text ?? '')?.[1];
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
    expect(passwordMail.html).toContain(password);
    expect(passwordMail.text).toContain('cerramos todas tus sesiones');

    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user!.password).toMatch(/^\$argon2id\$/);
    expect((await login(email, password!)).statusCode).toBe(200);
    expect((await login(email, OLD_PASSWORD)).statusCode).toBe(401);
    const me = await ctx.app.inject({ url: '/api/user', cookies: { sid: oldSession } });
    expect(me.statusCode).toBe(401);

    const again = await post(VERIFY, { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'El código no es válido o ya expiró. Solicita un nuevo código.',
    );
    expect((await login(email, password!)).statusCode).toBe(200);

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'password.recovered'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: `user:${user!.id}`, target: `user:${user!.id}` });
  });

  it('invalidates a code after 5 wrong tries, even when the right one follows', async () => {
    const email = 'beto@example.com';
    await createUser(ctx.db, { email });
    const code = await requestCode(email);
    const wrong = otherCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(VERIFY, { email, code: wrong });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages[0]).toBe('Código de verificación incorrecto. Te quedan 4 intentos.');
    expect(messages[3]).toBe('Código de verificación incorrecto. Te queda 1 intento.');
    expect(messages[4]).toContain('Ya no quedan intentos');

    const right = await post(VERIFY, { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toContain('Solicita un nuevo código');
    expect((await login(email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts concurrent wrong guesses one by one: never more than 5 per code', async () => {
    const email = 'carla@example.com';
    await createUser(ctx.db, { email });
    const code = await requestCode(email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => post(VERIFY, { email, code: otherCode(code) })),
    );
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    const [row] = await ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    expect(row!.failedAttempts).toBe(5);
    expect((await post(VERIFY, { email, code })).statusCode).toBe(400);
  });

  it('rejects a code after its 10 minutes, accepts one just before', async () => {
    const email = 'dani@example.com';
    await createUser(ctx.db, { email });
    const expired = await requestCode(email);
    ctx.clock.advance(10 * MINUTE + 1000);
    const late = await post(VERIFY, { email, code: expired });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'El código no es válido o ya expiró. Solicita un nuevo código.',
    );

    const fresh = await requestCode(email, 2);
    ctx.clock.advance(10 * MINUTE - 1000);
    expect((await post(VERIFY, { email, code: fresh })).statusCode).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    const email = 'eva@example.com';
    await createUser(ctx.db, { email });
    const first = await requestCode(email);
    ctx.clock.advance(MINUTE);
    const second = await requestCode(email, 2);
    const live = await ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.used, 'false'));
    expect(live).toHaveLength(1);
    // One chance in a million that both codes are equal; then the first one is the second one.
    if (first !== second) {
      expect((await post(VERIFY, { email, code: first })).statusCode).toBe(400);
    }
    expect((await post(VERIFY, { email, code: second })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const known = 'fabi@example.com';
    const unknown = 'nadie@example.com';
    await createUser(ctx.db, { email: known });
    const forUnknown = await post(SEND, { email: unknown });
    const forKnown = await post(SEND, { email: known });
    expect(forUnknown.statusCode).toBe(200);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(forUnknown.json().message).toBe(
      'Si el correo está registrado, recibirás un código de verificación.',
    );
    await smtp.waitFor(isCodeMail(known));

    // A guess is answered in the same words too: nothing tells the two apart.
    const guessUnknown = await post(VERIFY, { email: unknown, code: '123456' });
    const code = codeIn(mailsTo(smtp, known)[0]!);
    const guessKnown = await post(VERIFY, { email: known, code: otherCode(code) });
    expect(guessUnknown.statusCode).toBe(400);
    expect(guessUnknown.json()).toEqual(guessKnown.json());

    expect(mailsTo(smtp, unknown)).toHaveLength(0);
  });

  it('throttles sending: one code a minute per e-mail, 10 per 15 minutes per address', async () => {
    const email = 'gabi@example.com';
    await createUser(ctx.db, { email });
    await requestCode(email);
    const soon = await post(SEND, { email });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    expect(soon.json().message).toBe(
      'Ya enviamos un código a este correo. Espera un minuto antes de pedir otro.',
    );
    ctx.clock.advance(MINUTE);
    expect((await post(SEND, { email })).statusCode).toBe(200);

    const ip = '198.51.100.9';
    for (let i = 0; i < 10; i++) {
      expect((await post(SEND, { email: `otro${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const flood = await post(SEND, { email: 'otro10@example.com' }, ip);
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(60);
    expect(flood.json().message).toContain('Demasiadas solicitudes de código');
  });

  it('slows wrong codes on one e-mail from many places with growing waits, never a long block', async () => {
    const email = 'hugo@example.com';
    await createUser(ctx.db, { email });
    const attacker = (i: number) => `203.0.113.${i}`;
    let guesses = 0;
    for (let nth = 1; nth <= 2; nth++) {
      const code = await requestCode(email, nth);
      for (let i = 0; i < 5; i++) {
        expect(
          (await post(VERIFY, { email, code: otherCode(code) }, attacker(guesses++))).statusCode,
        ).toBe(400);
      }
      ctx.clock.advance(MINUTE);
    }
    const third = await requestCode(email, 3);
    // The 11th wrong code is checked, and makes the next guess on this e-mail wait.
    expect(
      (await post(VERIFY, { email, code: otherCode(third) }, attacker(guesses++))).statusCode,
    ).toBe(400);
    const waiting = await post(VERIFY, { email, code: otherCode(third) }, attacker(guesses++));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().message).toBe(
      'Demasiados códigos incorrectos para esta cuenta. Intenta de nuevo en 1 segundo.',
    );
    // The owner, from yet another address, is through once the second has passed.
    ctx.clock.advance(1000);
    expect((await post(VERIFY, { email, code: third }, '192.0.2.60')).statusCode).toBe(200);
  });

  it('spares the owner those waits at a place where they signed in before', async () => {
    const email = 'irene@example.com';
    await createUser(ctx.db, { email });
    expect(
      (await post('/api/login', { email, password: OLD_PASSWORD }, '192.0.2.61')).statusCode,
    ).toBe(200);
    for (let nth = 1; nth <= 3; nth++) {
      const code = await requestCode(email, nth);
      for (let i = 0; i < 5; i++)
        await post(VERIFY, { email, code: otherCode(code) }, `203.0.113.${nth * 10 + i}`);
      ctx.clock.advance(MINUTE);
    }
    const code = await requestCode(email, 4);
    expect((await post(VERIFY, { email, code: otherCode(code) }, '203.0.113.99')).statusCode).toBe(
      400,
    );
    expect((await post(VERIFY, { email, code }, '192.0.2.99')).statusCode).toBe(429);
    expect((await post(VERIFY, { email, code }, '192.0.2.61')).statusCode).toBe(200);
  });

  it('stops one address after 10 wrong codes on an e-mail; another address goes on', async () => {
    const email = 'jorge@example.com';
    await createUser(ctx.db, { email });
    const ip = '203.0.113.250';
    for (let nth = 1; nth <= 2; nth++) {
      const code = await requestCode(email, nth);
      for (let i = 0; i < 5; i++) await post(VERIFY, { email, code: otherCode(code) }, ip);
      ctx.clock.advance(MINUTE);
    }
    const code = await requestCode(email, 3);
    const stopped = await post(VERIFY, { email, code }, ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe(
      'Demasiados intentos fallidos. Espera unos minutos e intenta de nuevo.',
    );
    expect((await post(VERIFY, { email, code }, '192.0.2.62')).statusCode).toBe(200);
  });

  it('resets the password even when the mail server refuses the new one: the mail waits and arrives later', async () => {
    const email = 'ines@example.com';
    await createUser(ctx.db, { email });
    const code = await requestCode(email);
    smtp.refuse(email);
    const reset = await post(VERIFY, { email, code });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(NEW_PASSWORD_QUEUED);
    expect((await login(email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await post(VERIFY, { email, code })).statusCode).toBe(400);

    smtp.accept(email);
    ctx.clock.advance(MINUTE);
    const mail = await smtp.waitFor(isPasswordMail(email), 15_000);
    const password = /^([A-Za-z0-9]{12})$/m.exec(mail.email.text ?? '')?.[1];
    expect((await login(email, password!)).statusCode).toBe(200);
  });

  it('refuses malformed input with a Spanish message', async () => {
    const badEmail = await post(SEND, { email: 'no-es-correo' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Ingresa un correo electrónico válido');
    for (const code of ['12345', '1234567', '12a456', ' 123456']) {
      const res = await post(VERIFY, { email: 'ana@example.com', code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('El código tiene 6 dígitos');
    }
    expect((await post(VERIFY, { email: 'ana@example.com' })).json().message).toContain(
      'Ingresa el código de verificación',
    );
  });
});
