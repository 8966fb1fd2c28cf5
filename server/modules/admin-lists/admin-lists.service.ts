import { z } from 'zod';
import type { UserListQuery } from '@schemas/admin-list-filters';
import type { AdminSearchQuery, AdminUser } from '@schemas/admin-users';
import { mediationStageId } from '@schemas/mediation';
import type { PageQuery } from '@schemas/paging';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { cursorPart, decodeCursor, toPage } from '../../db/keyset';
import {
  findFilteredUsersPage,
  type findUsersPage,
  findWalletsPage,
  searchUsersPage,
  type PageWindow,
  type UserKey,
  type WalletKey,
} from './admin-lists.repo';
import { userFilterConditions } from './user-filters';
import { userSort } from './user-sort';

const userKey = z.tuple([cursorPart.int, cursorPart.id]);
const walletKey = z.tuple([cursorPart.exactTimestamp, cursorPart.id]);

/** The cursor wins over `page` (paging.ts); the original API's `page` skips (page - 1) × limit rows. */
function windowOf<Key>(query: PageQuery, shape: z.ZodType<Key>): PageWindow<Key> {
  if (query.cursor)
    return { limit: query.limit, offset: 0, after: decodeCursor(query.cursor, shape) };
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The search term as a LIKE pattern's middle: a phone typed with spaces, dashes, dots,
 * parentheses or '+' becomes its digits (the key holds the phone as digits); everything else
 * is literal text, so % _ and \ are escaped. A text term of several words also gives its words
 * of 3+ characters, for the trigram index (see searchUsersPage).
 */
export function searchTerms(term: string): { pattern: string; words: string[] } {
  const digits = term.replace(/[\s().+-]/g, '');
  if (/^\d+$/.test(digits)) return { pattern: digits, words: [] };
  const words = term.split(' ');
  return {
    pattern: escapeLike(term),
    words: words.length > 1 ? words.filter((w) => w.length >= 3).map(escapeLike) : [],
  };
}

type UserRow = Awaited<ReturnType<typeof findUsersPage>>[number];

const toAdminUser = (row: UserRow): AdminUser => {
  const stage = mediationStageId.safeParse(row.mediationStatus);
  const invited = row.selectedForMediation === 1;
  return {
    ...row,
    verified: row.verified === 1,
    selectedForMediation: invited,
    mediationStatus: invited && stage.success ? stage.data : null,
  };
};

const userPage = (rows: UserRow[], limit: number) => {
  const { items, hasMore, nextCursor } = toPage(rows, limit, (u): UserKey => [u.date ?? 0, u.id]);
  return { users: items.map(toAdminUser), hasMore, nextCursor };
};

export function createAdminListsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** The Usuarios list, filtered and sorted in the database (docs/decisions/admin-lists.md#filters-in-sql). */
    async users(query: UserListQuery) {
      const sort = userSort(query.sort ?? 'registered', query.order);
      const conditions = userFilterConditions(query, clock.now());
      if (query.cursor) conditions.push(sort.after(query.cursor));
      const rows = await findFilteredUsersPage(db, {
        conditions,
        sort,
        limit: query.limit,
        offset: query.cursor ? 0 : (query.page - 1) * query.limit,
      });
      const { items, hasMore, nextCursor } = toPage(rows, query.limit, (u) => [
        u.sortKey as string | number,
        u.id,
      ]);
      return {
        users: items.map(({ sortKey: _key, ...row }) => toAdminUser(row)),
        hasMore,
        nextCursor,
      };
    },

    /** Users whose name, full name, e-mail or phone contains the term (accents and case aside). */
    async search(query: AdminSearchQuery) {
      const { pattern, words } = searchTerms(query.q);
      const rows = await searchUsersPage(db, windowOf(query, userKey), pattern, words);
      return userPage(rows, query.limit);
    },

    async wallets(query: PageQuery) {
      const rows = await findWalletsPage(db, windowOf<WalletKey>(query, walletKey));
      const { items, hasMore, nextCursor } = toPage(rows, query.limit, (w): WalletKey => [
        w.createdAt,
        w.id,
      ]);
      return {
        wallets: items.map(({ createdAt: _key, ...wallet }) => wallet),
        hasMore,
        nextCursor,
      };
    },
  };
}

export type AdminListsService = ReturnType<typeof createAdminListsService>;
