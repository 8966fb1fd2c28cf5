import { DEFAULT_PAGE_SIZE } from '@schemas/paging';

/** `path` asking for one page of 25 after `cursor` (the first page without one). */
export function pagePath(path: string, cursor: string | null, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...params, limit: String(DEFAULT_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query}`;
}

/** For TanStack's infinite queries: scroll on with the answer's keyset cursor. */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { hasMore: boolean; nextCursor: string | null }) =>
    last.hasMore ? last.nextCursor : undefined,
};
