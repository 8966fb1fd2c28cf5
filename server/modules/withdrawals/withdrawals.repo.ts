import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { OPEN_WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@schemas/withdrawals';
import type { DbOrTx } from '../../db/client';
import { users, wallets, withdrawals } from '../../db/schema';

const ONE_OPEN_PER_WALLET = 'withdrawals_one_open_per_wallet';

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

/** The user's orders, newest first, with the source wallet when it still exists. */
export function listUserWithdrawals(db: DbOrTx, userId: string) {
  return db
    .select({
      id: withdrawals.id,
      walletId: withdrawals.walletId,
      status: withdrawals.status,
      createdAt: withdrawals.createdAt,
      amount: withdrawals.amount,
      withdrawalAddress: withdrawals.withdrawalAddress,
      walletName: wallets.name,
      walletAddress: wallets.address,
    })
    .from(withdrawals)
    .leftJoin(wallets, eq(wallets.id, withdrawals.walletId))
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
}

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

export async function setWithdrawalStatus(
  tx: DbOrTx,
  id: string,
  status: WithdrawalStatus,
  at: Date,
) {
  await tx.update(withdrawals).set({ status, updatedAt: at }).where(eq(withdrawals.id, id));
}

/** Lowers the balance unless it would go below zero; answers the wallet's owner e-mail. */
export async function lowerWalletBalance(tx: DbOrTx, walletId: string, amount: string) {
  const [row] = await tx
    .update(wallets)
    .set({ pretokenizedBalance: sql`${wallets.pretokenizedBalance} - ${amount}::numeric` })
    .where(and(eq(wallets.id, walletId), gte(wallets.pretokenizedBalance, amount)))
    .returning({ userEmail: wallets.userEmail });
  return row;
}
