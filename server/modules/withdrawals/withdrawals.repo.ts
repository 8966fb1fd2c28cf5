import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { IdentityStatus } from '@schemas/identity-status';
import { OPEN_WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@schemas/withdrawals';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { exactTimestamp } from '../../db/keyset';
import { riskColumns } from './risk-signals.repo';
import {
  sessions,
  users,
  wallets,
  withdrawalApprovals,
  withdrawals,
  type Withdrawal,
} from '../../db/schema';
import { liveSession, type LiveSession, sessionUseDue } from '../auth/live-session-sql';
import type { AssigneeFilter } from '@schemas/assignment';
import { assigneeCondition, assigneeName } from '../assignment/assignee-sql';

const ONE_OPEN_PER_WALLET = 'withdrawals_one_open_per_wallet';
const ONE_ORDER_PER_PAYOUT = 'withdrawals_payout_tx_hash_uq';

/** Both drivers report PostgreSQL's SQLSTATE as `code`; drizzle wraps it in `cause`. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint: name } = e as Error & { code?: string; constraint?: string };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}

/** The signed-in user's wallet, share-locked so its balance holds until the order is written. */
export async function findOwnWalletForWithdrawal(tx: DbOrTx, walletId: string, userEmail: string) {
  const [wallet] = await tx
    .select({
      id: wallets.id,
      name: wallets.name,
      address: wallets.address,
      pretokenizedBalance: wallets.pretokenizedBalance,
    })
    .from(wallets)
    .where(and(eq(wallets.id, walletId), eq(wallets.userEmail, userEmail)))
    .for('share');
  return wallet;
}

/** What decides whether the user may order and be paid, share-locked for the transaction. */
export async function lockIdentityFacts(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({
      fullName: users.fullName,
      cellphone: users.cellphone,
      idPhotoFront: users.idPhotoFront,
      idPhotoBack: users.idPhotoBack,
      verified: users.verified,
      payoutFrozenUntil: users.payoutFrozenUntil,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return row;
}

/** Whose wallet of ours `address` (checksummed, as stored) is, if any. */
export async function findWalletOwnerEmail(db: DbOrTx, address: string) {
  const [row] = await db
    .select({ userEmail: wallets.userEmail })
    .from(wallets)
    .where(eq(wallets.address, address));
  return row?.userEmail;
}

export async function hasOpenWithdrawal(db: DbOrTx, walletId: string) {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.walletId, walletId),
        inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES]),
      ),
    );
  return row !== undefined;
}

export interface NewWithdrawal {
  userId: string;
  walletId: string;
  withdrawalAddress: string;
  amount: string;
  status: WithdrawalStatus;
  at: Date;
}

/**
 * Inserts the order, or answers null when the one-open-per-wallet index refused it (another
 * order won the race). After null the transaction is aborted: the caller must end it.
 */
export async function insertWithdrawal(tx: DbOrTx, values: NewWithdrawal) {
  const { at, ...columns } = values;
  try {
    const [row] = await tx
      .insert(withdrawals)
      .values({ ...columns, createdAt: at, updatedAt: at })
      .returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err, ONE_OPEN_PER_WALLET)) return null;
    throw err;
  }
}

/**
 * A live session's user's orders, newest first, with the source wallet when it still exists:
 * the session's check and the list in one prepared round trip; undefined when the session is
 * not live.
 */
export async function listWithdrawalsForSession(db: DbOrTx, live: LiveSession) {
  const rows = await withdrawalsForSessionQuery(db).execute(live);
  if (rows.length === 0) return undefined;
  const { id, useDue } = rows[0]!;
  // A user without orders is one row of nulls (the left join); each row also carries `useDue`,
  // which the answer's view does not read.
  return { value: id === null ? [] : (rows as WithdrawalItemRow[]), useDue };
}

/** The columns GET /api/withdrawals answers from. */
const listItem = {
  id: withdrawals.id,
  walletId: withdrawals.walletId,
  status: withdrawals.status,
  createdAt: withdrawals.createdAt,
  amount: withdrawals.amount,
  withdrawalAddress: withdrawals.withdrawalAddress,
  rejectionReason: withdrawals.rejectionReason,
  payoutTxHash: withdrawals.payoutTxHash,
  walletName: wallets.name,
  walletAddress: wallets.address,
};
export type WithdrawalItemRow = Pick<
  Withdrawal,
  Exclude<keyof typeof listItem, 'walletName' | 'walletAddress'>
> & {
  walletName: string | null;
  walletAddress: string | null;
};

// GET /api/withdrawals, a hot read: prepared once (docs/decisions/web-speed.md#hot-reads-sent-as-built).
// Sessions cascade with their user, so the session's user_id needs no join with users.
const withdrawalsForSessionQuery = preparedFor((db) =>
  db
    .select({ ...listItem, useDue: sessionUseDue() })
    .from(sessions)
    .leftJoin(withdrawals, eq(withdrawals.userId, sessions.userId))
    .leftJoin(wallets, eq(wallets.id, withdrawals.walletId))
    .where(liveSession())
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .prepare('withdrawals_for_session'),
);

/** One order with its owner's e-mail and wallet, locked until the end of the transaction. */
export async function lockWithdrawal(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      withdrawal: withdrawals,
      userEmail: users.email,
      walletName: wallets.name,
      walletAddress: wallets.address,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(wallets, eq(wallets.id, withdrawals.walletId))
    .where(eq(withdrawals.id, id))
    .for('update', { of: withdrawals });
  return row;
}

export interface StatusChange {
  status: WithdrawalStatus;
  at: Date;
  rejectionReason?: string;
  payoutTxHash?: string;
  identityAtApproval?: IdentityStatus;
  /** The staff member's username, kept as who approved, completed or rejected it. */
  by: string;
}

/** The columns that keep who made a move and when. */
function whoAndWhen(status: WithdrawalStatus, by: string, at: Date) {
  if (status === 'approved') return { approvedBy: by, approvedAt: at };
  if (status === 'completed') return { completedBy: by, completedAt: at };
  if (status === 'rejected') return { rejectedBy: by, rejectedAt: at };
  if (status === 'cancelled') return { cancelledBy: by, cancelledAt: at };
  return {};
}

/**
 * Writes the new status (and the reason or payout of the move). Answers false when the payout
 * hash already pays another order (the unique index refused it; the transaction is then aborted).
 */
export async function setWithdrawalStatus(tx: DbOrTx, id: string, change: StatusChange) {
  const { at, by, ...columns } = change;
  try {
    await tx
      .update(withdrawals)
      .set({ ...columns, ...whoAndWhen(change.status, by, at), updatedAt: at })
      .where(eq(withdrawals.id, id));
    return true;
  } catch (err) {
    if (isUniqueViolation(err, ONE_ORDER_PER_PAYOUT)) return false;
    throw err;
  }
}

/** The order (other than `exceptId`) that a payout transaction already pays, if any. */
export async function findOrderPaidBy(db: DbOrTx, payoutTxHash: string, exceptId: string) {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.payoutTxHash, payoutTxHash), ne(withdrawals.id, exceptId)));
  return row;
}

export async function findWithdrawal(db: DbOrTx, id: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** Orders with their owner, source wallet and destination, as the admin panel lists them. */
const adminColumns = {
  withdrawal: withdrawals,
  /** The queue's cursor key, exact to the microsecond. */
  createdAtKey: exactTimestamp(withdrawals.createdAt),
  userEmail: users.email,
  userName: users.fullName,
  identity: {
    fullName: users.fullName,
    cellphone: users.cellphone,
    idPhotoFront: users.idPhotoFront,
    idPhotoBack: users.idPhotoBack,
    verified: users.verified,
  },
  walletName: wallets.name,
  walletAddress: wallets.address,
  /** The owner of the wallet of ours the destination is, if it is one (one index seek). */
  destinationOwner: sql<
    string | null
  >`(select d.user_email from ${wallets} d where d.address = ${withdrawals.withdrawalAddress})`,
  ...riskColumns,
  assigneeName: assigneeName(withdrawals.assigneeId),
};

const adminSelect = (db: DbOrTx) =>
  db
    .select(adminColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(wallets, eq(wallets.id, withdrawals.walletId));

export type AdminWithdrawalRow = Awaited<ReturnType<typeof listAdminOrders>>[number];

/** One order, or every order of one user or of one wallet: newest first. */
export function listAdminOrders(
  db: DbOrTx,
  which: { id: string } | { userId: string } | { walletId: string },
) {
  const where =
    'id' in which
      ? eq(withdrawals.id, which.id)
      : 'userId' in which
        ? eq(withdrawals.userId, which.userId)
        : eq(withdrawals.walletId, which.walletId);
  return adminSelect(db).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
}

/**
 * One page of the staff queue: orders meeting `conditions` (withdrawal-filters.ts), by creation
 * (oldest first unless `newestFirst`), after a key.
 */
export function listQueuePage(
  db: DbOrTx,
  conditions: SQL[],
  after: { at: string; id: string } | undefined,
  limit: number,
  newestFirst = false,
) {
  const [beyond, direction] = newestFirst ? [lt, desc] : [gt, asc];
  const where = [...conditions];
  if (after) {
    where.push(
      or(
        beyond(withdrawals.createdAt, sql`${after.at}::timestamptz`),
        and(
          eq(withdrawals.createdAt, sql`${after.at}::timestamptz`),
          beyond(withdrawals.id, after.id),
        ),
      )!,
    );
  }
  return adminSelect(db)
    .where(and(...where))
    .orderBy(direction(withdrawals.createdAt), direction(withdrawals.id))
    .limit(limit);
}

/** The queue's `assignee` filter (index withdrawals_assignee_status_idx). */
export const orderAssigneeCondition = (filter: AssigneeFilter | undefined, meId: string) =>
  assigneeCondition(withdrawals.assigneeId, filter, meId);

/** Sets or clears the order's assignee (the caller holds the order's lock). */
export async function setWithdrawalAssignee(tx: DbOrTx, id: string, assigneeId: string | null) {
  await tx.update(withdrawals).set({ assigneeId }).where(eq(withdrawals.id, id));
}

/** The orders assigned to one staff member, locked (the member is being disabled). */
export function lockOrdersAssignedTo(tx: DbOrTx, staffId: string) {
  return tx
    .select({ id: withdrawals.id, userId: withdrawals.userId })
    .from(withdrawals)
    .where(eq(withdrawals.assigneeId, staffId))
    .orderBy(asc(withdrawals.id))
    .for('update');
}

/** How many orders wait in each open status. */
export async function countOpenOrders(db: DbOrTx) {
  const rows = await db
    .select({ status: withdrawals.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(withdrawals)
    .where(inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES]))
    .groupBy(withdrawals.status);
  const counts = { pending: 0, approved: 0 };
  for (const row of rows) counts[row.status as keyof typeof counts] = row.count;
  return counts;
}

/**
 * Flags the user's orders placed between `since` and `at` (a password reset came soon after
 * them: docs/product/payout-safety.md#risk-signals-for-staff); an order flagged before keeps
 * its first flag.
 */
export async function flagOrdersBeforeReset(tx: DbOrTx, userId: string, since: Date, at: Date) {
  await tx
    .update(withdrawals)
    .set({ flaggedBeforeResetAt: at })
    .where(
      and(
        eq(withdrawals.userId, userId),
        gte(withdrawals.createdAt, since),
        lte(withdrawals.createdAt, at),
        isNull(withdrawals.flaggedBeforeResetAt),
      ),
    );
}

/** Who approved these orders and when, oldest first (docs/product/payout-safety.md#dual-approval). */
export function listApprovals(db: DbOrTx, withdrawalIds: readonly string[]) {
  if (withdrawalIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      withdrawalId: withdrawalApprovals.withdrawalId,
      by: withdrawalApprovals.approvedBy,
      at: withdrawalApprovals.approvedAt,
    })
    .from(withdrawalApprovals)
    .where(inArray(withdrawalApprovals.withdrawalId, [...withdrawalIds]))
    .orderBy(asc(withdrawalApprovals.approvedAt), asc(withdrawalApprovals.id));
}

/** One staff member's approval; the unique index refuses the same person twice. */
export async function insertApproval(tx: DbOrTx, withdrawalId: string, by: string, at: Date) {
  await tx.insert(withdrawalApprovals).values({ withdrawalId, approvedBy: by, approvedAt: at });
}
