import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../../db/client';
import { users, wallets } from '../../db/schema';

/** Rows per INSERT statement (and per progress step). */
const BATCH = 2000;
/** Values per `IN (...)` lookup. */
const LOOKUP_BATCH = 5000;

export interface UserRecord {
  email: string;
  password: string;
  name: string;
  fullName: string | null;
  cellphone: string | null;
  countryCode: string | null;
  country: string | null;
  date: number | null;
}

export interface WalletRecord {
  userEmail: string;
  address: string;
  name: string | null;
  pretokenizedBalance: string;
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** One column of a bulk upsert: its table column, its SQL array type and how a record fills it. */
interface BulkColumn<T> {
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

/** Runs a lookup over the values in chunks of LOOKUP_BATCH and gathers the rows. */
async function lookUp<T>(values: string[], query: (part: string[]) => Promise<T[]>) {
  const found: T[] = [];
  for (const part of chunks(values, LOOKUP_BATCH)) found.push(...(await query(part)));
  return found;
}

export const findUsersByEmails = (db: DbOrTx, emails: string[]): Promise<UserRecord[]> =>
  lookUp(emails, (part) =>
    db
      .select({
        email: users.email,
        password: users.password,
        name: users.name,
        fullName: users.fullName,
        cellphone: users.cellphone,
        countryCode: users.countryCode,
        country: users.country,
        date: users.date,
      })
      .from(users)
      .where(inArray(users.email, part)),
  );

export interface ExistingWallet extends WalletRecord {
  /** An order was placed on it (anything but rejected): its balance is no longer the import's. */
  hasWithdrawals: boolean;
}

export const findWalletsByAddresses = (
  db: DbOrTx,
  addresses: string[],
): Promise<ExistingWallet[]> =>
  lookUp(addresses, (part) =>
    db
      .select({
        userEmail: wallets.userEmail,
        address: wallets.address,
        name: wallets.name,
        pretokenizedBalance: wallets.pretokenizedBalance,
        // Spelled out: drizzle leaves column names unqualified here, which the subquery would misread.
        hasWithdrawals: sql<boolean>`exists (select 1 from withdrawals o where o.wallet_id = wallets.id and o.status <> 'rejected')`,
      })
      .from(wallets)
      .where(inArray(wallets.address, part)),
  );

/** Writes the records in batches; answers how many rows were actually inserted or changed. */
async function inBatches<T>(
  records: T[],
  write: (part: T[]) => Promise<unknown[]>,
  onBatch?: (done: number) => void,
): Promise<number> {
  let written = 0;
  let done = 0;
  for (const part of chunks(records, BATCH)) {
    written += (await write(part)).length;
    done += part.length;
    onBatch?.(done);
  }
  return written;
}

const USER_COLUMNS: BulkColumn<UserRecord>[] = [
  { column: users.email, type: 'text', value: (u) => u.email },
  { column: users.password, type: 'text', value: (u) => u.password },
  { column: users.name, type: 'text', value: (u) => u.name },
  { column: users.fullName, type: 'text', value: (u) => u.fullName },
  { column: users.cellphone, type: 'text', value: (u) => u.cellphone },
  { column: users.countryCode, type: 'text', value: (u) => u.countryCode },
  { column: users.country, type: 'text', value: (u) => u.country },
  { column: users.date, type: 'int', value: (u) => u.date },
];

/** Inserts or updates users by e-mail. */
export const upsertUsers = (db: DbOrTx, records: UserRecord[], onBatch?: (done: number) => void) =>
  inBatches(
    records,
    bulkUpsert(
      db,
      users,
      users.email,
      USER_COLUMNS,
      USER_COLUMNS.slice(1).map((c) => c.column),
    ),
    onBatch,
  );

const WALLET_COLUMNS: BulkColumn<WalletRecord>[] = [
  { column: wallets.address, type: 'text', value: (w) => w.address },
  { column: wallets.userEmail, type: 'text', value: (w) => w.userEmail },
  { column: wallets.name, type: 'text', value: (w) => w.name },
  { column: wallets.pretokenizedBalance, type: 'numeric', value: (w) => w.pretokenizedBalance },
];

/** Inserts or updates wallets by address (the owner never changes here). */
export const upsertWallets = (
  db: DbOrTx,
  records: WalletRecord[],
  onBatch?: (done: number) => void,
) =>
  inBatches(
    records,
    bulkUpsert(db, wallets, wallets.address, WALLET_COLUMNS, [
      wallets.name,
      wallets.pretokenizedBalance,
    ]),
    onBatch,
  );
