import {
  INVALID_ADDRESS,
  PENDING_WITHDRAWAL,
  withdrawalStatus,
  type CreateWithdrawalInput,
  type CreatedWithdrawal,
  type WithdrawalListItem,
  type WithdrawalStatus,
} from '@schemas/withdrawals';
import type { Clock } from '../../adapters/clock';
import { checksumAddress } from '../../adapters/eth-address';
import type { Db } from '../../db/client';
import type { Withdrawal } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { MailOutbox } from '../mail/outbox.service';
import { formatUsdt, isPositiveAmount, sameAmount } from '@schemas/usdt-amount';
import { unspendableDestination } from './withdrawal-destination';
import { moveWithdrawal, openWithdrawal } from './withdrawal-workflow';
import { withdrawalRegisteredMail, withdrawalStatusMail } from './withdrawal-mail';
import {
  findOwnWalletForWithdrawal,
  hasOpenWithdrawal,
  listUserWithdrawals,
} from './withdrawals.repo';

export const WALLET_NOT_FOUND = 'La cartera solicitada no existe o no tienes acceso a ella.';

type ItemRow = Pick<
  Withdrawal,
  'id' | 'walletId' | 'status' | 'createdAt' | 'amount' | 'withdrawalAddress'
> & { walletName: string | null; walletAddress: string | null };

const toListItem = (row: ItemRow): WithdrawalListItem => ({
  id: row.id,
  walletId: row.walletId,
  status: withdrawalStatus.parse(row.status),
  createdAt: row.createdAt.toISOString(),
  amount: row.amount,
  withdrawalAddress: row.withdrawalAddress,
  wallet: row.walletAddress === null ? null : { name: row.walletName, address: row.walletAddress },
});

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
}: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  /** The USDT contract's address: never a withdrawal destination. */
  usdtContract: string;
}) {
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

    /** For the admin panel: one workflow move, then the e-mail telling the user. */
    async changeStatus(withdrawalId: string, to: WithdrawalStatus, actor: string, reason?: string) {
      const moved = await db.transaction((tx) =>
        moveWithdrawal(tx, { withdrawalId, to, actor, at: clock.now(), reason }),
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
        ),
      );
      return moved.withdrawal;
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
