import type { MediationReminders } from '../modules/mediation/mediation-reminders';
import { startIntervalJob, type JobLog } from './interval-job';

export const MEDIATION_REMINDERS_INTERVAL_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the reminders job now (tests drive it with the manual clock). */
    runMediationReminders: () => Promise<{ reminded: number }>;
  }
}

/**
 * Sends the creditors' reminders (docs/product/creditor-case.md#reminders): at start, so a
 * restart after a crash resumes, then every 15 minutes. Every instance runs it; each creditor is
 * claimed with `skip locked`, so a reminder goes out once whatever the number of instances.
 */
export function startMediationRemindersJob(
  reminders: MediationReminders,
  log: JobLog,
  intervalMs = MEDIATION_REMINDERS_INTERVAL_MS,
) {
  return startIntervalJob('mediation reminders', () => reminders.sendDue(), log, intervalMs, {
    runAtStart: true,
  });
}
