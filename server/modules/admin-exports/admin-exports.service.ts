import { ADMIN_EXPORTS, type AdminExportKind } from '@schemas/admin-exports';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { writeAudit } from '../audit/audit.service';
import { IMPORT_COLUMNS, IMPORT_NUMERIC_COLUMNS } from '../import/import-csv';
import {
  findUsersAfter,
  findWalletsAfter,
  findWalletsOfUsers,
  findWithdrawalsAfter,
} from './admin-exports.repo';
import type { AdminIdentity } from '../staff/admin-auth.service';
import { csvLine, numericColumns, UTF8_BOM } from '../import/csv-cells';

/** Rows read per query: memory stays the same whatever the table's size. */
export const EXPORT_BATCH = 1000;

type ImportRow = Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number | null>>;
const IMPORT_NUMERIC = numericColumns(IMPORT_COLUMNS, IMPORT_NUMERIC_COLUMNS);
/** One line of the import format; absent cells stay empty ("keep what is stored"). */
const importLine = (row: ImportRow) =>
  csvLine(
    IMPORT_COLUMNS.map((column) => row[column]),
    IMPORT_NUMERIC,
  );

/**
 * Every user with every wallet, in the import format: one line per wallet with the user's fields
 * on each, or one line without a wallet for a user who has none. Passwords are never written
 * (empty keeps the stored one), so importing the file changes nothing.
 */
async function* usersCsv(db: Db) {
  yield UTF8_BOM + csvLine(IMPORT_COLUMNS);
  let after: string | undefined;
  for (;;) {
    const people = await findUsersAfter(db, after, EXPORT_BATCH);
    if (people.length === 0) return;
    const owned = new Map<string, Awaited<ReturnType<typeof findWalletsOfUsers>>>();
    for (const wallet of await findWalletsOfUsers(
      db,
      people.map((p) => p.email),
    )) {
      const list = owned.get(wallet.userEmail);
      if (list) list.push(wallet);
      else owned.set(wallet.userEmail, [wallet]);
    }
    let chunk = '';
    for (const person of people) {
      const wallets = owned.get(person.email) ?? [];
      if (wallets.length === 0) chunk += importLine(person);
      for (const w of wallets) {
        chunk += importLine({
          ...person,
          address: w.address,
          walletName: w.name,
          pretokenizedBalance: w.pretokenizedBalance,
        });
      }
    }
    yield chunk;
    after = people.at(-1)!.email;
  }
}

/** Every wallet in the import format, with only the owner's e-mail and name (the rest is kept). */
async function* walletsCsv(db: Db) {
  yield UTF8_BOM + csvLine(IMPORT_COLUMNS);
  let after: string | undefined;
  for (;;) {
    const batch = await findWalletsAfter(db, after, EXPORT_BATCH);
    if (batch.length === 0) return;
    yield batch
      .map((w) =>
        importLine({
          email: w.userEmail,
          name: w.userName,
          address: w.address,
          walletName: w.name,
          pretokenizedBalance: w.pretokenizedBalance,
        }),
      )
      .join('');
    after = batch.at(-1)!.address;
  }
}

const WITHDRAWAL_COLUMNS = [
  'id',
  'createdAt',
  'updatedAt',
  'status',
  'userEmail',
  'userName',
  'walletAddress',
  'withdrawalAddress',
  'amount',
  'payoutTxHash',
  'rejectionReason',
  'identityAtApproval',
  'approvedBy',
  'approvedAt',
  'completedBy',
  'completedAt',
  'rejectedBy',
  'rejectedAt',
  'cancelledBy',
  'cancelledAt',
] as const;

const WITHDRAWAL_NUMERIC = numericColumns(WITHDRAWAL_COLUMNS, ['amount']);

/** Every withdrawal order, oldest first, with who moved it and when (times in UTC). */
async function* withdrawalsCsv(db: Db) {
  yield UTF8_BOM + csvLine(WITHDRAWAL_COLUMNS);
  let after: [string, string] | undefined;
  for (;;) {
    const batch = await findWithdrawalsAfter(db, after, EXPORT_BATCH);
    if (batch.length === 0) return;
    yield batch
      .map((w) =>
        csvLine(
          WITHDRAWAL_COLUMNS.map((column) => w[column]),
          WITHDRAWAL_NUMERIC,
        ),
      )
      .join('');
    const last = batch.at(-1)!;
    after = [last.createdAt, last.id];
  }
}

const WRITERS: Record<AdminExportKind, (db: Db) => AsyncGenerator<string>> = {
  users: usersCsv,
  wallets: walletsCsv,
  withdrawals: withdrawalsCsv,
};

/**
 * CSV exports, read in keyset batches as the client takes them (no snapshot: each row is as it
 * was when its batch was read). Each export is written to the audit log before it starts.
 */
export function createAdminExportsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async start(kind: AdminExportKind, admin: AdminIdentity, ip: string) {
      const { file } = ADMIN_EXPORTS.find((e) => e.kind === kind)!;
      const now = clock.now();
      const filename = `${file}-${now.toISOString().slice(0, 10)}.csv`;
      await writeAudit(
        db,
        { actor: `admin:${admin.username}`, action: `export.${kind}`, target: filename, ip },
        now,
      );
      return { filename, chunks: WRITERS[kind](db) };
    },
  };
}

export type AdminExportsService = ReturnType<typeof createAdminExportsService>;
