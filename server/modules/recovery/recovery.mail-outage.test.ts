import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createUser } from '../../../tests/support/factories';
import { mailsTo, startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { NEW_PASSWORD_QUEUED } from './recovery.routes';
import { CODE_TTL_MINUTES } from './recovery.service';

const SEND = '/api/password-recovery/send-code';
const VERIFY = '/api/password-recovery/verify-code';
const MINUTE = 60_000;

/*
 * The mail server is down (nothing listens on its port) while codes are asked for, then comes
 * back on the same port: the outbox job of the running app delivers what is still worth it.
 */
let port: number;
let smtp: SmtpCapture | undefined;
let ctx: TestContext;
beforeAll(async () => {
  const probe = await startSmtpCapture();
  port = Number(new URL(probe.url).port);
  await probe.close();
  ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await ctx.close();
  await smtp?.close();
});
beforeEach(async () => {
  await ctx.reset();
  await smtp?.close();
  smtp = undefined;
});

const sendCode = (email: string) =>
  ctx.app.inject({ method: 'POST', url: SEND, payload: { email }, remoteAddress: '203.0.113.9' });
const codeMails = (email: string) =>
  mailsTo(smtp!, email).filter((m) =>
    Boolean(m.email.subject?.startsWith('Tu código de verificación')),
  );

/** The mail server comes back, and the clock reaches the first retry. */
async function serverBack() {
  smtp = await startSmtpCapture(port);
  ctx.clock.advance(MINUTE);
}

describe('recovery codes while the mail server is down', () => {
  it('answers as usual, keeps the code mail, and delivers it when the server is back', async () => {
    const email = 'caida@example.com';
    await createUser(ctx.db, { email });
    const asked = await sendCode(email);
    expect(asked.statusCode).toBe(200);
    await expect
      .poll(async () => (await ctx.db.select().from(mailOutbox))[0]?.lastError ?? null)
      .toMatch(/^No se pudo enviar el correo/);

    await serverBack();
    const mail = await smtp!.waitFor((m) => m.to.includes(email), 20_000);
    const code = /\b(\d{6})\b/.exec(mail.email.text ?? '')![1]!;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: VERIFY,
      payload: { email, code },
      remoteAddress: '203.0.113.9',
    });
    expect(reset.statusCode).toBe(200);
    await smtp!.waitFor(
      (m) => m.to.includes(email) && (m.email.subject ?? '').startsWith('Tu nueva'),
    );
  });

  it('keeps the new password mail of a reset made while the server is down, and delivers it', async () => {
    const email = 'reinicio@example.com';
    await createUser(ctx.db, { email });
    smtp = await startSmtpCapture(port);
    expect((await sendCode(email)).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email), 20_000);
    const code = /\b(\d{6})\b/.exec(mail.email.text ?? '')![1]!;
    await smtp.close();
    smtp = undefined;

    const reset = await ctx.app.inject({
      method: 'POST',
      url: VERIFY,
      payload: { email, code },
      remoteAddress: '203.0.113.9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: NEW_PASSWORD_QUEUED });
    const waiting = (await ctx.db.select().from(mailOutbox)).filter((r) =>
      r.subject.startsWith('Tu nueva'),
    );
    expect(waiting).toEqual([
      expect.objectContaining({ to: email, sentAt: null, attempts: 1, gaveUpAt: null }),
    ]);
    expect(waiting[0]!.lastError).toMatch(/^No se pudo enviar el correo/);

    await serverBack();
    const sent = await smtp!.waitFor(
      (m) => m.to.includes(email) && (m.email.subject ?? '').startsWith('Tu nueva'),
      20_000,
    );
    const password = /Cambiar contraseña:\r?\n\r?\n(\S+)/.exec(sent.email.text ?? '')?.[1];
    expect(password).toBeDefined();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('never sends a code that expired while it waited, and only the newest of several', async () => {
    const email = 'vencido@example.com';
    await createUser(ctx.db, { email });
    const states = async () =>
      (await ctx.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt)).map((r) => ({
        sent: r.sentAt !== null,
        gaveUp: r.gaveUpAt !== null,
        lastError: r.lastError,
      }));
    expect((await sendCode(email)).statusCode).toBe(200);
    ctx.clock.advance(CODE_TTL_MINUTES * MINUTE);
    await expect
      .poll(async () => (await states())[0]?.lastError, { timeout: 15_000 })
      .toBe('Venció antes de poder enviarse');
    // Asked twice more while the server is still down: only the newest is worth sending.
    expect((await sendCode(email)).statusCode).toBe(200);
    ctx.clock.advance(MINUTE);
    expect((await sendCode(email)).statusCode).toBe(200);

    await serverBack();
    await smtp!.waitFor((m) => m.to.includes(email), 20_000);
    // The row is marked sent just after the server took the mail.
    await expect.poll(async () => (await states())[2]?.sent).toBe(true);
    expect(await states()).toEqual([
      { sent: false, gaveUp: true, lastError: 'Venció antes de poder enviarse' },
      { sent: false, gaveUp: true, lastError: 'Reemplazado por un correo más reciente' },
      { sent: true, gaveUp: false, lastError: null },
    ]);
    expect(codeMails(email)).toHaveLength(1);
  });
});
