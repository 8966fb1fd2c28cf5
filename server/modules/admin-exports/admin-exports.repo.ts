import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exactTimestamp } from '../../db/keyset';
import { users, wallets, withdrawals } from '../../db/schema';
import { userRecordColumns } from '../users/users.service';

/** The next `size` users by e-mail after `afterEmail`, with the import's user fields. */
export const findUsersAfter = (db: DbOrTx, afterEmail: string | undefined, size: number) =>
  db
    .select(userRecordColumns)
    .from(users)
    .where(afterEmail === undefined ? undefined : gt(users.email, afterEmail))
    .orderBy(asc(users.email))
    .limit(size);

export const findWalletsOfUsers = (db: DbOrTx, emails: string[]) =>
  db
    .select({
      userEmail: wallets.userEmail,
      address: wallets.address,
      name: wallets.name,
      pretokenizedBalance: wallets.pretokenizedBalance,
    })
    .from(wallets)
    .where(inArray(wallets.userEmail, emails))
    .orderBy(asc(wallets.userEmail), asc(wallets.address));

/** The next `size` wallets by address after `afterAddress`, with their owner's name. */
export const findWalletsAfter = (db: DbOrTx, afterAddress: string | undefined, size: number) =>
  db
    .select({
      userEmail: wallets.userEmail,
      userName: users.name,
      address: wallets.address,
      name: wallets.name,
      pretokenizedBalance: wallets.pretokenizedBalance,
    })
    .from(wallets)
    .innerJoin(users, eq(users.email, wallets.userEmail))
    .where(afterAddress === undefined ? undefined : gt(wallets.address, afterAddress))
    .orderBy(asc(wallets.address))
    .limit(size);

/** The next `size` withdrawals, oldest first, after the (created_at, id) key given. */
export const findWithdrawalsAfter = (
  db: DbOrTx,
  after: [createdAt: string, id: string] | undefined,
  size: number,
) =>
  db
    .select({
      id: withdrawals.id,
      createdAt: exactTimestamp(withdrawals.createdAt),
      updatedAt: exactTimestamp(withdrawals.updatedAt),
      status: withdrawals.status,
      userEmail: users.email,
      userName: sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${users.name})`,
      walletAddress: wallets.address,
      withdrawalAddress: withdrawals.withdrawalAddress,
      amount: withdrawals.amount,
      payoutTxHash: withdrawals.payoutTxHash,
      rejectionReason: withdrawals.rejectionReason,
      identityAtApproval: withdrawals.identityAtApproval,
      approvedBy: withdrawals.approvedBy,
      approvedAt: exactTimestamp(withdrawals.approvedAt),
      completedBy: withdrawals.completedBy,
      completedAt: exactTimestamp(withdrawals.completedAt),
      rejectedBy: withdrawals.rejectedBy,
      rejectedAt: exactTimestamp(withdrawals.rejectedAt),
      cancelledBy: withdrawals.cancelledBy,
      cancelledAt: exactTimestamp(withdrawals.cancelledAt),
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(wallets, eq(wallets.id, withdrawals.walletId))
    .where(
      and(
        after &&
          sql`(${withdrawals.createdAt}, ${withdrawals.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`,
      ),
    )
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(size);
