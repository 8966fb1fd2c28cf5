import { eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AssigneeFilter } from '@schemas/assignment';

/*
 * The assignee's SQL pieces, the assignment module's public surface for the lists of the
 * modules that assign work (mediation cases, withdrawal orders): other modules never import
 * assignment.repo.ts (docs/decisions/module-surfaces.md).
 */

/**
 * The lists' `assignee` condition on an assignee column (docs/product/staff-at-scale.md#assignment):
 * 'me' is the signed-in staff member, 'none' the unassigned rows. Its own function so that other
 * list filters compose with it (`and(...)`); both lists have an index led by the column.
 */
export function assigneeCondition(
  column: AnyColumn,
  filter: AssigneeFilter | undefined,
  meId: string,
): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'none') return isNull(column);
  return eq(column, filter === 'me' ? meId : filter);
}

/** The assignee's name, as a scalar subquery on an assignee column (lists and details). */
export const assigneeName = (column: AnyColumn) =>
  sql<string | null>`(select a.username from admins a where a.id = ${column})`;
