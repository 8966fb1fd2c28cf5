import type { Clock } from '../../adapters/clock';
import { MailSendError, type Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import {
  claimDueMails,
  insertQueuedMail,
  markMailFailed,
  markMailSent,
  restoreAttachments,
  type QueuedMail,
} from './outbox.repo';

export const MAX_MAIL_ATTEMPTS = 10;
const CLAIM_LEASE_MS = 10 * 60_000;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;

/** 1, 2, 4, … minutes after the n-th failed attempt, at most 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60_000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);

export interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

function describe(err: unknown): string {
  if (err instanceof MailSendError) return err.detail;
  return err instanceof Error ? err.message : String(err);
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/**
 * Mail that must not be lost when the transport fails: the first try happens at once; a failure
 * is logged and kept in mail_outbox, and `retryDue` (run by the mail-outbox job) tries again
 * with growing delays until it is sent or MAX_MAIL_ATTEMPTS is reached (then it stays there,
 * unsent, as the record of what never arrived). Attachments are kept with the queued mail.
 */
export function createMailOutbox({
  db,
  mailer,
  clock,
  log,
}: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: OutboxLog;
}) {
  return {
    /** Never throws: the caller's work is done and stays done whatever the transport says. */
    async send(mail: QueuedMail): Promise<'sent' | 'queued' | 'lost'> {
      try {
        await mailer.send(mail);
        return 'sent';
      } catch (err) {
        const now = clock.now();
        const details = { err, to: mail.to, subject: mail.subject };
        try {
          const mailId = await insertQueuedMail(db, mail, {
            lastError: describe(err),
            nextAttemptAt: later(now, retryDelayMs(1)),
            at: now,
          });
          log.warn({ ...details, mailId }, 'mail not sent; queued for retry');
          return 'queued';
        } catch (queueErr) {
          log.error({ ...details, queueErr }, 'mail not sent and could not be queued');
          return 'lost';
        }
      }
    },

    /** One pass of the retry job; safe to run from several instances at once. */
    async retryDue(limit = 20) {
      const now = clock.now();
      const claimed = await claimDueMails(db, {
        now,
        leaseUntil: later(now, CLAIM_LEASE_MS),
        limit,
        maxAttempts: MAX_MAIL_ATTEMPTS,
      });
      let sent = 0;
      for (const mail of claimed) {
        const { id, to, subject, html, text, attempts } = mail;
        try {
          await mailer.send({
            to,
            subject,
            html,
            text,
            attachments: restoreAttachments(mail.attachments),
          });
          await markMailSent(db, id, clock.now());
          sent += 1;
        } catch (err) {
          await markMailFailed(db, id, describe(err), later(clock.now(), retryDelayMs(attempts)));
          const details = { err, mailId: id, to, subject, attempts };
          if (attempts >= MAX_MAIL_ATTEMPTS)
            log.error(details, 'mail retries exhausted; giving up');
          else log.warn(details, 'mail retry failed');
        }
      }
      return { sent, failed: claimed.length - sent };
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
