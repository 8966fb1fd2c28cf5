import { z } from 'zod';
import { singleLineText } from './common';
import { SAVED_VIEW_LISTS } from './saved-view-lists';

export * from './saved-view-lists';

/**
 * Saved views of the admin lists (docs/product/staff-at-scale.md#lists-filters-and-saved-views):
 * a name for a list's address query string. Personal ones are their author's; shared ones,
 * created and deleted by owners, are everyone's.
 */
export const VIEW_NAME_MAX = 80;
export const VIEW_QUERY_MAX = 2000;

const list = z.enum(SAVED_VIEW_LISTS, 'Lista desconocida: usa users, stage o withdrawals');

/** GET /api/admin/views?list=. */
export const savedViewListQuery = z.object({ list });

/** POST /api/admin/views. */
export const savedViewInput = z.object({
  name: singleLineText({
    max: VIEW_NAME_MAX,
    maxMessage: `El nombre admite hasta ${VIEW_NAME_MAX} caracteres`,
    required: 'Escribe un nombre para la vista',
  }).pipe(z.string().min(1, 'Escribe un nombre para la vista')),
  list,
  /** The list's address query string, without '?' ('stage=mediacion&sort=balance'). */
  query: singleLineText({
    max: VIEW_QUERY_MAX,
    maxMessage: `La dirección de la vista admite hasta ${VIEW_QUERY_MAX} caracteres`,
    required: 'Falta la dirección de la vista',
  }).transform((q) => q.replace(/^\?/, '')),
  shared: z.boolean('Indica si la vista se comparte con el equipo').default(false),
});
export type SavedViewInput = z.input<typeof savedViewInput>;

export const savedViewParams = z.object({ id: z.uuid('Identificador de vista inválido') });

export const savedView = z.object({
  id: z.uuid(),
  name: z.string(),
  list,
  query: z.string(),
  shared: z.boolean(),
  /** The author's username. */
  owner: z.string(),
  /** Whether the staff member asking may delete it. */
  canDelete: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewList = z.object({ views: z.array(savedView) });
export type SavedViewListAnswer = z.infer<typeof savedViewList>;

/** DELETE /api/admin/views/:id. */
export const deletedView = z.object({ deleted: z.literal(true) });
