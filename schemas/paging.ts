import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './admin-list-limits';

// Without zod, so that the lists paging with them do not load it (admin-list-limits.ts).
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './admin-list-limits';

/**
 * Query of every paged admin list. `page` (1-based) is the original API's paging; `cursor` (the
 * `nextCursor` of the previous answer) pages by key and stays fast at any depth. When both
 * are given the cursor wins.
 */
export const pageQuery = z.object({
  page: z.coerce
    .number('La página debe ser un número')
    .int('La página debe ser un número entero')
    .min(1, 'La página empieza en 1')
    .max(100_000, 'Página demasiado alta; usa el cursor')
    .default(1),
  limit: z.coerce
    .number('El límite debe ser un número')
    .int('El límite debe ser un número entero')
    .min(1, 'El límite mínimo es 1')
    .max(MAX_PAGE_SIZE, `El límite máximo es ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  cursor: z
    .string('Cursor inválido')
    .max(512, 'Cursor inválido')
    .regex(/^[A-Za-z0-9_-]+$/, 'Cursor inválido')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Fields every paged answer carries besides its items. */
export const pageInfo = {
  hasMore: z.boolean(),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
};
