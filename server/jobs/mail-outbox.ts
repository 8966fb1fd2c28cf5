import type { MailOutbox, OutboxLog } from '../modules/mail/outbox.service';

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
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = outbox
      .retryDue()
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'mail outbox pass failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Stops the interval and waits for a pass in progress. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
