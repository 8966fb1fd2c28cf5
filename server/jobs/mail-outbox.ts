import type { MailOutbox, OutboxLog } from '../modules/mail/outbox.service';
import { startIntervalJob } from './interval-job';

/**
 * Often enough that a mail whose sender died is sent within seconds of its claim lease, cheap
 * enough to run on every instance (one indexed query when nothing waits).
 */
export const MAIL_OUTBOX_INTERVAL_MS = 10_000;

/**
 * Sends what the outbox still holds: mails whose first send failed or whose sender crashed
 * between commit and send. Every app instance runs it, from start-up on; the claim in
 * `retryDue` (for update skip locked) keeps two instances from sending the same mail.
 */
export function startMailOutboxJob(
  outbox: MailOutbox,
  log: OutboxLog,
  intervalMs = MAIL_OUTBOX_INTERVAL_MS,
) {
  return startIntervalJob('mail outbox', () => outbox.retryDue(), log, intervalMs, {
    runAtStart: true,
  });
}
