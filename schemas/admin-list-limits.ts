/**
 * The admin lists' sizes without zod, for the screens that page and search them
 * (docs/decisions/web-speed.md#less-code-first); paging.ts and admin-users.ts re-export them.
 */

/** docs/product/admin-panel.md#paged-lists: admin lists load 25 rows at a time. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** The longest term the Búsqueda tab sends. */
export const SEARCH_TERM_MAX = 100;
