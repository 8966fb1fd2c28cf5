import { sql, type SQL } from 'drizzle-orm';
import { STANDING_WITHDRAWAL_STATUSES } from '@schemas/withdrawals';
import { queryRows, type DbOrTx } from '../../db/client';
import { copyIn, postgresClientOf } from '../../db/copy-in';
import type { ImportRow } from './import-csv';

/*
 * The import's staging tables (docs/decisions/csv-import.md#speed): the file's good rows go into
 * a temporary table at COPY speed, and the checks across rows and the writes run on it as
 * set-based statements. Temporary tables live in the import's transaction and vanish with it.
 */

const STAGED_COLUMNS = [
  'line',
  'email',
  'name',
  'full_name',
  'cellphone',
  'country_code',
  'country',
  'date',
  'address',
  'wallet_name',
  'balance',
] as const;

const stagedValues = (r: ImportRow) => [
  r.line,
  r.email,
  r.name,
  r.fullName,
  r.cellphone,
  r.countryCode,
  r.country,
  r.date,
  r.address,
  r.walletName,
  r.pretokenizedBalance,
];

export async function createStaging(tx: DbOrTx) {
  // The checks and writes sort and group a million rows: in memory, not in temporary files.
  await tx.execute(sql`set local work_mem = '256MB'`);
  await tx.execute(sql`
    create temporary table import_rows (
      line integer not null, email text not null, name text not null, full_name text,
      cellphone text, country_code text, country text, date integer, address text,
      wallet_name text, balance numeric
    ) on commit drop`);
  // The hashes of the passwords the file gives: the users' new ones, or the ones they have.
  await tx.execute(sql`
    create temporary table import_passwords (email text primary key, hash text not null)
    on commit drop`);
}

/** A value in COPY's text format: \N is null; backslash, tab and line breaks escaped. */
function copyText(value: string | number | null) {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!,
      )
    : value;
}

/**
 * Writes the rows into import_rows as they come: COPY … FROM STDIN on PostgreSQL, one
 * `INSERT … SELECT FROM unnest(…)` per batch on PGlite (which has no COPY from a stream).
 * `onRows` hears how many rows are in so far.
 */
export async function stageRows(
  tx: DbOrTx,
  batches: AsyncIterable<ImportRow[]>,
  onRows: (staged: number) => void,
) {
  let staged = 0;
  const client = postgresClientOf(tx);
  if (client) {
    async function* chunks() {
      for await (const batch of batches) {
        let chunk = '';
        for (const row of batch) chunk += `${stagedValues(row).map(copyText).join('\t')}\n`;
        yield chunk;
        onRows((staged += batch.length));
      }
    }
    await copyIn(client, `copy import_rows (${STAGED_COLUMNS.join(', ')}) from stdin`, chunks());
  } else {
    const types = ['int', ...Array<string>(6).fill('text'), 'int', 'text', 'text', 'numeric'];
    for await (const batch of batches) {
      const arrays = types.map(
        (type, i) =>
          sql`${sql.param(batch.map((row) => stagedValues(row)[i]))}::${sql.raw(type)}[]`,
      );
      await tx.execute(
        sql`insert into import_rows select * from unnest(${sql.join(arrays, sql`, `)})`,
      );
      onRows((staged += batch.length));
    }
  }
  // Temporary tables get no automatic statistics: without them every plan below is a guess.
  await tx.execute(sql`analyze import_rows`);
}

type StagedRow = Omit<ImportRow, 'password'>;

const asImportRows = (rows: (StagedRow & { balance: string | null })[]) =>
  rows.map(({ balance, ...row }) => ({ ...row, pretokenizedBalance: balance }));

/**
 * The rows that may disagree with another: every row of a user whose rows give a field two
 * values (or whose password, kept out of the database, differs: `emails`), and every row of an
 * address on more than one row. In file order, without passwords.
 */
export async function rowsThatMayDisagree(tx: DbOrTx, emails: readonly string[]) {
  const differs = (column: string) =>
    sql`min(${sql.identifier(column)}) <> max(${sql.identifier(column)})`;
  const rows = await queryRows<StagedRow & { balance: string | null }>(
    tx,
    sql`
      select line, email, name, full_name as "fullName", cellphone, country_code as "countryCode",
             country, date, address, wallet_name as "walletName", balance::text as balance
        from import_rows
       where email in (
               select email from import_rows group by email
               having ${sql.join(
                 ['name', 'full_name', 'cellphone', 'country_code', 'country', 'date'].map(differs),
                 sql` or `,
               )})
          or email = any(${sql.param([...emails])}::text[])
          or address in (
               select address from import_rows where address is not null
               group by address having count(*) > 1)
       order by line`,
  );
  return asImportRows(rows) as (StagedRow & { pretokenizedBalance: string | null })[];
}

/** Staged wallets already stored under another e-mail, or with a withdrawal standing on them. */
export const stagedWalletsStoredBefore = (tx: DbOrTx) =>
  queryRows<{
    line: number;
    address: string;
    email: string;
    balance: string;
    owner: string;
    storedBalance: string;
    hasWithdrawals: boolean;
  }>(
    tx,
    sql`
      select s.line, s.address, s.email, s.balance::text as balance, w.user_email as owner,
             w.pretokenized_balance::text as "storedBalance", h.wallet_id is not null as "hasWithdrawals"
        from import_rows s
        join wallets w on w.address = s.address
        left join (
               select distinct o.wallet_id from withdrawals o
                where o.status in ${[...STANDING_WITHDRAWAL_STATUSES]}) h on h.wallet_id = w.id
       where w.user_email <> s.email or h.wallet_id is not null
       order by s.line`,
  );

/**
 * Notes which of the file's users are stored already (import_existing_users) and answers how
 * many: the others are new, and get their wallets' totals as they are inserted.
 */
export async function markExistingUsers(tx: DbOrTx) {
  await tx.execute(sql`
    create temporary table import_existing_users on commit drop as
    select distinct s.email from import_rows s join users u on u.email = s.email`);
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from import_existing_users`,
  );
  return row?.count ?? 0;
}

/** The users of the file stored before it: the ones whose totals the wallets may change. */
export const existingUsers: SQL = sql`select email from import_existing_users`;

/** How many users and wallets the file describes. */
export async function countStaged(tx: DbOrTx) {
  const [row] = await queryRows<{ users: number; wallets: number }>(
    tx,
    sql`select count(distinct email)::int as users, count(address)::int as wallets from import_rows`,
  );
  return row ?? { users: 0, wallets: 0 };
}

export async function stagePasswordHashes(tx: DbOrTx, hashes: Map<string, string>) {
  if (hashes.size === 0) return;
  await tx.execute(sql`
    insert into import_passwords
    select * from unnest(${sql.param([...hashes.keys()])}::text[], ${sql.param([...hashes.values()])}::text[])`);
}

/**
 * One row per user of the file: each field as its rows give it (they agree by now), the hash of
 * the password the file gives (null: none), and the count and sum of the wallets the file gives
 * it, which are a new user's totals.
 */
export const stagedUsers: SQL = sql`(
  select s.email, p.hash as password, min(s.name) as name, min(s.full_name) as full_name,
         min(s.cellphone) as cellphone, min(s.country_code) as country_code,
         min(s.country) as country, min(s.date) as date,
         count(s.address)::int as wallet_count, coalesce(sum(s.balance), 0) as total_balance
    from import_rows s left join import_passwords p on p.email = s.email
   group by s.email, p.hash
   order by s.email)`;

/** One row per wallet of the file. */
export const stagedWallets: SQL = sql`(
  select email as user_email, address, wallet_name as name, balance as pretokenized_balance
    from import_rows where address is not null)`;
