import { eq, type SQL } from 'drizzle-orm';
import type { StageListQuery } from '@schemas/admin-list-filters';
import type { MediationStageId } from '@schemas/mediation';
import { users } from '../../db/schema';
import { userFilterConditions } from '../admin-lists/user-filters';
import { caseAssigneeCondition } from './mediation.repo';
import { overdueFilter } from './stage-overdue';

export type StageFilters = Omit<
  Partial<StageListQuery>,
  'sort' | 'order' | 'cursor' | 'page' | 'limit'
>;

/**
 * A stage list's WHERE (docs/decisions/admin-lists.md#filters-in-sql): the stage, the same user
 * filters as the Usuarios list, time past the stage's target (`overdue`) and whose case it is
 * (`assignee`, `me` being `meId`). Bulk jobs on "every case of this stage matching the filter"
 * build their selection here too.
 */
export function stageFilterConditions(
  stage: MediationStageId,
  filters: StageFilters,
  now: Date,
  meId: string,
): SQL[] {
  return [
    eq(users.mediationStatus, stage),
    ...userFilterConditions(filters, now),
    filters.overdue === undefined ? undefined : overdueFilter(filters.overdue, now),
    caseAssigneeCondition(filters.assignee, meId),
  ].filter((condition): condition is SQL => condition !== undefined);
}
