import { sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from '../errors';

/**
 * Keyset paging for the admin lists: a cursor is the sort key of the last row sent (base64url
 * JSON), so the next page starts after it with an index seek instead of skipping rows, however
 * deep it is. Cursors are opaque to clients.
 */
export function encodeCursor(key: readonly (string | number | null)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Decodes a cursor into the list's key shape; anything else is a Spanish 400. */
export function decodeCursor<T extends z.ZodType>(cursor: string, shape: T): z.infer<T> {
  try {
    return shape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('Cursor inválido');
  }
}

/**
 * Turns `limit + 1` fetched rows into one page: the rows to send, whether more follow, and the
 * cursor of the last row sent.
 */
export function toPage<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => readonly (string | number | null)[],
) {
  const items = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const last = items.at(-1);
  return { items, hasMore, nextCursor: hasMore && last ? encodeCursor(keyOf(last)) : null };
}

/**
 * A timestamptz as exact UTC text ('2026-05-01T12:00:00.123456Z') for a cursor: a JavaScript
 * Date keeps milliseconds only, and a key cut short would skip or repeat rows.
 */
export const exactTimestamp = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Checks a cursor's timestamp part (see `exactTimestamp`). */
export const EXACT_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
