import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './client';

interface Constraint {
  table: string;
  name: string;
  definition: string;
}

/**
 * A first load's shortcut (docs/decisions/csv-import.md#a-first-load): puts aside, for the
 * caller's transaction, the indexes of `tables` that no constraint stands on, their unique
 * constraints that only foreign keys between `tables` stand on, and those foreign keys; answers
 * the function that builds them again, from their own definitions, before it commits. Building
 * an index once over a million rows costs a fraction of keeping it row by row, and a unique
 * index filled in random order (wallet addresses) costs the most. Dropping an index locks its
 * table until the transaction ends, so callers do this only on tables nobody is using yet.
 * Primary keys stay: other tables' foreign keys stand on them.
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
  const foreignKeys = await queryRows<Constraint>(
    tx,
    sql`select conrelid::regclass::text as table, quote_ident(conname) as name,
               pg_get_constraintdef(oid) as definition
          from pg_constraint
         where contype = 'f' and conrelid = any(${names}::regclass[])
           and confrelid = any(${names}::regclass[])`,
  );
  const uniques = await queryRows<Constraint>(
    tx,
    sql`select u.conrelid::regclass::text as table, quote_ident(u.conname) as name,
               pg_get_constraintdef(u.oid) as definition
          from pg_constraint u
         where u.contype = 'u' and u.conrelid = any(${names}::regclass[])
           and not exists (
                 select 1 from pg_constraint f
                  where f.contype = 'f' and f.conindid = u.conindid
                    and not f.conrelid = any(${names}::regclass[]))`,
  );
  const drop = (c: Constraint) => sql.raw(`alter table ${c.table} drop constraint ${c.name}`);
  const add = (c: Constraint) =>
    sql.raw(`alter table ${c.table} add constraint ${c.name} ${c.definition}`);
  for (const key of foreignKeys) await tx.execute(drop(key));
  for (const unique of uniques) await tx.execute(drop(unique));
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));

  /** `onBuilt` hears each index built: how many so far, of how many. */
  return async function buildAgain(onBuilt?: (done: number, total: number) => void) {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const total = indexes.length + uniques.length;
    // The unique ones first: the foreign keys stand on them, and they check the rows as they build.
    for (const [i, unique] of uniques.entries()) {
      await tx.execute(add(unique));
      onBuilt?.(i + 1, total);
    }
    for (const [i, index] of indexes.entries()) {
      await tx.execute(sql.raw(index.definition));
      onBuilt?.(uniques.length + i + 1, total);
    }
    for (const key of foreignKeys) await tx.execute(add(key));
  };
}
