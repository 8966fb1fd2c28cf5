import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ListOrder, StageSort } from '@schemas/admin-list-filters';
import { cursorPart, decodeCursor } from '../../db/keyset';
import { users } from '../../db/schema';
import { registrationDay } from './user-filters';

/**
 * The users lists' sorts, each a key the keyset paging can continue after
 * (docs/decisions/admin-lists.md#sorts-and-cursors): the sort value, then the id. A cursor holds
 * the last row's value exactly (a balance as numeric text, a time with microseconds).
 */

/** The name people see (full name, else name), as the mediation index orders it. */
export const sortName = sql<string>`coalesce(${users.fullName}, ${users.name})`;

/**
 * When the case entered its current stage (written with the stage, never null for a case), so a
 * stage's list comes in this order from `users_mediation_stage_at_idx`.
 */
const stageEnteredAt = sql`${users.mediationStageAt}`;

interface SortSpec {
  key: SQL;
  /** The key as the cursor carries it. */
  cursorKey: SQL;
  cast: 'text' | 'numeric' | 'int' | 'timestamptz';
  part: z.ZodType<string | number>;
  /** The order when none is asked for. */
  natural: ListOrder;
  /** Days in stage grow as the entry time goes back: 'desc' (most days first) is the oldest entry first. */
  inverted?: boolean;
}

const SORTS: Record<StageSort, SortSpec> = {
  name: { key: sortName, cursorKey: sortName, cast: 'text', part: cursorPart.text, natural: 'asc' },
  balance: {
    key: sql`${users.totalBalance}`,
    cursorKey: sql`${users.totalBalance}::text`,
    cast: 'numeric',
    part: z.string().regex(/^-?\d{1,13}\.\d{2}$/),
    natural: 'desc',
  },
  registered: {
    key: registrationDay,
    cursorKey: registrationDay,
    cast: 'int',
    part: cursorPart.int,
    natural: 'desc',
  },
  inStage: {
    key: stageEnteredAt,
    cursorKey: sql`to_char(${stageEnteredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    cast: 'timestamptz',
    part: cursorPart.exactTimestamp,
    natural: 'desc',
    inverted: true,
  },
};

export type SortKey = [value: string | number, id: string];

/** One list's sort: ORDER BY, the cursor's column, and the condition "after this cursor". */
export function userSort(sort: StageSort, order: ListOrder | undefined) {
  const spec = SORTS[sort];
  const wanted = order ?? spec.natural;
  const descending = (wanted === 'desc') !== (spec.inverted ?? false);
  const direction = descending ? desc : asc;
  const shape = z.tuple([spec.part, cursorPart.id]);
  return {
    orderBy: [direction(spec.key), direction(users.id)],
    cursorKey: spec.cursorKey,
    /** Rows after the cursor's, in this order. */
    after(cursor: string): SQL {
      const [value, id] = decodeCursor(cursor, shape);
      return sql`(${spec.key}, ${users.id}) ${sql.raw(descending ? '<' : '>')} (${value}::${sql.raw(spec.cast)}, ${id}::uuid)`;
    },
  };
}
export type UserSort = ReturnType<typeof userSort>;
