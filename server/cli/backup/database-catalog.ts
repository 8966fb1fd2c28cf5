import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type DbOrTx } from '../../db/client';

/** What backup and restore read about the database itself: tables, columns, keys, migrations. */

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const table = (name: string) => sql.raw(quote(name));

export async function publicTables(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** Tables ordered so that each comes after the tables its foreign keys point to. */
export async function foreignKeyOrder(db: DbOrTx, tables: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const edge of edges) if (edge.child === name && edge.parent !== name) visit(edge.parent);
    ordered.push(name);
  };
  for (const name of tables) visit(name);
  return ordered.filter((name) => tables.includes(name));
}

/** Columns a row can be inserted with (generated columns are computed by the database). */
export async function insertableColumns(db: DbOrTx, name: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${quote(name)}::regclass and attnum > 0 and not attisdropped
          and attgenerated = ''
        order by attnum`,
  );
  return rows.map((r) => r.name);
}

export async function identityColumns(db: DbOrTx, name: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${quote(name)}::regclass and attnum > 0 and attidentity <> ''`,
  );
  return rows.map((r) => r.name);
}

export async function countRows(db: DbOrTx, name: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from ${table(name)}`,
  );
  return Number(row?.n ?? 0);
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function migrationJournal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The tag of the last migration applied (undefined: never migrated). */
export async function lastMigration(db: DbOrTx): Promise<string | undefined> {
  const [exists] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!exists?.name) return undefined;
  const [row] = await queryRows<{ when: string | number }>(
    db,
    sql`select created_at as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!row) return undefined;
  return migrationJournal().find((entry) => entry.when === Number(row.when))?.tag;
}
