import { DEFAULT_PAGE_SIZE } from '@schemas/admin-list-limits';

/** The query asking for one page of 25 after `cursor` (the first page without one). */
export function pageQuery(
  cursor: string | null,
  params: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return { ...params, limit: String(DEFAULT_PAGE_SIZE), ...(cursor ? { cursor } : {}) };
}

/** For TanStack's infinite queries: scroll on with the answer's keyset cursor. */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { hasMore: boolean; nextCursor: string | null }) =>
    last.hasMore ? last.nextCursor : undefined,
};
