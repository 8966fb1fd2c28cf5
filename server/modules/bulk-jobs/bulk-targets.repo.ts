import { and, asc } from 'drizzle-orm';
import type { BulkFilter } from '@schemas/bulk-jobs';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { sortName } from '../admin-lists/user-sort';
import { userFilterConditions } from '../admin-lists/user-filters';
import { stageFilterConditions } from '../mediation/stage-filters';

/**
 * Everything a bulk job's `filter` matches, in the list's order (name, id): the stage list's own
 * conditions (docs/decisions/bulk-jobs.md#the-items-are-written-with-the-job), measured at `now`,
 * with `assignee=me` meaning `authorId`; without a stage (or 'none'), the Usuarios list's.
 */
export function resolveBulkTargets(db: DbOrTx, filter: BulkFilter, now: Date, authorId: string) {
  const { stage } = filter;
  const conditions =
    stage && stage !== 'none'
      ? stageFilterConditions(stage, filter, now, authorId)
      : userFilterConditions(filter, now);
  return db
    .select({ userId: users.id })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(sortName), asc(users.id));
}
