import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { SavedViewList } from '@schemas/saved-views';
import type { DbOrTx } from '../../db/client';
import { admins, savedViews } from '../../db/schema';

const viewColumns = {
  id: savedViews.id,
  ownerId: savedViews.ownerId,
  owner: admins.username,
  name: savedViews.name,
  list: savedViews.list,
  query: savedViews.query,
  shared: savedViews.shared,
  createdAt: savedViews.createdAt,
};

/** What a staff member may see: their own views and the shared ones. */
const visibleTo = (staffId: string) =>
  or(eq(savedViews.ownerId, staffId), eq(savedViews.shared, true));

/** A list's views visible to the staff member: shared first, then by name. */
export function listVisibleViews(db: DbOrTx, staffId: string, list: SavedViewList) {
  return db
    .select(viewColumns)
    .from(savedViews)
    .innerJoin(admins, eq(admins.id, savedViews.ownerId))
    .where(and(eq(savedViews.list, list), visibleTo(staffId)))
    .orderBy(desc(savedViews.shared), asc(savedViews.name), asc(savedViews.id));
}

export type SavedViewRow = Awaited<ReturnType<typeof listVisibleViews>>[number];

export async function findVisibleView(db: DbOrTx, staffId: string, id: string) {
  const [row] = await db
    .select(viewColumns)
    .from(savedViews)
    .innerJoin(admins, eq(admins.id, savedViews.ownerId))
    .where(and(eq(savedViews.id, id), visibleTo(staffId)));
  return row;
}

export type NewSavedView = typeof savedViews.$inferInsert;

/** The new view's id, or undefined when its author already has one of that name in that list. */
export async function insertView(db: DbOrTx, view: NewSavedView) {
  const [row] = await db
    .insert(savedViews)
    .values(view)
    .onConflictDoNothing({ target: [savedViews.ownerId, savedViews.list, savedViews.name] })
    .returning({ id: savedViews.id });
  return row?.id;
}

export async function deleteView(db: DbOrTx, id: string) {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}
