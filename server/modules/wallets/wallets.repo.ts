import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { upsertInBatches, type BulkColumn } from '../../db/bulk';
import { queryRows, type DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { sessions, transactions, users, wallets, type Wallet } from '../../db/schema';
import { refreshAllUserTotals, refreshUserTotals, refreshUserTotalsOf } from './user-totals.repo';

const byBalance = [desc(wallets.pretokenizedBalance), asc(wallets.address)] as const;

export function listUserWallets(db: DbOrTx, email: string): Promise<Wallet[]> {
  return db
    .select()
    .from(wallets)
    .where(eq(wallets.userEmail, email))
    .orderBy(...byBalance);
}

/** The columns a wallet list item shows (docs/product/user-app.md#dashboard), and nothing the list does not need. */
const listItem = {
  id: wallets.id,
  address: wallets.address,
  name: wallets.name,
  pretokenizedBalance: wallets.pretokenizedBalance,
  tokenizedBalance: wallets.tokenizedBalance,
  lastSyncAt: wallets.lastSyncAt,
};
export type WalletListItem = Pick<Wallet, keyof typeof listItem>;

const walletsForSessionQuery = preparedFor((db) =>
  db
    .select(listItem)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(wallets, eq(wallets.userEmail, users.email))
    // The same live-session rule as the session guard (findSessionUser).
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .orderBy(...byBalance)
    .prepare('wallets_for_session'),
);

/**
 * The wallets of a live session's user, in one prepared round trip; undefined when the
 * session is unknown, expired, or unused since `idleSince`.
 */
export async function listWalletsForSession(
  db: DbOrTx,
  sessionId: string,
  now: Date,
  idleSince: Date,
): Promise<WalletListItem[] | undefined> {
  const rows = await walletsForSessionQuery(db).execute({ sessionId, now, idleSince });
  if (rows.length === 0) return undefined;
  // A user without wallets is one row of nulls (the left join).
  return rows[0]!.id === null ? [] : (rows as WalletListItem[]);
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
  /** ETH in wei, read with it. */
  ethBalanceWei: string;
}

/**
 * Claims the refresh of these wallets in one statement: each one whose last claim is at or
 * before `cutoff` (or that was never refreshed) is marked as claimed at `now`. A concurrent
 * claim, from this instance or another, waits for the row lock and then sees the new mark, so
 * every wallet is claimed once per wait however many requests race. Answers the rows claimed.
 */
export function claimWalletRefresh(
  db: DbOrTx,
  ids: readonly string[],
  now: Date,
  cutoff: Date,
): Promise<Wallet[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .update(wallets)
    .set({ refreshClaimedAt: now })
    .where(
      and(
        inArray(wallets.id, [...ids]),
        or(isNull(wallets.refreshClaimedAt), lte(wallets.refreshClaimedAt, cutoff)),
      ),
    )
    .returning();
}

/** Gives claims back (the chain could not be read): each wallet gets its previous mark. */
export async function releaseWalletRefresh(
  db: DbOrTx,
  claims: readonly { id: string; previous: Date | null }[],
  claimedAt: Date,
) {
  if (claims.length === 0) return;
  const values = sql.join(
    claims.map((c) => sql`(${c.id}::uuid, ${c.previous?.toISOString() ?? null}::timestamptz)`),
    sql`, `,
  );
  await db
    .update(wallets)
    .set({ refreshClaimedAt: sql`v.previous` })
    .from(sql`(values ${values}) as v(id, previous)`)
    .where(and(sql`${wallets.id} = v.id`, eq(wallets.refreshClaimedAt, claimedAt)));
}

/** Writes the on-chain balances of several wallets in one statement. */
export async function markWalletsSynced(
  db: DbOrTx,
  balances: readonly SyncedBalance[],
  at: Date,
  historyBlock: number,
) {
  if (balances.length === 0) return;
  await db
    .update(wallets)
    .set({
      ...balancesRead(at, historyBlock),
      historyBlock,
      // Read at the head: whatever the follower marked up to it is in this balance.
      staleFromBlock: sql`case when ${wallets.staleFromBlock} <= ${historyBlock} then null else ${wallets.staleFromBlock} end`,
    })
    .from(balanceValues(balances))
    .where(sql`${wallets.id} = v.id`);
}

const balanceValues = (balances: readonly SyncedBalance[]) =>
  sql`(values ${sql.join(
    balances.map(
      (b) => sql`(${b.id}::uuid, ${b.tokenizedBalance}::numeric, ${b.ethBalanceWei}::numeric)`,
    ),
    sql`, `,
  )}) as v(id, balance, eth)`;

/** The columns a balance read at `block` sets, from balanceValues' `v`. */
const balancesRead = (at: Date, block: number) => ({
  tokenizedBalance: sql`v.balance`,
  ethBalanceWei: sql`v.eth`,
  lastSyncAt: at,
  balanceBlock: block,
});

/**
 * The follower's balance write (docs/decisions/chain-follower.md): balances read at `block`
 * replace only older reads, and a wallet's mark is cleared when this read covers it (a mark
 * for a later block stays for the next pass).
 */
export async function writeChainBalances(
  db: DbOrTx,
  balances: readonly SyncedBalance[],
  block: number,
  at: Date,
) {
  if (balances.length === 0) return;
  await db
    .update(wallets)
    .set(balancesRead(at, block))
    .from(balanceValues(balances))
    .where(
      and(
        sql`${wallets.id} = v.id`,
        or(isNull(wallets.balanceBlock), lte(wallets.balanceBlock, block)),
      ),
    );
  await db
    .update(wallets)
    .set({ staleFromBlock: null })
    .where(
      and(
        inArray(
          wallets.id,
          balances.map((b) => b.id),
        ),
        lte(wallets.staleFromBlock, block),
      ),
    );
}

const ADDRESS_CHUNK = 5000;

/** Which of these (checksummed) addresses are our wallets'. */
export async function ourWalletAddresses(db: DbOrTx, addresses: readonly string[]) {
  const found = new Set<string>();
  for (let i = 0; i < addresses.length; i += ADDRESS_CHUNK) {
    const rows = await db
      .select({ address: wallets.address })
      .from(wallets)
      .where(inArray(wallets.address, addresses.slice(i, i + ADDRESS_CHUNK)));
    for (const row of rows) found.add(row.address);
  }
  return found;
}

/** Marks wallets for a balance re-read at `block` or later (a transfer touched them). */
export async function markWalletsStale(db: DbOrTx, addresses: readonly string[], block: number) {
  for (let i = 0; i < addresses.length; i += ADDRESS_CHUNK) {
    await db
      .update(wallets)
      .set({ staleFromBlock: sql`greatest(coalesce(${wallets.staleFromBlock}, 0), ${block})` })
      .where(inArray(wallets.address, addresses.slice(i, i + ADDRESS_CHUNK)));
  }
}

/**
 * After a reorganisation back to `block`: the wallets whose transfers were abandoned need a
 * new read, and a balance read past `block` may come from the abandoned blocks, so it no
 * longer stands in the way of an older read.
 */
export async function markWalletsStaleAfterReorg(
  db: DbOrTx,
  addresses: readonly string[],
  block: number,
) {
  for (let i = 0; i < addresses.length; i += ADDRESS_CHUNK) {
    await db
      .update(wallets)
      .set({
        staleFromBlock: block,
        balanceBlock: sql`least(${wallets.balanceBlock}, ${block})`,
      })
      .where(inArray(wallets.address, addresses.slice(i, i + ADDRESS_CHUNK)));
  }
}

export interface WalletRef {
  id: string;
  address: string;
}

/** A page of wallets by id after `afterId`: the marked ones only, or all (the daily sweep). */
export function walletPage(
  db: DbOrTx,
  { afterId, limit, staleOnly }: { afterId: string | null; limit: number; staleOnly: boolean },
): Promise<WalletRef[]> {
  return db
    .select({ id: wallets.id, address: wallets.address })
    .from(wallets)
    .where(
      and(
        afterId ? gt(wallets.id, afterId) : undefined,
        staleOnly ? sql`${wallets.staleFromBlock} is not null` : undefined,
      ),
    )
    .orderBy(asc(wallets.id))
    .limit(limit);
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
    .select({
      wallet: wallets,
      ownerId: users.id,
      ownerFullName: users.fullName,
      ownerName: users.name,
    })
    .from(wallets)
    .innerJoin(users, eq(users.email, wallets.userEmail))
    .where('id' in by ? eq(wallets.id, by.id) : eq(wallets.address, by.address));
  return row;
}

// ---- balance owed and wallet set: their writers keep users' totals (wallet count, balance) ----

/** A new wallet; its owner's totals follow. */
export async function insertWallet(db: DbOrTx, values: typeof wallets.$inferInsert) {
  const [wallet] = await db.insert(wallets).values(values).returning();
  await refreshUserTotals(db, values.userEmail);
  return wallet!;
}

/** Lowers the balance unless it would go below zero; answers the wallet's owner e-mail. The owner's totals follow. */
export async function lowerWalletBalance(tx: DbOrTx, walletId: string, amount: string) {
  const [row] = await tx
    .update(wallets)
    .set({ pretokenizedBalance: sql`${wallets.pretokenizedBalance} - ${amount}::numeric` })
    .where(and(eq(wallets.id, walletId), gte(wallets.pretokenizedBalance, amount)))
    .returning({ userEmail: wallets.userEmail });
  if (row) await refreshUserTotals(tx, row.userEmail);
  return row;
}

/** Sets the balances owed on every wallet of the user to zero (a settlement); the totals follow. */
export async function zeroWalletBalancesOf(db: DbOrTx, email: string) {
  await db.update(wallets).set({ pretokenizedBalance: '0' }).where(eq(wallets.userEmail, email));
  await refreshUserTotals(db, email);
}

export interface WalletRecord {
  userEmail: string;
  address: string;
  name: string | null;
  pretokenizedBalance: string;
}

const WALLET_COLUMNS: BulkColumn<WalletRecord>[] = [
  { column: wallets.address, type: 'text', value: (w) => w.address },
  { column: wallets.userEmail, type: 'text', value: (w) => w.userEmail },
  { column: wallets.name, type: 'text', value: (w) => w.name },
  { column: wallets.pretokenizedBalance, type: 'numeric', value: (w) => w.pretokenizedBalance },
];

/**
 * The bulk path (the CSV import, the demo seed): inserts or updates wallets by address in
 * batches (the owner never changes here), then refreshes every user's totals in one statement
 * (docs/decisions/csv-import.md). Answers how many wallets were written.
 */
export async function upsertWallets(
  db: DbOrTx,
  records: WalletRecord[],
  onBatch?: (done: number) => void,
) {
  const written = await upsertInBatches(
    db,
    records,
    {
      table: wallets,
      conflict: wallets.address,
      columns: WALLET_COLUMNS,
      updated: [wallets.name, wallets.pretokenizedBalance],
    },
    onBatch,
  );
  await refreshAllUserTotals(db);
  return written;
}

/**
 * The import's set-based write (docs/decisions/csv-import.md#speed): `source` is a subquery with
 * one row per address and the columns user_email, address, name, pretokenized_balance. A stored
 * wallet (whose owner the caller has checked is the same) takes the balance, and the name unless
 * the source's is null, and is not rewritten when nothing differs; a new one is inserted. Then
 * the totals of the users `owners` names follow (a query of one column of e-mails; by default
 * every owner in the source). A caller that inserted some owners together with these wallets,
 * with these wallets' totals (the import's new users: these are their only wallets), may leave
 * them out.
 */
export async function writeWalletsFrom(
  db: DbOrTx,
  source: SQL,
  owners: SQL = sql`select distinct user_email from ${source} s`,
) {
  const updated = await queryRows(
    db,
    sql`update ${wallets} w
       set name = coalesce(s.name, w.name), pretokenized_balance = s.pretokenized_balance
      from ${source} s
     where w.address = s.address
       and (w.name, w.pretokenized_balance) is distinct from (coalesce(s.name, w.name), s.pretokenized_balance)
    returning 1`,
  );
  const created = await queryRows(
    db,
    sql`insert into ${wallets} (user_email, address, name, pretokenized_balance)
    select s.user_email, s.address, s.name, s.pretokenized_balance
      from ${source} s
     where not exists (select 1 from ${wallets} w where w.address = s.address)
    returning 1`,
  );
  await refreshUserTotalsOf(db, owners);
  return { created: created.length, updated: updated.length };
}
