import { and, asc, eq, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AssigneeFilter } from '@schemas/assignment';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema';

/** The staff members an assignment check needs: by id (the assignee) or username (the actor). */
export function findStaffByIdOrUsername(db: DbOrTx, id: string | null, username: string | null) {
  return db
    .select({
      id: admins.id,
      username: admins.username,
      role: admins.role,
      disabledAt: admins.disabledAt,
    })
    .from(admins)
    .where(
      or(
        id === null ? undefined : eq(admins.id, id),
        username === null ? undefined : eq(admins.username, username),
      ),
    );
}

/** Active staff who may hold cases and orders (readers may not act, so hold none). */
export function listAssignableStaff(db: DbOrTx) {
  return db
    .select({ id: admins.id, name: admins.username, role: admins.role })
    .from(admins)
    .where(and(isNull(admins.disabledAt), ne(admins.role, 'viewer')))
    .orderBy(asc(admins.username));
}

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
