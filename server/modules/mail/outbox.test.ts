import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../adapters/mail/smtp';
import type { MailMessage, Mailer } from '../../adapters/mail';
import { secretBoxFromHex } from '../../adapters/secret-box';
import { mailOutbox } from '../../db/schema';
import { startMailOutboxJob } from '../../jobs/mail-outbox';
import { mailsTo, startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { startRejectingSmtp } from '../../../tests/support/smtp-rejecting';
import { adminToken } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import {
  createMailOutbox,
  LATE_MAIL_MS,
  MAX_MAIL_ATTEMPTS,
  OUTBOX_RETENTION_MS,
  retryDelayMs,
} from './outbox.service';

const FROM = 'Cartera USDT <no-reply@localhost>';
let ctx: TestContext;
let capture: SmtpCapture;
let rejecting: Awaited<ReturnType<typeof startRejectingSmtp>>;
let working: Mailer;
let failing: Mailer;

beforeAll(async () => {
  capture = await startSmtpCapture();
  rejecting = await startRejectingSmtp();
  working = createSmtpMailer(capture.url, FROM);
  failing = createSmtpMailer(rejecting.url, FROM);
  // This file runs the outbox's passes itself: the app's own job would race it for the rows.
  ctx = await createTestContext({ mailOutboxJob: false });
});
afterAll(async () => {
  await ctx.close();
  await working.close?.();
  await failing.close?.();
  await capture.close();
  await rejecting.close();
});
beforeEach(() => ctx.reset());

function recordingLog() {
  const entries: { level: 'warn' | 'error'; details: Record<string, unknown>; message: string }[] =
    [];
  return {
    entries,
    warn: (details: object, message: string) =>
      entries.push({ level: 'warn', details: details as Record<string, unknown>, message }),
    error: (details: object, message: string) =>
      entries.push({ level: 'error', details: details as Record<string, unknown>, message }),
  };
}

const outboxWith = (mailer: Mailer, log = recordingLog()) =>
  createMailOutbox({
    db: ctx.db,
    mailer,
    clock: ctx.clock,
    log,
    secretBox: secretBoxFromHex(ctx.config.dataEncryptionKey),
  });

const mail = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  to,
  subject: `Hola ${to}`,
  html: '<p>Hola, tu código es 482913</p>',
  text: 'Hola, tu código es 482913',
  ...extra,
});
const rows = () => ctx.db.select().from(mailOutbox);

/** Queues in a transaction of its own, as a service does with its change. */
const queued = (outbox: ReturnType<typeof outboxWith>, message: MailMessage, options = {}) =>
  ctx.db.transaction((tx) => outbox.queue(tx, message, options));

describe('mail outbox', () => {
  it('keeps a queued mail only if its transaction commits, sealed, and sends it once after', async () => {
    const outbox = outboxWith(working);
    await expect(
      ctx.db.transaction(async (tx) => {
        await outbox.queue(tx, mail('nunca@example.com'));
        throw new Error('la operación falló');
      }),
    ).rejects.toThrow('la operación falló');
    expect(await rows()).toEqual([]);

    const id = await queued(outbox, mail('ok@example.com'));
    expect(mailsTo(capture, 'ok@example.com')).toHaveLength(0);
    const [waiting] = await rows();
    // At rest the body is sealed with the data key: no code or text in the row.
    expect(JSON.stringify(waiting)).not.toContain('482913');
    expect(waiting).toMatchObject({ to: 'ok@example.com', attempts: 0, sentAt: null });

    expect(await outbox.deliver(id)).toEqual({ sent: true });
    const [delivered] = mailsTo(capture, 'ok@example.com');
    expect(delivered!.email.text).toContain('tu código es 482913');
    const [sent] = await rows();
    expect(sent).toMatchObject({ attempts: 1, sentAt: ctx.clock.now(), sealed: null });
    // A second sender finds nothing to send.
    expect(await outbox.deliver(id)).toEqual({ sent: false, reason: 'En cola de envío' });
    expect(await outbox.retryDue()).toMatchObject({ sent: 0, failed: 0 });
    expect(mailsTo(capture, 'ok@example.com')).toHaveLength(1);
  });

  it('commitWithMail queues the mails of a change in its transaction and sends them after', async () => {
    const outbox = outboxWith(working);
    await expect(
      outbox.commitWithMail(async (_tx, send) => {
        await send(mail('deshecho@example.com'));
        throw new Error('el cambio falló');
      }),
    ).rejects.toThrow('el cambio falló');
    expect(await rows()).toEqual([]);
    const done = await outbox.commitWithMail(async (_tx, send) => {
      await send(mail('hecho@example.com'));
      await send(mail('hecho.dos@example.com'));
      return 'listo';
    });
    expect(done).toEqual({ result: 'listo', delivery: { sent: true } });
    expect(mailsTo(capture, 'hecho@example.com')).toHaveLength(1);
    expect(mailsTo(capture, 'hecho.dos@example.com')).toHaveLength(1);
    expect(mailsTo(capture, 'deshecho@example.com')).toEqual([]);
  });

  it('keeps a refused mail with its reason, and the job delivers it once due', async () => {
    const log = recordingLog();
    const outbox = outboxWith(failing, log);
    const id = await queued(outbox, mail('tarde@example.com'));
    const delivery = await outbox.deliver(id);
    expect(delivery.sent).toBe(false);
    expect(!delivery.sent && delivery.reason).toContain('Buzón no disponible por ahora');

    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, gaveUpAt: null });
    expect(row!.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBe(retryDelayMs(1));
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'mail not sent; kept in the outbox for a retry',
        details: expect.objectContaining({ mailId: id, to: 'tarde@example.com' }),
      }),
    ]);

    const retrier = outboxWith(working);
    expect(await retrier.retryDue()).toMatchObject({ sent: 0, failed: 0 });
    ctx.clock.advance(retryDelayMs(1));
    expect(await retrier.retryDue()).toMatchObject({ sent: 1, failed: 0 });
    expect(mailsTo(capture, 'tarde@example.com')).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ attempts: 2, lastError: null, sealed: null });
  });

  it('keeps the attachments of a waiting mail and sends them with it', async () => {
    const pdf = Buffer.from('%PDF-1.7 adjunto de prueba');
    const attachments = [
      { filename: 'convenio.pdf', content: pdf, contentType: 'application/pdf' },
    ];
    const id = await queued(outboxWith(failing), mail('adjunto@example.com', { attachments }));
    await outboxWith(failing).deliver(id);
    ctx.clock.advance(retryDelayMs(1));
    expect(await outboxWith(working).retryDue()).toMatchObject({ sent: 1 });
    const [delivered] = mailsTo(capture, 'adjunto@example.com');
    expect(delivered!.email.attachments).toEqual([
      expect.objectContaining({ filename: 'convenio.pdf', mimeType: 'application/pdf' }),
    ]);
    expect(Buffer.from(delivered!.email.attachments[0]!.content as ArrayBuffer)).toEqual(pdf);
  });

  it('backs off after each failure and gives up, logging an error, after the last attempt', async () => {
    const log = recordingLog();
    const outbox = outboxWith(failing, log);
    await outbox.deliver(await queued(outbox, mail('nunca@example.com')));
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      ctx.clock.advance(retryDelayMs(attempt - 1));
      expect(await outbox.retryDue()).toMatchObject({ sent: 0, failed: 1 });
      expect((await rows())[0]!.attempts).toBe(attempt);
    }
    expect(log.entries.at(-1)).toMatchObject({
      level: 'error',
      message: 'mail refused on every attempt; giving up',
    });
    ctx.clock.advance(24 * 60 * 60_000);
    expect(await outbox.retryDue()).toMatchObject({ sent: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({
      attempts: MAX_MAIL_ATTEMPTS,
      sentAt: null,
      gaveUpAt: expect.any(Date),
      sealed: null,
    });
  });

  it('never sends a mail whose time ran out while it waited', async () => {
    const outbox = outboxWith(failing);
    const expiresAt = new Date(ctx.clock.now().getTime() + 10 * 60_000);
    await outbox.deliver(await queued(outbox, mail('codigo@example.com'), { expiresAt }));
    ctx.clock.advance(9 * 60_000);
    expect(await outbox.retryDue()).toMatchObject({ failed: 1, expired: 0 });
    ctx.clock.advance(60_000);
    const retrier = outboxWith(working);
    expect(await retrier.retryDue()).toEqual({ sent: 0, failed: 0, expired: 1 });
    expect(mailsTo(capture, 'codigo@example.com')).toHaveLength(0);
    expect((await rows())[0]).toMatchObject({
      sentAt: null,
      gaveUpAt: ctx.clock.now(),
      lastError: 'Venció antes de poder enviarse',
      sealed: null,
    });
  });

  it('a newer mail with the same key replaces the unsent one', async () => {
    const outbox = outboxWith(failing);
    const first = await queued(outbox, mail('dos@example.com', { subject: 'Código 1' }), {
      supersedes: 'recovery-code:dos@example.com',
    });
    await outbox.deliver(first);
    const second = await queued(outbox, mail('dos@example.com', { subject: 'Código 2' }), {
      supersedes: 'recovery-code:dos@example.com',
    });
    expect(await outboxWith(working).deliver(second)).toEqual({ sent: true });
    ctx.clock.advance(60 * 60_000);
    expect(await outboxWith(working).retryDue()).toMatchObject({ sent: 0 });
    expect(mailsTo(capture, 'dos@example.com').map((m) => m.email.subject)).toEqual(['Código 2']);
    const [replaced] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, first!));
    expect(replaced!.lastError).toBe('Reemplazado por un correo más reciente');
  });

  it('writes nothing when the onlyIf condition does not hold', async () => {
    const outbox = outboxWith(working);
    expect(await queued(outbox, mail('x@example.com'), { onlyIf: sql`false` })).toBeUndefined();
    expect(await rows()).toEqual([]);
  });

  it('a mail claimed by a sender that died is sent by another once the claim lease ends', async () => {
    const queue = outboxWith(working);
    await queued(queue, mail('huerfano@example.com'));
    // A sender claims it (its process dies before sending: nothing else happens).
    const dead = outboxWith({ ...failing, send: () => new Promise(() => undefined) });
    void dead.retryDue();
    await expect.poll(async () => (await rows())[0]!.attempts).toBe(1);
    const other = outboxWith(working);
    expect(await other.retryDue()).toMatchObject({ sent: 0 });
    ctx.clock.advance(2 * working.sendTimeoutMs);
    expect(await other.retryDue()).toMatchObject({ sent: 1 });
    expect(mailsTo(capture, 'huerfano@example.com')).toHaveLength(1);
  });

  it('several instances retrying at the same time send each mail exactly once', async () => {
    const queue = outboxWith(failing);
    const recipients = Array.from({ length: 30 }, (_, i) => `doble${i}@example.com`);
    for (const to of recipients) await queued(queue, mail(to));
    const instances = [1, 2, 3].map(() => outboxWith(working));
    const passes = await Promise.all(instances.map((o) => o.retryDue(10)));
    const again = await Promise.all(instances.map((o) => o.retryDue(10)));
    const total = [...passes, ...again].reduce((n, p) => n + p.sent, 0);
    expect(total).toBe(30);
    for (const to of recipients) expect(mailsTo(capture, to)).toHaveLength(1);
    expect((await rows()).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('tells staff how many mails wait, and the oldest once it is late', async () => {
    const outbox = outboxWith(failing);
    expect(await outbox.status()).toEqual({ pending: 0, late: null });
    const since = ctx.clock.now();
    await outbox.deliver(
      await queued(outbox, mail('a@example.com', { subject: 'Retiro completado' })),
    );
    ctx.clock.advance(60_000);
    await queued(outbox, mail('b@example.com'));
    expect(await outbox.status()).toEqual({ pending: 2, late: null });
    ctx.clock.advance(LATE_MAIL_MS);
    expect(await outbox.status()).toEqual({
      pending: 2,
      late: {
        since: since.toISOString(),
        to: 'a@example.com',
        subject: 'Retiro completado',
        attempts: 1,
        lastError: expect.stringContaining('Buzón no disponible por ahora'),
      },
    });
  });

  it('forgets sent mails after the retention period', async () => {
    const outbox = outboxWith(working);
    await outbox.deliver(await queued(outbox, mail('viejo@example.com')));
    ctx.clock.advance(OUTBOX_RETENTION_MS + 1);
    await outbox.retryDue();
    expect(await rows()).toEqual([]);
  });

  it('the job sends at start and on its interval, and stops cleanly', async () => {
    await queued(outboxWith(working), mail('job@example.com'));
    const job = startMailOutboxJob(outboxWith(working), recordingLog(), 60_000);
    await capture.waitFor((m) => m.to.includes('job@example.com'));
    await job.stop();
    const [row] = await rows();
    expect(row!.sentAt).not.toBeNull();
  });
});

describe('GET /api/admin/mail-outbox', () => {
  it('shows staff the waiting mails and the oldest one once it is late', async () => {
    const token = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
    const read = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/mail-outbox',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
    expect(await read()).toEqual({ pending: 0, late: null });
    const outbox = outboxWith(failing);
    await outbox.deliver(await queued(outbox, mail('espera@example.com')));
    expect(await read()).toEqual({ pending: 1, late: null });
    ctx.clock.advance(LATE_MAIL_MS + 1);
    expect(await read()).toMatchObject({
      pending: 1,
      late: { to: 'espera@example.com', attempts: 1 },
    });
  });
});
