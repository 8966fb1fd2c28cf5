import type { MailOutbox, OutboxLog } from '../modules/mail/outbox.service';
import { startIntervalJob } from './interval-job';

export const MAIL_OUTBOX_INTERVAL_MS = 60_000;

/**
 * Retries queued mail on an interval. Every app instance runs it; the claim in
 * `retryDue` (for update skip locked) keeps two instances from sending the same mail.
 */
export function startMailOutboxJob(
  outbox: MailOutbox,
  log: OutboxLog,
  intervalMs = MAIL_OUTBOX_INTERVAL_MS,
) {
  return startIntervalJob('mail outbox', () => outbox.retryDue(), log, intervalMs);
}
