import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../adapters/mail/smtp';
import type { Mailer } from '../../adapters/mail';
import { mailOutbox } from '../../db/schema';
import { startMailOutboxJob } from '../../jobs/mail-outbox';
import { mailsTo, startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { startRejectingSmtp } from '../../../tests/support/smtp-rejecting';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createMailOutbox, MAX_MAIL_ATTEMPTS, retryDelayMs } from './outbox.service';

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
  ctx = await createTestContext();
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

const mail = (to: string) => ({ to, subject: `Hola ${to}`, html: '<p>Hola</p>', text: 'Hola' });
const queued = () => ctx.db.select().from(mailOutbox);

describe('mail outbox', () => {
  it('sends at once when the transport works and keeps nothing', async () => {
    const outbox = createMailOutbox({
      db: ctx.db,
      mailer: working,
      clock: ctx.clock,
      log: recordingLog(),
    });
    expect(await outbox.send(mail('ok@example.com'))).toBe('sent');
    expect(mailsTo(capture, 'ok@example.com')).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });

  it('queues and logs a mail the transport refused, then the retry delivers it once it is due', async () => {
    const log = recordingLog();
    const outbox = createMailOutbox({ db: ctx.db, mailer: failing, clock: ctx.clock, log });
    expect(await outbox.send(mail('tarde@example.com'))).toBe('queued');

    const [row] = await queued();
    expect(row).toMatchObject({ to: 'tarde@example.com', attempts: 1, sentAt: null });
    expect(row!.lastError).toContain('Buzón no disponible por ahora');
    expect(row!.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBe(retryDelayMs(1));
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'mail not sent; queued for retry',
        details: expect.objectContaining({ mailId: row!.id, to: 'tarde@example.com' }),
      }),
    ]);

    const retrier = createMailOutbox({ db: ctx.db, mailer: working, clock: ctx.clock, log });
    expect(await retrier.retryDue()).toEqual({ sent: 0, failed: 0 });
    ctx.clock.advance(retryDelayMs(1));
    expect(await retrier.retryDue()).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo(capture, 'tarde@example.com')).toHaveLength(1);
    const [sent] = await queued();
    expect(sent).toMatchObject({ attempts: 2, sentAt: ctx.clock.now(), lastError: null });
    expect(await retrier.retryDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps the attachments of a refused mail and sends them with the retry', async () => {
    const outbox = createMailOutbox({
      db: ctx.db,
      mailer: failing,
      clock: ctx.clock,
      log: recordingLog(),
    });
    const pdf = Buffer.from('%PDF-1.7 adjunto de prueba');
    expect(
      await outbox.send({
        ...mail('adjunto@example.com'),
        attachments: [{ filename: 'convenio.pdf', content: pdf, contentType: 'application/pdf' }],
      }),
    ).toBe('queued');
    ctx.clock.advance(retryDelayMs(1));
    const retrier = createMailOutbox({
      db: ctx.db,
      mailer: working,
      clock: ctx.clock,
      log: recordingLog(),
    });
    expect(await retrier.retryDue()).toEqual({ sent: 1, failed: 0 });
    const [delivered] = mailsTo(capture, 'adjunto@example.com');
    expect(delivered!.email.attachments).toEqual([
      expect.objectContaining({ filename: 'convenio.pdf', mimeType: 'application/pdf' }),
    ]);
    expect(Buffer.from(delivered!.email.attachments[0]!.content as ArrayBuffer)).toEqual(pdf);
  });

  it('backs off after each failure and gives up, logging an error, after the last attempt', async () => {
    const log = recordingLog();
    const outbox = createMailOutbox({ db: ctx.db, mailer: failing, clock: ctx.clock, log });
    await outbox.send(mail('nunca@example.com'));
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      ctx.clock.advance(retryDelayMs(attempt - 1));
      expect(await outbox.retryDue()).toEqual({ sent: 0, failed: 1 });
      const [row] = await queued();
      expect(row!.attempts).toBe(attempt);
    }
    expect(log.entries.at(-1)).toMatchObject({
      level: 'error',
      message: 'mail retries exhausted; giving up',
    });
    ctx.clock.advance(24 * 60 * 60_000);
    expect(await outbox.retryDue()).toEqual({ sent: 0, failed: 0 });
    const [row] = await queued();
    expect(row).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
  });

  it('two instances retrying at the same time send each mail exactly once', async () => {
    const queue = createMailOutbox({
      db: ctx.db,
      mailer: failing,
      clock: ctx.clock,
      log: recordingLog(),
    });
    const recipients = Array.from({ length: 30 }, (_, i) => `doble${i}@example.com`);
    for (const to of recipients) await queue.send(mail(to));
    ctx.clock.advance(retryDelayMs(1));

    const instances = [1, 2, 3].map(() =>
      createMailOutbox({ db: ctx.db, mailer: working, clock: ctx.clock, log: recordingLog() }),
    );
    const passes = await Promise.all(instances.map((o) => o.retryDue(10)));
    const again = await Promise.all(instances.map((o) => o.retryDue(10)));
    const total = [...passes, ...again].reduce((n, p) => n + p.sent, 0);
    expect(total).toBe(30);
    for (const to of recipients) expect(mailsTo(capture, to)).toHaveLength(1);
    const rows = await queued();
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 2)).toBe(true);
  });

  it('the job retries on its interval and stops cleanly', async () => {
    await createMailOutbox({
      db: ctx.db,
      mailer: failing,
      clock: ctx.clock,
      log: recordingLog(),
    }).send(mail('job@example.com'));
    ctx.clock.advance(retryDelayMs(1));
    const job = startMailOutboxJob(
      createMailOutbox({ db: ctx.db, mailer: working, clock: ctx.clock, log: recordingLog() }),
      recordingLog(),
      10,
    );
    await capture.waitFor((m) => m.to.includes('job@example.com'));
    await job.stop();
    const [row] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'job@example.com'));
    expect(row!.sentAt).not.toBeNull();
  });
});
