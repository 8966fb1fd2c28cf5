/**
 * When reminders go out (docs/product/creditor-case.md#reminders): the first after something has
 * been pending for 3 days, then every 4 days, at most 3 for one pending thing. An agreement to
 * sign has its own times (docs/product/signed-agreement.md#reminders).
 */
const DAY_MS = 24 * 60 * 60_000;
export const FIRST_REMINDER_AFTER_MS = 3 * DAY_MS;
export const REMINDER_EVERY_MS = 4 * DAY_MS;
export const MAX_REMINDERS = 3;

export const firstReminderAt = (since: Date) => new Date(since.getTime() + FIRST_REMINDER_AFTER_MS);
export const nextReminderAt = (sentAt: Date) => new Date(sentAt.getTime() + REMINDER_EVERY_MS);

/** An unsigned agreement: 3 and 7 days after it was issued, and 2 days before it expires. */
export const AGREEMENT_REMINDER_DAYS_AFTER_ISSUE = [3, 7] as const;
export const AGREEMENT_REMINDER_DAYS_BEFORE_EXPIRY = 2;

/** The reminder times of an agreement, in order, each once, all before it expires. */
export function agreementReminderTimes(issuedAt: Date, expiresAt: Date): Date[] {
  const times = [
    ...AGREEMENT_REMINDER_DAYS_AFTER_ISSUE.map((days) => issuedAt.getTime() + days * DAY_MS),
    expiresAt.getTime() - AGREEMENT_REMINDER_DAYS_BEFORE_EXPIRY * DAY_MS,
  ].filter((t) => t > issuedAt.getTime() && t < expiresAt.getTime());
  return [...new Set(times)].sort((a, b) => a - b).map((t) => new Date(t));
}

/**
 * When the job looks at an agreement next after `now`: its next reminder time, or once none is
 * left, its expiry (when the watch is closed).
 */
export function nextAgreementReminderAt(issuedAt: Date, expiresAt: Date, now: Date): Date {
  return agreementReminderTimes(issuedAt, expiresAt).find((t) => t > now) ?? expiresAt;
}
