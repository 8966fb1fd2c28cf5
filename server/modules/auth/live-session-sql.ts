import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

/*
 * The live session's SQL pieces, the auth module's public surface for the hot reads of other
 * modules that check the session in their own query: other modules never import auth.repo.ts
 * (docs/decisions/module-surfaces.md).
 */

/**
 * The live-session rule (not expired, used within the idle limit) for a prepared query that
 * reads from `sessions`, with the placeholders of {@link LiveSession}: the guard's, and that of
 * each hot read that checks the session in its own query
 * (docs/decisions/web-speed.md#hot-reads-sent-as-built).
 */
export const liveSession = () =>
  and(
    eq(sessions.id, sql.placeholder('sessionId')),
    gt(sessions.expiresAt, sql.placeholder('now')),
    sql`${sessions.lastUsedAt} > ${sql.placeholder('now')}::timestamptz - ${sql.placeholder('idle')}::interval`,
  );

/**
 * Whether the session's last recorded use is at least `touchEvery` old, so that this one is
 * written (a boolean, not the instant: one Date less to build on every request).
 */
export const sessionUseDue = () =>
  sql<boolean>`${sessions.lastUsedAt} <= ${sql.placeholder('now')}::timestamptz - ${sql.placeholder('touchEvery')}::interval`;

/**
 * The values of {@link liveSession}'s and {@link sessionUseDue}'s placeholders (a type, so that
 * it is a query's parameters). `now` is ISO 8601 text: node-postgres formats a Date parameter
 * in JavaScript on every call of a hot read, and `toISOString()` costs less. The two spans are
 * interval text ('604800000 milliseconds'), the same for every request: PostgreSQL subtracts
 * them from `now`, so a request builds one instant, not three.
 */
export type LiveSession = {
  sessionId: string;
  now: string;
  idle: string;
  touchEvery: string;
};

/** A span of milliseconds as PostgreSQL interval text, for {@link LiveSession}. */
export const intervalText = (ms: number) => `${ms} milliseconds`;

/** What a column reads as: its data type, or null where it may be null. */
type ColumnValue<C extends PgColumn> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null;

/**
 * A hot read of a live session's user: `columns` of the user's row beside whether the session's
 * use is due to be recorded, in one prepared query named `name`; undefined when the session is
 * not live. `value` carries `useDue` too; the views read only their own columns.
 */
export function sessionUserRead<T extends Record<string, PgColumn>>(name: string, columns: T) {
  const query = preparedFor((db) =>
    db
      .select({ ...columns, useDue: sessionUseDue() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSession())
      .prepare(name),
  );
  type Row = { [K in keyof T]: ColumnValue<T[K]> } & { useDue: boolean };
  return async (db: DbOrTx, live: LiveSession) => {
    const [row] = (await query(db).execute(live)) as Row[];
    return row && { value: row, useDue: row.useDue };
  };
}
