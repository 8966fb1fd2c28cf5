import { z } from 'zod';
import type {
  AdminWithdrawal,
  RejectWithdrawalInput,
  WithdrawalQueue,
  WithdrawalQueueQuery,
} from '@schemas/admin-withdrawals';
import {
  INVALID_ADDRESS,
  OPEN_WITHDRAWAL_STATUSES,
  PENDING_WITHDRAWAL,
  withdrawalStatus,
  type CreateWithdrawalInput,
  type CreatedWithdrawal,
  type WithdrawalListItem,
  type WithdrawalStatus,
} from '@schemas/withdrawals';
import type { ChainClient } from '../../adapters/chain';
import type { Clock } from '../../adapters/clock';
import { checksumAddress } from '../../adapters/eth-address';
import type { Db } from '../../db/client';
import { decodeCursor, toPage } from '../../db/keyset';
import type { Withdrawal } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { StaffActor } from '../audit/staff-actor';
import { findUserById } from '../users/users.repo';
import { USER_NOT_FOUND } from '../users/user-admin.service';
import { UNKNOWN_WALLET } from '../wallets/wallet-admin.service';
import { findWalletWithOwner } from '../wallets/wallets.repo';
import type { MailOutbox } from '../mail/outbox.service';
import { formatUsdt, isPositiveAmount, sameAmount } from '@schemas/usdt-amount';
import { unspendableDestination } from './withdrawal-destination';
import {
  assertCanMove,
  moveWithdrawal,
  openWithdrawal,
  PAYOUT_ALREADY_USED,
  WITHDRAWAL_NOT_FOUND,
} from './withdrawal-workflow';
import { checkPayoutProof } from './payout-proof';
import { withdrawalRegisteredMail, withdrawalStatusMail } from './withdrawal-mail';
import {
  countOpenOrders,
  findOrderPaidBy,
  findOwnWalletForWithdrawal,
  findWithdrawal,
  hasOpenWithdrawal,
  listAdminOrders,
  listQueuePage,
  listUserWithdrawals,
  type AdminWithdrawalRow,
} from './withdrawals.repo';

export const WALLET_NOT_FOUND = 'La cartera solicitada no existe o no tienes acceso a ella.';

type ItemRow = Pick<
  Withdrawal,
  | 'id'
  | 'walletId'
  | 'status'
  | 'createdAt'
  | 'amount'
  | 'withdrawalAddress'
  | 'rejectionReason'
  | 'payoutTxHash'
> & { walletName: string | null; walletAddress: string | null };

const toListItem = (row: ItemRow): WithdrawalListItem => ({
  id: row.id,
  walletId: row.walletId,
  status: withdrawalStatus.parse(row.status),
  createdAt: row.createdAt.toISOString(),
  amount: row.amount,
  withdrawalAddress: row.withdrawalAddress,
  wallet: row.walletAddress === null ? null : { name: row.walletName, address: row.walletAddress },
  rejectionReason: row.rejectionReason,
  payoutTxHash: row.payoutTxHash,
});

const toAdminWithdrawal = ({ withdrawal: w, ...row }: AdminWithdrawalRow): AdminWithdrawal => ({
  id: w.id,
  userId: w.userId,
  userEmail: row.userEmail,
  userName: row.userName,
  walletId: w.walletId,
  walletName: row.walletName,
  walletAddress: row.walletAddress,
  withdrawalAddress: w.withdrawalAddress,
  amount: w.amount,
  status: withdrawalStatus.parse(w.status),
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
  rejectionReason: w.rejectionReason,
  payoutTxHash: w.payoutTxHash,
});

const queueKey = z.tuple([z.string(), z.uuid()]);

/** Staff's words on a move: the rejection's reason, or the completed order's payout. */
interface MoveDetails {
  reason?: string;
  payoutTxHash?: `0x${string}`;
  expectedFrom?: WithdrawalStatus;
}

interface Requester {
  id: string;
  email: string;
}

export function createWithdrawalsService({
  db,
  clock,
  outbox,
  appName,
  usdtContract,
  chain,
}: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  /** The USDT contract's address: never a withdrawal destination. */
  usdtContract: string;
  /** Reads payout transactions (proofs) and gives the explorer for the links. */
  chain: ChainClient;
}) {
  const payoutUrl = (hash: string | null) => (hash ? `${chain.explorerUrl}/tx/${hash}` : null);

  async function adminOrder(id: string) {
    const [row] = await listAdminOrders(db, { id });
    if (!row) throw notFound(WITHDRAWAL_NOT_FOUND);
    return row;
  }

  /** One workflow move in its transaction, then the e-mail telling the user. */
  async function move(id: string, to: WithdrawalStatus, staff: StaffActor, details: MoveDetails) {
    const moved = await db.transaction((tx) =>
      moveWithdrawal(tx, { withdrawalId: id, to, ...staff, at: clock.now(), ...details }),
    );
    await outbox.send(
      withdrawalStatusMail(
        {
          appName,
          to: moved.userEmail,
          amount: moved.withdrawal.amount,
          walletName: moved.walletName,
          walletAddress: moved.walletAddress,
          destination: moved.withdrawal.withdrawalAddress,
        },
        to,
        {
          reason: moved.withdrawal.rejectionReason,
          payoutUrl: payoutUrl(moved.withdrawal.payoutTxHash),
        },
      ),
    );
    return toAdminWithdrawal(await adminOrder(id));
  }

  return {
    async list(user: Requester): Promise<WithdrawalListItem[]> {
      const rows = await listUserWithdrawals(db, user.id);
      return rows.map(toListItem);
    },

    /** Registers an order for a wallet's whole balance and tells the user by e-mail. */
    async create(user: Requester, input: CreateWithdrawalInput): Promise<CreatedWithdrawal> {
      const destination = checksumAddress(input.withdrawalAddress);
      if (!destination) {
        throw badRequest(
          `${INVALID_ADDRESS}: las mayúsculas y minúsculas no coinciden con la suma de verificación (EIP-55). Cópiala de nuevo o escríbela toda en minúsculas.`,
        );
      }
      const at = clock.now();
      const { withdrawal, wallet } = await db.transaction(async (tx) => {
        const wallet = await findOwnWalletForWithdrawal(tx, input.walletId, user.email);
        if (!wallet) throw notFound(WALLET_NOT_FOUND);
        const unspendable = unspendableDestination(destination, {
          usdtContract,
          sourceWallet: wallet.address,
        });
        if (unspendable) throw badRequest(unspendable);
        if (!isPositiveAmount(wallet.pretokenizedBalance)) {
          throw badRequest('Esta cartera no tiene fondos para retirar');
        }
        if (await hasOpenWithdrawal(tx, wallet.id)) throw conflict(PENDING_WITHDRAWAL);
        if (!sameAmount(input.amount, wallet.pretokenizedBalance)) {
          throw badRequest(
            `El monto debe ser el saldo completo de la cartera: ${formatUsdt(wallet.pretokenizedBalance)}`,
          );
        }
        const withdrawal = await openWithdrawal(tx, {
          userId: user.id,
          walletId: wallet.id,
          withdrawalAddress: destination,
          amount: wallet.pretokenizedBalance,
          actor: `user:${user.id}`,
          at,
        });
        return { withdrawal, wallet };
      });
      const mail = await outbox.send(
        withdrawalRegisteredMail({
          appName,
          to: user.email,
          amount: withdrawal.amount,
          walletName: wallet.name,
          walletAddress: wallet.address,
          destination,
        }),
      );
      // The order stands either way; the user is told when the confirmation could not go out yet.
      return {
        ...toListItem({ ...withdrawal, walletName: wallet.name, walletAddress: wallet.address }),
        emailSent: mail === 'sent',
      };
    },

    /** Every order of a user, or of a wallet, newest first (admin detail dialogs). */
    async listForAdmin(owner: { userId: string } | { walletId: string }) {
      const exists =
        'userId' in owner
          ? await findUserById(db, owner.userId)
          : await findWalletWithOwner(db, { id: owner.walletId });
      if (!exists) throw notFound('userId' in owner ? USER_NOT_FOUND : UNKNOWN_WALLET);
      return (await listAdminOrders(db, owner)).map(toAdminWithdrawal);
    },

    /** The staff queue: one status (default: pending and approved), oldest first, by cursor. */
    async queue(query: WithdrawalQueueQuery): Promise<WithdrawalQueue> {
      const statuses = query.status ? [query.status] : OPEN_WITHDRAWAL_STATUSES;
      const after = query.cursor ? decodeCursor(query.cursor, queueKey) : undefined;
      const rows = await listQueuePage(
        db,
        statuses,
        after && { at: after[0], id: after[1] },
        query.limit + 1,
      );
      const page = toPage(rows, query.limit, (r) => [r.createdAtKey, r.withdrawal.id]);
      return {
        withdrawals: page.items.map(toAdminWithdrawal),
        counts: await countOpenOrders(db),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },

    approve: (id: string, staff: StaffActor) => move(id, 'approved', staff, {}),

    reject: (id: string, staff: StaffActor, { reason, from }: RejectWithdrawalInput) =>
      move(id, 'rejected', staff, { reason, expectedFrom: from }),

    /**
     * Completes an approved order. A payout hash is checked before anything is written: unused
     * by another order, and on chain the exact amount to the destination (payout-proof.ts).
     */
    async complete(id: string, staff: StaffActor, payoutTxHash?: `0x${string}`) {
      if (payoutTxHash) {
        const order = await findWithdrawal(db, id);
        if (!order) throw notFound(WITHDRAWAL_NOT_FOUND);
        assertCanMove(withdrawalStatus.parse(order.status), 'completed');
        if (await findOrderPaidBy(db, payoutTxHash, id)) throw conflict(PAYOUT_ALREADY_USED);
        await checkPayoutProof(chain, order, payoutTxHash);
      }
      return move(id, 'completed', staff, { payoutTxHash });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
