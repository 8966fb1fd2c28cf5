import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from './client';

/** Rows per INSERT statement (and per progress step). */
const BATCH = 2000;
/** Values per `IN (...)` lookup. */
const LOOKUP_BATCH = 5000;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** One column of a bulk upsert: its table column, its SQL array type and how a record fills it. */
export interface BulkColumn<T> {
  column: AnyPgColumn;
  type: 'text' | 'int' | 'numeric';
  value: (record: T) => string | number | null;
}

const name = (column: AnyPgColumn) => sql.identifier(column.name);
const excluded = (column: AnyPgColumn) => sql`excluded.${name(column)}`;

/**
 * INSERT … SELECT FROM unnest(arrays) ON CONFLICT DO UPDATE, one statement per batch. The arrays
 * travel as one parameter per column, so the statement stays small whatever the batch size
 * (a VALUES list of thousands of rows costs more to build and to plan than to run). An existing
 * row whose values are all equal is left alone, so a repeated import writes nothing.
 */
function bulkUpsert<T>(
  db: DbOrTx,
  table: PgTable,
  conflict: AnyPgColumn,
  columns: BulkColumn<T>[],
  updated: AnyPgColumn[],
) {
  return async (part: T[]) => {
    const arrays = columns.map((c) => sql`${sql.param(part.map(c.value))}::${sql.raw(c.type)}[]`);
    const query = sql`
      insert into ${table} (${sql.join(
        columns.map((c) => name(c.column)),
        sql`, `,
      )})
      select * from unnest(${sql.join(arrays, sql`, `)})
      on conflict (${name(conflict)}) do update
        set ${sql.join(
          updated.map((c) => sql`${name(c)} = ${excluded(c)}`),
          sql`, `,
        )}
        where (${sql.join(updated, sql`, `)}) is distinct from (${sql.join(updated.map(excluded), sql`, `)})
      returning 1`;
    return queryRows(db, query);
  };
}

/**
 * Inserts or updates the records by the `conflict` column in batches (the `updated` columns
 * change on an existing row); answers how many rows were actually inserted or changed.
 */
export async function upsertInBatches<T>(
  db: DbOrTx,
  records: T[],
  target: {
    table: PgTable;
    conflict: AnyPgColumn;
    columns: BulkColumn<T>[];
    updated: AnyPgColumn[];
  },
  onBatch?: (done: number) => void,
): Promise<number> {
  const write = bulkUpsert(db, target.table, target.conflict, target.columns, target.updated);
  let written = 0;
  let done = 0;
  for (const part of chunks(records, BATCH)) {
    written += (await write(part)).length;
    done += part.length;
    onBatch?.(done);
  }
  return written;
}

/** Runs a lookup over the values in chunks of LOOKUP_BATCH and gathers the rows. */
export async function lookUpInChunks<T>(values: string[], query: (part: string[]) => Promise<T[]>) {
  const found: T[] = [];
  for (const part of chunks(values, LOOKUP_BATCH)) found.push(...(await query(part)));
  return found;
}
