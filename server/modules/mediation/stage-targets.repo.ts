import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediationStageTargets } from '../../db/schema';

/** Every stage's target in days; locked when `forUpdate` (an owner's change, read then written). */
export function listStageTargets(db: DbOrTx, { forUpdate = false } = {}) {
  const query = db.select().from(mediationStageTargets).orderBy(asc(mediationStageTargets.stage));
  return forUpdate ? query.for('update') : query;
}

/** Writes the given stages' targets (a stage missing from the table is added). */
export async function upsertStageTargets(
  db: DbOrTx,
  targets: { stage: string; days: number }[],
  by: { actor: string; at: Date },
) {
  if (targets.length === 0) return;
  await db
    .insert(mediationStageTargets)
    .values(targets.map((t) => ({ ...t, updatedBy: by.actor, updatedAt: by.at })))
    .onConflictDoUpdate({
      target: mediationStageTargets.stage,
      set: {
        days: sql`excluded.days`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
