import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
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
