import { availableParallelism } from 'node:os';
import type { Clock } from '../../adapters/clock';
import { hashPassword, newToken, verifyPassword } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import { findUsersByEmails, upsertUsers, type UserRecord } from '../users/users.service';
import { parseImportCsv, type ImportProblem, type ImportUser } from './import-csv';
import { upsertWallets } from '../wallets/wallets.service';
import { findWalletsByAddresses } from './import.repo';
import { sameAmount } from '@schemas/money';

export interface ImportProgress {
  phase: 'contraseñas' | 'usuarios' | 'carteras';
  done: number;
  total: number;
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
 * Imports users and wallets from the CSV of docs/product/data-in-and-out.md#the-import-file, all or nothing, in one
 * transaction. Empty fields keep what an existing user or wallet already has; rows equal to
 * what is stored write nothing, so importing the same file twice changes nothing.
 */
export async function importUsersCsv(
  db: Db,
  csv: string,
  options: { clock: Clock; onProgress?: (progress: ImportProgress) => void },
): Promise<ImportResult> {
  const parsed = parseImportCsv(csv);
  if (!parsed.ok) return parsed;
  const { users, wallets, rowCount } = parsed;
  const report = (phase: ImportProgress['phase'], total: number) => (done: number) =>
    options.onProgress?.({ phase, done, total });

  return db.transaction(async (tx) => {
    const existingUsers = new Map(
      (
        await findUsersByEmails(
          tx,
          users.map((u) => u.email),
        )
      ).map((u) => [u.email, u]),
    );
    const existingWallets = new Map(
      (
        await findWalletsByAddresses(
          tx,
          wallets.map((w) => w.address),
        )
      ).map((w) => [w.address, w]),
    );
    const problems = [
      ...foreignWallets(wallets, existingWallets),
      ...balancesUnderWithdrawal(wallets, existingWallets),
    ].sort((a, b) => a.line - b.line);
    if (problems.length > 0) return { ok: false, problems };

    const today = serialDayOf(options.clock.now());
    let unusableHash: Promise<string> | undefined;
    let passwordsHashed = 0;
    const records = await mapConcurrently(
      users,
      availableParallelism(),
      async (user): Promise<UserRecord> => {
        const existing = existingUsers.get(user.email);
        let password = existing?.password;
        if (user.password !== null) {
          const kept = existing && (await verifyPassword(existing.password, user.password));
          if (!kept) {
            password = await hashPassword(user.password);
            passwordsHashed++;
          }
        }
        // Nobody knows this password: the user sets one through password recovery.
        password ??= await (unusableHash ??= hashPassword(newToken()));
        return mergeUser(user, existing, today, password);
      },
      report('contraseñas', users.length),
    );

    const usersWritten = await upsertUsers(tx, records, report('usuarios', records.length));
    const walletRecords = wallets.map((w) => ({
      userEmail: w.userEmail,
      address: w.address,
      name: w.name ?? existingWallets.get(w.address)?.name ?? null,
      pretokenizedBalance: w.pretokenizedBalance,
    }));
    const walletsWritten = await upsertWallets(
      tx,
      walletRecords,
      report('carteras', walletRecords.length),
    );

    const usersCreated = users.length - existingUsers.size;
    const walletsCreated = wallets.length - existingWallets.size;
    const summary: ImportSummary = {
      rows: rowCount,
      usersCreated,
      usersUpdated: usersWritten - usersCreated,
      usersUnchanged: users.length - usersWritten,
      walletsCreated,
      walletsUpdated: walletsWritten - walletsCreated,
      walletsUnchanged: wallets.length - walletsWritten,
      passwordsHashed,
      usersWithoutPassword: users.filter((u) => u.password === null && !existingUsers.has(u.email))
        .length,
    };
    return { ok: true, summary };
  });
}

/** Fields the file leaves empty keep the stored value; a new user without a date gets today. */
function mergeUser(
  user: ImportUser,
  existing: UserRecord | undefined,
  today: number,
  password: string,
): UserRecord {
  return {
    email: user.email,
    password,
    name: user.name,
    fullName: user.fullName ?? existing?.fullName ?? null,
    cellphone: user.cellphone ?? existing?.cellphone ?? null,
    countryCode: user.countryCode ?? existing?.countryCode ?? null,
    country: user.country ?? existing?.country ?? null,
    date: user.date ?? existing?.date ?? today,
  };
}

/** A wallet already stored under another user is never moved by an import. */
/**
 * A wallet with withdrawal orders has had its balance moved by the workflow (a completed order
 * lowered it): an import must not put the paid-out amount back.
 */
function balancesUnderWithdrawal(
  wallets: { line: number; address: string; pretokenizedBalance: string }[],
  existing: Map<string, { pretokenizedBalance: string; hasWithdrawals: boolean }>,
): ImportProblem[] {
  return wallets.flatMap((w) => {
    const current = existing.get(w.address);
    return current?.hasWithdrawals &&
      !sameAmount(current.pretokenizedBalance, w.pretokenizedBalance)
      ? [
          {
            line: w.line,
            message: `pretokenizedBalance: la cartera ${w.address} tiene retiros registrados; su saldo (${current.pretokenizedBalance}) ya no se cambia por importación`,
          },
        ]
      : [];
  });
}

function foreignWallets(
  wallets: { line: number; address: string; userEmail: string }[],
  existing: Map<string, { userEmail: string }>,
): ImportProblem[] {
  return wallets.flatMap((w) => {
    const owner = existing.get(w.address)?.userEmail;
    return owner && owner !== w.userEmail
      ? [{ line: w.line, message: `address: la cartera ${w.address} ya pertenece a ${owner}` }]
      : [];
  });
}
