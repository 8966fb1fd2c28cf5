import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema';
import { adminToken } from '../../../tests/support/factories';
import { startFakeSendgrid, type FakeSendgrid } from '../../../tests/support/fake-sendgrid';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { TEST_EMAILS_PER_ADMIN } from './admin-test-email.service';

const post = (ctx: TestContext, token: string, url: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: '198.51.100.4',
  });

describe('test e-mails through SMTP', () => {
  let smtp: SmtpCapture;
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, APP_NAME: 'Cartera Prueba' } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await ctx.reset();
    token = await adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
  });

  it('sends a Spanish test mail for the “Enviar correo de prueba” button and tells which transport took it', async () => {
    const res = await post(ctx, token, '/api/admin/test-sendgrid', { email: ' ana@example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Correo de prueba enviado a ana@example.com',
      code: 'smtp',
      note: expect.stringContaining('servidor SMTP'),
    });
    const { email } = await smtp.waitFor((m) => m.to.includes('ana@example.com'));
    expect(email.subject).toBe('Correo de prueba de Cartera Prueba');
    expect(email.text).toContain('el envío de correos de la aplicación funciona');
    expect(email.text).toContain('revisora-operator');
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'mail.test'));
    const [mail] = await ctx.db.select().from(mailOutbox);
    expect(entry).toMatchObject({
      actor: 'admin:revisora-operator',
      target: 'ana@example.com',
      details: { transport: 'smtp', mailId: mail!.id },
      ip: '198.51.100.4',
    });
    expect(mail).toMatchObject({ to: 'ana@example.com', sentAt: expect.any(Date) });
  });

  it('answers POST /api/admin/test-smtp with the address', async () => {
    const res = await post(ctx, token, '/api/admin/test-smtp', { testEmail: 'bob@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ testEmail: 'bob@example.com' });
    await smtp.waitFor((m) => m.to.includes('bob@example.com'));
  });

  it('reports a refused send in Spanish with the server’s own reason', async () => {
    smtp.refuse('rechazo@example.com');
    const res = await post(ctx, token, '/api/admin/test-smtp', {
      testEmail: 'rechazo@example.com',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(
      /^No se pudo enviar el correo: el servidor SMTP no aceptó el mensaje \(.*550 Mailbox unavailable.*\)\. El correo quedó en la cola de envío y se reintentará\.$/,
    );
    // Like every mail, it waits in the outbox with the reason, and goes out once accepted.
    const [mail] = await ctx.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ sentAt: null, lastError: expect.stringContaining('550') });
    smtp.accept('rechazo@example.com');
    ctx.clock.advance(60_000);
    await smtp.waitFor((m) => m.to.includes('rechazo@example.com'), 15_000);
  });

  it('refuses an address without @ or no address, in Spanish', async () => {
    for (const [url, payload] of [
      ['/api/admin/test-sendgrid', { email: 'sin-arroba' }],
      ['/api/admin/test-sendgrid', { email: '' }],
      ['/api/admin/test-sendgrid', {}],
      ['/api/admin/test-smtp', { testEmail: 'a@' }],
      ['/api/admin/test-smtp', undefined],
    ] as const) {
      const res = await post(ctx, token, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(
        /^(email: |testEmail: )?(Correo electrónico inválido|Escribe un correo de destino)$/,
      );
    }
    expect(smtp.mails.filter((m) => m.to.includes('sin-arroba'))).toEqual([]);
  });

  it('is throttled per staff member', async () => {
    for (let i = 0; i < TEST_EMAILS_PER_ADMIN.limit; i++) {
      expect(
        (await post(ctx, token, '/api/admin/test-smtp', { testEmail: `t${i}@x.mx` })).statusCode,
      ).toBe(200);
    }
    const refused = await post(ctx, token, '/api/admin/test-smtp', { testEmail: 'otra@x.mx' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TEST_EMAILS_PER_ADMIN.message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await adminToken(ctx.app, ctx.db, ctx.clock, 'owner');
    expect(
      (await post(ctx, owner, '/api/admin/test-smtp', { testEmail: 'otra@x.mx' })).statusCode,
    ).toBe(200);
    ctx.clock.advance(TEST_EMAILS_PER_ADMIN.windowMs);
    expect(
      (await post(ctx, token, '/api/admin/test-smtp', { testEmail: 'otra@x.mx' })).statusCode,
    ).toBe(200);
  });

  it('is not for viewers', async () => {
    const viewer = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
    const res = await post(ctx, viewer, '/api/admin/test-sendgrid', { email: 'ana@example.com' });
    expect(res.statusCode).toBe(403);
  });
});

describe('test e-mails through the SendGrid API', () => {
  let sendgrid: FakeSendgrid;
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    sendgrid = await startFakeSendgrid();
    ctx = await createTestContext({
      env: { SENDGRID_API_KEY: 'SG.prueba', SENDGRID_API_URL: sendgrid.url },
    });
    token = await adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
  });
  afterAll(async () => {
    await ctx.close();
    await sendgrid.close();
  });

  it('posts the mail to SendGrid and says so', async () => {
    const res = await post(ctx, token, '/api/admin/test-sendgrid', { email: 'ana@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'sendgrid',
      note: expect.stringContaining('SendGrid'),
    });
    expect(sendgrid.received).toHaveLength(1);
    expect(sendgrid.received[0]).toMatchObject({
      authorization: 'Bearer SG.prueba',
      body: { personalizations: [{ to: [{ email: 'ana@example.com' }] }] },
    });
  });

  it('reports SendGrid’s refusal with its status and answer', async () => {
    sendgrid.answer(401);
    const res = await post(ctx, token, '/api/admin/test-sendgrid', { email: 'ana@example.com' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'No se pudo enviar el correo: SendGrid respondió 401 ({"errors":[{"message":"denied"}]}). El correo quedó en la cola de envío y se reintentará.',
    );
  });
});
