import { and, asc } from 'drizzle-orm';
import type { BulkFilter } from '@schemas/bulk-jobs';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { sortName, stageCaseConditions } from '../mediation/mediation.repo';
import { overdueFilter } from '../mediation/stage-overdue';

/**
 * Everything a bulk job's `filter` matches, in the list's order (name, id): the one place that
 * turns a list's filter into cases (docs/decisions/bulk-jobs.md#the-items-are-written-with-the-job).
 * Today it knows the stage list's conditions (stage, agreement, overdue at `now`); without a
 * stage, every user.
 */
export function resolveBulkTargets(db: DbOrTx, filter: BulkFilter, now: Date) {
  return db
    .select({ userId: users.id })
    .from(users)
    .where(
      and(
        filter.stage ? stageCaseConditions(filter.stage, filter.agreement) : undefined,
        filter.overdue === undefined ? undefined : overdueFilter(filter.overdue, now),
      ),
    )
    .orderBy(asc(sortName), asc(users.id));
}
