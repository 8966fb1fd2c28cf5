import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { sameAmount } from '@schemas/money';
import type { Clock } from '../../adapters/clock';
import { hashPassword, newToken, verifyPassword } from '../../adapters/crypto';
import type { Db, DbOrTx } from '../../db/client';
import { setIndexesAside } from '../../db/indexes-aside';
import { findUsersByEmails, hasAnyUser, writeUsersFrom } from '../users/users.service';
import { writeWalletsFrom } from '../wallets/wallets.service';
import {
  checkedRows,
  rowDisagreements,
  UnreadableImport,
  type ImportProblem,
  type ImportRow,
} from './import-csv';
import {
  countStaged,
  createStaging,
  existingUsers,
  markExistingUsers,
  rowsThatMayDisagree,
  stagedUsers,
  stagedWallets,
  stagedWalletsStoredBefore,
  stagePasswordHashes,
  stageRows,
} from './import.repo';

export interface ImportProgress {
  /** 'índices': a first load's indexes, built once at the end. */
  phase: 'filas' | 'contraseñas' | 'usuarios' | 'carteras' | 'índices';
  done: number;
  /** Unknown while the file is read. */
  total?: number | undefined;
}

export interface ImportSummary {
  rows: number;
  usersCreated: number;
  usersUpdated: number;
  usersUnchanged: number;
  walletsCreated: number;
  walletsUpdated: number;
  walletsUnchanged: number;
  /** Passwords of the file hashed anew (one that an existing user already has is kept). */
  passwordsHashed: number;
  /** New users without a password in the file: they sign in after password recovery. */
  usersWithoutPassword: number;
}

export type ImportResult =
  { ok: true; summary: ImportSummary } | { ok: false; problems: ImportProblem[] };

const DAY_MS = 86_400_000;
/** Spreadsheet serial day of 1970-01-01 (serial 1 is 1900-01-01, with the 1900 leap-year bug). */
const UNIX_EPOCH_SERIAL_DAY = 25_569;

export const serialDayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS) + UNIX_EPOCH_SERIAL_DAY;

/** Runs `fn` over the items with at most `limit` in flight (argon2 runs on the threadpool). */
async function mapConcurrently<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
  onDone: (done: number) => void,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Imports users and wallets from the CSV of docs/product/data-in-and-out.md#the-import-file (a
 * file's text, or a stream of it, read once and never held whole), all or nothing, in one
 * transaction. Empty fields keep what an existing user or wallet already has; rows equal to what
 * is stored write nothing, so importing the same file twice changes nothing.
 */
export async function importUsersCsv(
  db: Db,
  csv: string | Readable,
  options: { clock: Clock; onProgress?: (progress: ImportProgress) => void },
): Promise<ImportResult> {
  const source = typeof csv === 'string' ? Readable.from([csv]) : csv;
  const progress = (phase: ImportProgress['phase'], done: number, total?: number) =>
    options.onProgress?.({ phase, done, total });

  return db
    .transaction((tx) => importInTransaction(tx, source, options.clock, progress))
    .catch((err: unknown) => {
      if (err instanceof UnreadableImport) return refused([err.problem]);
      throw err;
    });
}

async function importInTransaction(
  tx: DbOrTx,
  source: Readable,
  clock: Clock,
  progress: (phase: ImportProgress['phase'], done: number, total?: number) => void,
): Promise<ImportResult> {
  await createStaging(tx);
  const problems: ImportProblem[] = [];
  // Passwords stay in memory, out of every table: the first one given per user and per line.
  const passwords = new Map<string, string>();
  const passwordOfLine = new Map<number, string>();
  const passwordConflicts = new Set<string>();
  let rowCount = 0;
  async function* remembered(batches: AsyncIterable<ImportRow[]>) {
    for await (const batch of batches) {
      for (const row of batch) {
        if (row.password === null) continue;
        passwordOfLine.set(row.line, row.password);
        const first = passwords.get(row.email);
        if (first === undefined) passwords.set(row.email, row.password);
        else if (first !== row.password) passwordConflicts.add(row.email);
      }
      rowCount += batch.length;
      yield batch;
    }
  }
  await stageRows(tx, remembered(checkedRows(source, problems)), (rows) => progress('filas', rows));

  const suspects = await rowsThatMayDisagree(tx, [...passwordConflicts]);
  problems.push(
    ...rowDisagreements(
      suspects.map((row) => ({ ...row, password: passwordOfLine.get(row.line) ?? null })),
    ),
  );
  if (problems.length > 0) return refused(problems);

  const stored = await stagedWalletsStoredBefore(tx);
  problems.push(...foreignWallets(stored), ...balancesUnderWithdrawal(stored));
  if (problems.length > 0) return refused(problems);

  const staged = await countStaged(tx);
  const newUsers = staged.users - (await markExistingUsers(tx));
  const hashes = await passwordHashes(tx, passwords, (done) =>
    progress('contraseñas', done, passwords.size),
  );
  await stagePasswordHashes(tx, hashes.hashes);
  // A first load: nobody uses the tables yet, so their indexes are built once at the end.
  const buildIndexes = (await hasAnyUser(tx))
    ? undefined
    : await setIndexesAside(tx, ['users', 'wallets']);
  const usersWritten = await writeUsersFrom(tx, stagedUsers, {
    // Nobody knows this password: the user sets one through password recovery.
    unusablePassword: await hashPassword(newToken()),
    today: serialDayOf(clock.now()),
  });
  progress('usuarios', staged.users, staged.users);
  const walletsWritten = await writeWalletsFrom(tx, stagedWallets, existingUsers);
  progress('carteras', staged.wallets, staged.wallets);
  await buildIndexes?.((done, total) => progress('índices', done, total));
  const summary: ImportSummary = {
    rows: rowCount,
    usersCreated: usersWritten.created,
    usersUpdated: usersWritten.updated,
    usersUnchanged: staged.users - usersWritten.created - usersWritten.updated,
    walletsCreated: walletsWritten.created,
    walletsUpdated: walletsWritten.updated,
    walletsUnchanged: staged.wallets - walletsWritten.created - walletsWritten.updated,
    passwordsHashed: hashes.hashed,
    usersWithoutPassword: newUsers - hashes.ofNewUsers,
  };
  return { ok: true, summary };
}

const refused = (problems: ImportProblem[]): ImportResult => ({
  ok: false,
  problems: problems.sort((a, b) => a.line - b.line),
});

/**
 * The hash each password of the file is stored as: the user's own when the password already
 * verifies against it (nothing to write), else a new one (argon2id, a few per second per core).
 */
async function passwordHashes(
  tx: DbOrTx,
  passwords: Map<string, string>,
  onDone: (done: number) => void,
) {
  const stored = new Map(
    (await findUsersByEmails(tx, [...passwords.keys()])).map((u) => [u.email, u.password]),
  );
  let hashed = 0;
  const entries = await mapConcurrently(
    [...passwords],
    availableParallelism(),
    async ([email, password]): Promise<[string, string]> => {
      const existing = stored.get(email);
      if (existing && (await verifyPassword(existing, password))) return [email, existing];
      hashed++;
      return [email, await hashPassword(password)];
    },
    onDone,
  );
  const ofNewUsers = entries.filter(([email]) => !stored.has(email)).length;
  return { hashes: new Map(entries), hashed, ofNewUsers };
}

type StoredWallet = Awaited<ReturnType<typeof stagedWalletsStoredBefore>>[number];

/**
 * A wallet with withdrawal orders has had its balance moved by the workflow (a completed order
 * lowered it): an import must not put the paid-out amount back.
 */
const balancesUnderWithdrawal = (stored: StoredWallet[]): ImportProblem[] =>
  stored
    .filter((w) => w.hasWithdrawals && !sameAmount(w.storedBalance, w.balance))
    .map((w) => ({
      line: w.line,
      message: `pretokenizedBalance: la cartera ${w.address} tiene retiros registrados; su saldo (${w.storedBalance}) ya no se cambia por importación`,
    }));

/** A wallet already stored under another user is never moved by an import. */
const foreignWallets = (stored: StoredWallet[]): ImportProblem[] =>
  stored
    .filter((w) => w.owner !== w.email)
    .map((w) => ({
      line: w.line,
      message: `address: la cartera ${w.address} ya pertenece a ${w.owner}`,
    }));
