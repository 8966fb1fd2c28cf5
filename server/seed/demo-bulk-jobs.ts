import type { Clock } from '../adapters/clock';
import type { Db } from '../db/client';
import { countTargets, insertJob, insertTargetItems } from '../modules/bulk-jobs/bulk-jobs.repo';
import { markJobStarted } from '../modules/bulk-jobs/bulk-job-start';
import { resolveBulkTargets } from '../modules/bulk-jobs/bulk-targets.repo';
import type { BulkAction, BulkFilter } from '@schemas/bulk-jobs';
import { findAdminByUsername } from '../modules/staff/staff.repo';
import { DEMO_ADMIN } from './demo-data';

/** Jobs the demo admin started: the app's worker runs them at start, so 'Tareas' shows them. */
const DEMO_JOBS: { action: BulkAction; filter: BulkFilter }[] = [
  { action: 'export', filter: { stage: 'docs-firma' } },
  // Exports only: a demo job that e-mails would greet every first `npm start` with a burst of
  // reminders (and would keep the mail server busy before anyone has done anything).
  { action: 'export', filter: { stage: 'invitados' } },
];

/**
 * Two bulk jobs after the demo cases (docs/product/staff-at-scale.md#bulk-actions), started as
 * staff would: exports of 'Docs P/Firma' and of 'Invitados'.
 */
export async function seedDemoBulkJobs(db: Db, clock: Clock) {
  const actor = `admin:${DEMO_ADMIN.username}`;
  const author = await findAdminByUsername(db, DEMO_ADMIN.username);
  if (!author) return;
  for (const [i, job] of DEMO_JOBS.entries()) {
    const at = new Date(clock.now().getTime() - (DEMO_JOBS.length - i) * 60_000);
    await db.transaction(async (tx) => {
      const targets = resolveBulkTargets(tx, job.filter, at, author.id);
      const total = await countTargets(tx, targets);
      if (total === 0) return;
      const id = await insertJob(tx, {
        action: job.action,
        author: actor,
        authorIsOwner: 1,
        filter: job.filter,
        params: null,
        createdAt: at,
      });
      await insertTargetItems(tx, id, targets);
      await markJobStarted(tx, { id, action: job.action, actor, total, at });
    });
  }
}
