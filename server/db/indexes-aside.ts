import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './client';

/**
 * A first load's shortcut (docs/decisions/csv-import.md#a-first-load): puts aside the indexes of
 * `tables` that no constraint stands on, and the foreign keys between them, for the caller's
 * transaction; answers the function that builds them again, from their own definitions, before
 * it commits. Building an index once over a million rows costs a fraction of keeping it row by
 * row. Dropping an index locks its table until the transaction ends, so callers do this only on
 * tables nobody is using yet. Unique and primary-key indexes stay: constraints and lookups
 * need them.
 */
export async function setIndexesAside(tx: DbOrTx, tables: readonly string[]) {
  const names = sql.param([...tables]);
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i
         where i.indrelid = any(${names}::regclass[])
           and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
    tx,
    sql`select conrelid::regclass::text as table, quote_ident(conname) as name,
               pg_get_constraintdef(oid) as definition
          from pg_constraint
         where contype = 'f' and conrelid = any(${names}::regclass[])
           and confrelid = any(${names}::regclass[])`,
  );
  for (const key of foreignKeys) {
    await tx.execute(sql.raw(`alter table ${key.table} drop constraint ${key.name}`));
  }
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));

  /** `onBuilt` hears each index built: how many so far, of how many. */
  return async function buildAgain(onBuilt?: (done: number, total: number) => void) {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const [i, index] of indexes.entries()) {
      await tx.execute(sql.raw(index.definition));
      onBuilt?.(i + 1, indexes.length);
    }
    for (const key of foreignKeys) {
      await tx.execute(
        sql.raw(`alter table ${key.table} add constraint ${key.name} ${key.definition}`),
      );
    }
  };
}
