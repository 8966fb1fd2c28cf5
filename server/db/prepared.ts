import type { DbOrTx } from './client';

/**
 * A named prepared statement, built once per database handle: drizzle builds its SQL once and
 * PostgreSQL plans it once, instead of on every call of a hot read
 * (docs/decisions/web-speed.md#hot-reads-sent-as-built).
 */
export function preparedFor<T>(build: (db: DbOrTx) => T) {
  const cache = new WeakMap<DbOrTx, T>();
  return (db: DbOrTx) => {
    let prepared = cache.get(db);
    if (!prepared) cache.set(db, (prepared = build(db)));
    return prepared;
  };
}
