import { eq, type SQL } from 'drizzle-orm';
import type { StageListQuery } from '@schemas/admin-list-filters';
import type { MediationStageId } from '@schemas/mediation';
import { users } from '../../db/schema';
import { userFilterConditions } from '../admin/user-filters';

/**
 * A stage list's WHERE (docs/decisions/admin-lists.md#filters-in-sql): the stage, then the same
 * user filters as the Usuarios list. Bulk jobs on "every case of this stage matching the filter"
 * build their selection here too.
 */
export function stageFilterConditions(
  stage: MediationStageId,
  filters: Omit<Partial<StageListQuery>, 'sort' | 'order' | 'cursor' | 'page' | 'limit'>,
  now: Date,
): SQL[] {
  return [eq(users.mediationStatus, stage), ...userFilterConditions(filters, now)];
}
