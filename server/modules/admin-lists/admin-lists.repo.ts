import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exactTimestamp } from '../../db/keyset';
import { users, wallets } from '../../db/schema';
import type { UserSort } from './user-sort';

/** Where a page starts: after a keyset cursor's row, or (the original API's `page`) after skipping rows. */
export interface PageWindow<Key> {
  limit: number;
  offset: number;
  after?: Key;
}

/** The users lists' order (users_registration_idx): newest registration first, then id. */
const registration = sql<number>`coalesce(${users.date}, 0)`;
const usersOrder = [desc(registration), desc(users.id)];
export type UserKey = [registration: number, id: string];

const adminUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  fullName: users.fullName,
  cellphone: users.cellphone,
  countryCode: users.countryCode,
  country: users.country,
  date: users.date,
  walletCount: users.walletCount,
  totalBalance: users.totalBalance,
  verified: users.verified,
  selectedForMediation: users.selectedForMediation,
  mediationStatus: users.mediationStatus,
  idPhotoFront: users.idPhotoFront,
  idPhotoBack: users.idPhotoBack,
  // 'Saldo en disputa' (docs/product/creditor-case.md#balance-disputes); the table named
  // because Drizzle leaves a one-table select's columns unqualified.
  openDisputes:
    sql<number>`(select count(*) from mediation_disputes d where d.user_id = "users"."id" and d.status = 'open')`.mapWith(
      Number,
    ),
};

const afterUser = ([day, id]: UserKey) =>
  sql`(${registration}, ${users.id}) < (${day}::int, ${id}::uuid)`;

/** `key like '%term%'`; the term goes through the key's own folding (once, at planning). */
const contains = (key: SQL | AnyColumn, term: string) =>
  sql`${key} like '%' || admin_search_fold(${term}) || '%'`;

/**
 * `limit + 1` users in list order, optionally only those whose search key contains `pattern`
 * (a LIKE pattern's middle, its own % _ \ escaped). The page's ids come first from the order
 * index alone (an index-only scan skips deep pages cheaply); only those rows are read whole.
 */
export async function findUsersPage(db: DbOrTx, window: PageWindow<UserKey>, pattern?: string) {
  const conditions: SQL[] = [];
  if (pattern !== undefined) conditions.push(contains(users.searchKey, pattern));
  if (window.after) conditions.push(afterUser(window.after));
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .orderBy(...usersOrder)
    .limit(window.limit + 1)
    .offset(window.offset);
  return db
    .select(adminUserColumns)
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(...usersOrder);
}

/**
 * `limit + 1` users meeting `conditions` (the filter builders' of user-filters.ts) in `sort`'s
 * order, after its cursor or skipping `offset`. As above, the page's ids come first (index-only
 * where the sort's index covers the filters), then only those rows are read whole.
 */
export async function findFilteredUsersPage(
  db: DbOrTx,
  page: { conditions: SQL[]; sort: UserSort; limit: number; offset: number },
) {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(and(...page.conditions))
    .orderBy(...page.sort.orderBy)
    .limit(page.limit + 1)
    .offset(page.offset);
  return db
    .select({ ...adminUserColumns, sortKey: page.sort.cursorKey })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(...page.sort.orderBy);
}

/** Index entries a search walks in list order before it asks the trigram index instead. */
export const SEARCH_WALK_ROWS = 10_000;
/** A LIMIT no search reaches: it keeps PostgreSQL from folding a page's order into a subquery. */
const EVERY_MATCH = 2_000_000_000;

/**
 * One page of search results by cursor (or the first page), in at most two queries that stay
 * fast whatever the term (docs/decisions/admin-lists.md):
 * 1. walk the next SEARCH_WALK_ROWS entries of the order index, testing the key held in the
 *    index: a term common enough fills its page there;
 * 2. otherwise the term is rare: every match through the trigram index, then sorted. A term of
 *    several words asks the index for its words of 3+ letters (their inner trigrams are far
 *    rarer than the ones spanning spaces) and checks the whole phrase on the rows found.
 * `words` is empty for a one-word term. The original API's `page` (an offset) takes the one-query way.
 */
export async function searchUsersPage(
  db: DbOrTx,
  window: PageWindow<UserKey>,
  pattern: string,
  words: string[],
) {
  if (window.offset > 0) return findUsersPage(db, window, pattern);
  const after = window.after ? afterUser(window.after) : undefined;
  const rows = (conditions: (SQL | undefined)[]) =>
    db
      .select({ id: users.id, key: users.searchKey, day: sql<number>`${registration}`.as('day') })
      .from(users)
      .where(and(...conditions));
  type Rows = ReturnType<ReturnType<typeof rows>['as']>;
  /** The page's users, read whole, in list order: `limit + 1` of `from` meeting `condition`. */
  const pageOf = (from: Rows, condition?: SQL) => {
    const page = db
      .select({ id: from.id, day: from.day })
      .from(from)
      .where(condition)
      .orderBy(desc(from.day), desc(from.id))
      .limit(window.limit + 1)
      .as('page');
    return db
      .select(adminUserColumns)
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(desc(page.day), desc(page.id));
  };

  const walked = rows([after])
    .orderBy(...usersOrder)
    .limit(SEARCH_WALK_ROWS)
    .as('walked');
  const found = await pageOf(walked, contains(walked.key, pattern));
  if (found.length > window.limit) return found;

  const matching =
    words.length > 0
      ? [
          ...words.map((word) => contains(users.searchKey, word)),
          // An expression, so the index is not asked for the phrase's trigrams too.
          contains(sql`(${users.searchKey} || '')`, pattern),
        ]
      : [contains(users.searchKey, pattern)];
  return pageOf(
    rows([...matching, after])
      .limit(EVERY_MATCH)
      .as('matched'),
  );
}

/** The wallets list's order (wallets_created_idx): newest first, then id. */
const walletsOrder = [desc(wallets.createdAt), desc(wallets.id)];
export type WalletKey = [createdAt: string, id: string];

/** `limit + 1` wallets in list order with their owner's name and e-mail. */
export async function findWalletsPage(db: DbOrTx, window: PageWindow<WalletKey>) {
  const after = window.after
    ? sql`(${wallets.createdAt}, ${wallets.id}) < (${window.after[0]}::timestamptz, ${window.after[1]}::uuid)`
    : undefined;
  const ids = db
    .select({ id: wallets.id })
    .from(wallets)
    .where(after)
    .orderBy(...walletsOrder)
    .limit(window.limit + 1)
    .offset(window.offset);
  return db
    .select({
      id: wallets.id,
      name: wallets.name,
      address: wallets.address,
      userName: sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${users.name})`,
      userEmail: wallets.userEmail,
      userId: users.id,
      balanceSinTokenizar: wallets.pretokenizedBalance,
      createdAt: exactTimestamp(wallets.createdAt),
    })
    .from(wallets)
    .innerJoin(users, eq(users.email, wallets.userEmail))
    .where(inArray(wallets.id, ids))
    .orderBy(...walletsOrder);
}
