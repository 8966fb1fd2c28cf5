import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeCursor, encodeCursor, toPage } from './keyset';

const key = z.tuple([z.number().int(), z.uuid()]);

describe('keyset cursors', () => {
  it('round-trip a sort key through an opaque, URL-safe string', () => {
    const cursor = encodeCursor([45292, '5f0c8a52-0f5e-4c43-9d7e-4b0e1c7b2a10']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, key)).toEqual([45292, '5f0c8a52-0f5e-4c43-9d7e-4b0e1c7b2a10']);
  });

  it('refuse a cursor that is not one of the list’s keys with a Spanish 400', () => {
    for (const bad of ['%%%', 'bm90LWpzb24', encodeCursor(['a', 'b']), encodeCursor([1])]) {
      expect(() => decodeCursor(bad, key)).toThrow(
        expect.objectContaining({ statusCode: 400, message: 'Cursor inválido' }),
      );
    }
  });

  it('cut limit + 1 rows into a page, a has-more flag and the last row’s cursor', () => {
    const rows = [1, 2, 3].map((n) => ({ n }));
    expect(toPage(rows, 2, (r) => [r.n])).toEqual({
      items: [{ n: 1 }, { n: 2 }],
      hasMore: true,
      nextCursor: encodeCursor([2]),
    });
    expect(toPage(rows, 3, (r) => [r.n])).toEqual({
      items: rows,
      hasMore: false,
      nextCursor: null,
    });
  });
});
