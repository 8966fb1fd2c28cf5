import { z } from 'zod';
import { currentUser } from './auth';
import { singleLineText } from './common';
import { mediationStageId } from './mediation';
import { pageInfo, pageQuery } from './paging';
import { SEARCH_TERM_MAX } from './admin-list-limits';

/** A user as staff see them (docs/product/admin-panel.md#users-tab): one row of the Usuarios and Búsqueda lists. */
export const adminUser = currentUser.omit({ frozenUntil: true }).extend({
  /** Registration, as a spreadsheet serial day number. */
  date: z.number().int().nullable(),
  verified: z.boolean(),
  selectedForMediation: z.boolean(),
  /** The mediation stage while invited; null otherwise. */
  mediationStatus: mediationStageId.nullable(),
  idPhotoFront: z.string().nullable(),
  idPhotoBack: z.string().nullable(),
  /** Balance disputes staff have not answered ('Saldo en disputa'). */
  openDisputes: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/admin/users and GET /api/admin/search. */
export const adminUserPage = z.object({ users: z.array(adminUser), ...pageInfo });
export type AdminUserPage = z.infer<typeof adminUserPage>;

// Without zod, so that the search tab does not load it (admin-list-limits.ts).
export { SEARCH_TERM_MAX } from './admin-list-limits';

/** GET /api/admin/search: the term is plain text (never a pattern), 2 to 100 characters. */
export const adminSearchQuery = pageQuery.extend({
  q: singleLineText({
    max: SEARCH_TERM_MAX,
    maxMessage: `La búsqueda admite hasta ${SEARCH_TERM_MAX} caracteres`,
    required: 'Escribe qué buscar',
  })
    .transform((q) => q.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, 'Escribe qué buscar').min(2, 'Escribe al menos 2 caracteres')),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuery>;
