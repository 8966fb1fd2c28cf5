import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { queryRows } from '../../db/client';

/**
 * `admin_search_fold` was `lower(translate(value, FROM, TO))`; its faster body (migration
 * search_fold_fast, docs/decisions/csv-import.md#speed) must give the same text for every value:
 * users.search_key and its indexes hold what the old body wrote.
 */
const FROM = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÑñÇçÝŸýÿ';
const TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuNnCcYYyy';

const text = fc
  .array(
    fc.oneof(
      fc.constantFrom(...FROM, 'A', 'z', ' ', '@', '.', '5', 'ő', 'ß', 'İ', 'Ǆ', 'ﬁ', 'Ω', '中'),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('admin_search_fold', () => {
  it('gives what lower(translate()) gave, for accented, plain and any other text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 40 }), async (values) => {
        const rows = await queryRows<{ folded: string; before: string }>(
          ctx.db,
          sql`select admin_search_fold(v) as folded, lower(translate(v, ${FROM}, ${TO})) as before
                from unnest(${sql.param(values)}::text[]) as v`,
        );
        for (const row of rows) expect(row.folded).toBe(row.before);
      }),
      { numRuns: 200 },
    );
  });

  it('folds a name as the search expects', async () => {
    const [row] = await queryRows<{ folded: string }>(
      ctx.db,
      sql`select admin_search_fold('José Ñúñez Ørsted ÇAÑÓN') as folded`,
    );
    expect(row?.folded).toBe('jose nunez orsted canon');
  });
});
