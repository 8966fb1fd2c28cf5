import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, transactions, users, wallets, type Wallet } from '../../db/schema';

const byBalance = [desc(wallets.pretokenizedBalance), asc(wallets.address)] as const;

export function listUserWallets(db: DbOrTx, email: string): Promise<Wallet[]> {
  return db
    .select()
    .from(wallets)
    .where(eq(wallets.userEmail, email))
    .orderBy(...byBalance);
}

/** Named prepared statements, one set per database handle (PostgreSQL plans them once). */
function preparedFor<T>(build: (db: DbOrTx) => T) {
  const cache = new WeakMap<DbOrTx, T>();
  return (db: DbOrTx) => {
    let prepared = cache.get(db);
    if (!prepared) cache.set(db, (prepared = build(db)));
    return prepared;
  };
}

const walletsForSessionQuery = preparedFor((db) =>
  db
    .select({ wallet: wallets })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(wallets, eq(wallets.userEmail, users.email))
    // The same live-session rule as the session guard (findSessionUser).
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(...byBalance)
    .prepare('wallets_for_session'),
);

/**
 * The wallets of a live session's user, in one prepared round trip; undefined when the
 * session is unknown or expired.
 */
export async function listWalletsForSession(
  db: DbOrTx,
  sessionId: string,
  now: Date,
): Promise<Wallet[] | undefined> {
  const rows = await walletsForSessionQuery(db).execute({ sessionId, now });
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) => (r.wallet ? [r.wallet] : []));
}

export async function findUserWallet(db: DbOrTx, email: string, id: string) {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, id), eq(wallets.userEmail, email)));
  return wallet;
}

export function findWalletsByAddress(db: DbOrTx, addresses: readonly string[]) {
  return db
    .select()
    .from(wallets)
    .where(inArray(wallets.address, [...addresses]));
}

/** Newest first; same-second entries by block, then hash for a stable order. */
export function listWalletTransactions(db: DbOrTx, walletId: string) {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.walletId, walletId))
    .orderBy(desc(transactions.timestamp), desc(transactions.blockNumber), asc(transactions.hash));
}

export interface SyncedBalance {
  id: string;
  tokenizedBalance: string;
}

/**
 * Writes the on-chain balances of several wallets in one statement, skipping any wallet
 * synced after `notSyncedSince` (a concurrent refresh won); returns the ids written.
 */
export async function markWalletsSynced(
  db: DbOrTx,
  balances: readonly SyncedBalance[],
  at: Date,
  historyBlock: number,
  notSyncedSince: Date | null,
): Promise<string[]> {
  if (balances.length === 0) return [];
  const values = sql.join(
    balances.map((b) => sql`(${b.id}::uuid, ${b.tokenizedBalance}::numeric)`),
    sql`, `,
  );
  const rows = await db
    .update(wallets)
    .set({
      tokenizedBalance: sql`v.balance`,
      lastSyncAt: at,
      historyBlock,
    })
    .from(sql`(values ${values}) as v(id, balance)`)
    .where(
      and(
        sql`${wallets.id} = v.id`,
        notSyncedSince
          ? sql`(${wallets.lastSyncAt} is null or ${wallets.lastSyncAt} <= ${notSyncedSince})`
          : undefined,
      ),
    )
    .returning({ id: wallets.id });
  return rows.map((r) => r.id);
}

export type TransactionRow = typeof transactions.$inferInsert;

const UPSERT_CHUNK = 1000;

/** Inserts or updates history entries by (wallet, hash). */
export async function upsertTransactions(db: DbOrTx, rows: readonly TransactionRow[]) {
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    await db
      .insert(transactions)
      .values(rows.slice(i, i + UPSERT_CHUNK))
      .onConflictDoUpdate({
        target: [transactions.walletId, transactions.hash],
        set: {
          from: sql`excluded."from"`,
          to: sql`excluded."to"`,
          value: sql`excluded.value`,
          asset: sql`excluded.asset`,
          tokenValue: sql`excluded.token_value`,
          blockNumber: sql`excluded.block_number`,
          timestamp: sql`excluded.timestamp`,
          gasUsed: sql`excluded.gas_used`,
          gasPrice: sql`excluded.gas_price`,
          status: sql`excluded.status`,
        },
      });
  }
}

/** A wallet with its owner's name, by id or by (checksummed) address, for the admin panel. */
export async function findWalletWithOwner(db: DbOrTx, by: { id: string } | { address: string }) {
  const [row] = await db
    .select({ wallet: wallets, ownerFullName: users.fullName, ownerName: users.name })
    .from(wallets)
    .innerJoin(users, eq(users.email, wallets.userEmail))
    .where('id' in by ? eq(wallets.id, by.id) : eq(wallets.address, by.address));
  return row;
}
