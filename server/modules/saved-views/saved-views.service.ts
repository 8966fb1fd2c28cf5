import type { SavedView, SavedViewInput, SavedViewList } from '@schemas/saved-views';
import { savedViewInput } from '@schemas/saved-views';
import type { Clock } from '../../adapters/clock';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import {
  deleteView,
  findVisibleView,
  insertView,
  listVisibleViews,
  type SavedViewRow,
} from './saved-views.repo';
import type { AdminIdentity } from '../staff/admin-auth.service';

export const VIEW_NOT_FOUND = 'Vista no encontrada';
export const SHARED_VIEWS_OWNERS_ONLY =
  'Solo un propietario puede crear o eliminar vistas compartidas';
export const VIEW_NAME_TAKEN = 'Ya tienes una vista con ese nombre en esta lista';

/** The staff member asking, and how the audit log records them. */
export interface ViewRequester {
  staff: AdminIdentity;
  actor: StaffActor;
}

const toView = (row: SavedViewRow, staff: AdminIdentity): SavedView => ({
  id: row.id,
  name: row.name,
  list: row.list,
  query: row.query,
  shared: row.shared,
  owner: row.owner,
  canDelete: row.shared ? staff.role === 'owner' : row.ownerId === staff.id,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Saved views (docs/decisions/admin-lists.md#url-state-and-saved-views-on-the-server): a personal view is
 * visible to its author only (to anyone else it does not exist: 404); a shared one to everyone,
 * created and deleted by owners only, and audited.
 */
export function createSavedViewsService({ db, clock }: { db: Db; clock: Clock }) {
  const audit = (
    tx: DbOrTx,
    action: 'view.shared_created' | 'view.shared_deleted',
    id: string,
    view: { name: string; list: SavedViewList; query: string },
    { actor }: ViewRequester,
  ) =>
    writeAudit(
      tx,
      {
        action,
        actor: actor.actor,
        ip: actor.ip,
        target: `view:${id}`,
        details: { name: view.name, list: view.list, query: view.query },
      },
      clock.now(),
    );

  return {
    async list(list: SavedViewList, { staff }: ViewRequester) {
      const rows = await listVisibleViews(db, staff.id, list);
      return { views: rows.map((row) => toView(row, staff)) };
    },

    async create(input: SavedViewInput, who: ViewRequester): Promise<SavedView> {
      const view = savedViewInput.parse(input);
      if (view.shared && who.staff.role !== 'owner') throw forbidden(SHARED_VIEWS_OWNERS_ONLY);
      const id = await db.transaction(async (tx) => {
        const at = clock.now();
        const created = await insertView(tx, {
          ...view,
          ownerId: who.staff.id,
          createdAt: at,
          updatedAt: at,
        });
        if (!created) throw conflict(VIEW_NAME_TAKEN);
        if (view.shared) await audit(tx, 'view.shared_created', created, view, who);
        return created;
      });
      return toView((await findVisibleView(db, who.staff.id, id))!, who.staff);
    },

    async remove(id: string, who: ViewRequester) {
      await db.transaction(async (tx) => {
        const view = await findVisibleView(tx, who.staff.id, id);
        if (!view) throw notFound(VIEW_NOT_FOUND);
        if (view.shared && who.staff.role !== 'owner') throw forbidden(SHARED_VIEWS_OWNERS_ONLY);
        await deleteView(tx, id);
        if (view.shared) await audit(tx, 'view.shared_deleted', id, view, who);
      });
      return { deleted: true as const };
    },
  };
}

export type SavedViewsService = ReturnType<typeof createSavedViewsService>;
