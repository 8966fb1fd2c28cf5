import { sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
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

const ISO_PARTS = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?Z$/;

/**
 * A UTC timestamp PostgreSQL takes as it is: the shape alone lets through a 30 February, a
 * month 13 or year 0, which the database refuses with an error (a 500) instead of a 400.
 */
export function isRealTimestamp(text: string): boolean {
  const parts = ISO_PARTS.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts as [number, ...number[]];
  const date = new Date(Date.UTC(year, month! - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/**
 * The parts a cursor key is made of, checked after decoding for what the query will do with
 * them: a well-formed cursor holding a string where a date goes, a number past the column's
 * range or a NUL byte would otherwise reach PostgreSQL and fail there.
 */
export const cursorPart = {
  /** A timestamptz as `exactTimestamp` writes it. */
  exactTimestamp: z.string().regex(EXACT_TIMESTAMP).refine(isRealTimestamp),
  /** A timestamp as Date#toISOString writes it. */
  isoTimestamp: z.iso.datetime().refine(isRealTimestamp),
  id: z.uuid(),
  /** An integer column (int4). */
  int: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  /** A text sort key: no NUL (PostgreSQL text cannot hold it), no longer than a key can be. */
  text: z
    .string()
    .max(1_000)
    .refine((t) => !t.includes('\u0000')),
};
