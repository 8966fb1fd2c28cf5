import type { BulkAction } from '@schemas/bulk-jobs';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../audit/audit.service';
import { setJobTotal } from './bulk-jobs.repo';

/**
 * A new job's last step, in its creating transaction: its total (every item written with it) and
 * the 'bulk.started' entry of its author (docs/decisions/bulk-jobs.md).
 */
export async function markJobStarted(
  tx: DbOrTx,
  job: { id: string; action: BulkAction; actor: string; total: number; at: Date },
) {
  await setJobTotal(tx, job.id, job.total);
  await writeAudit(
    tx,
    {
      actor: job.actor,
      action: 'bulk.started',
      target: `bulk-job:${job.id}`,
      details: { action: job.action, total: job.total },
    },
    job.at,
  );
}
