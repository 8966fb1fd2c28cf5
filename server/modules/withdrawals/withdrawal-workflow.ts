import {
  PENDING_WITHDRAWAL,
  WITHDRAWAL_STATUS_LABELS,
  withdrawalStatus,
  type WithdrawalStatus,
} from '@schemas/withdrawals';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.repo';
import { refreshUserTotals } from '../users/user-totals.repo';
import {
  insertWithdrawal,
  lockWithdrawal,
  lowerWalletBalance,
  setWithdrawalStatus,
} from './withdrawals.repo';

/**
 * The one place that knows a withdrawal's statuses and moves (PRODUCT.md): an order starts
 * pending; pending → approved → completed; pending or approved → rejected. Every write of a
 * status goes through here, inside the caller's transaction, with its audit entry.
 */
const MOVES: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export const WITHDRAWAL_NOT_FOUND = 'Retiro no encontrado';

export const PAYOUT_ALREADY_USED =
  'Esta transacción ya se registró como pago de otro retiro: una transacción paga un solo retiro.';

const label = (status: WithdrawalStatus) => WITHDRAWAL_STATUS_LABELS[status];

export const INITIAL_WITHDRAWAL_STATUS: WithdrawalStatus = 'pending';

export const allowedMoves = (from: WithdrawalStatus) => MOVES[from];

export const canMove = (from: WithdrawalStatus, to: WithdrawalStatus) => MOVES[from].includes(to);

/** The refusal of a move the workflow does not allow (409, in the words staff read). */
export function assertCanMove(from: WithdrawalStatus, to: WithdrawalStatus) {
  if (!canMove(from, to)) {
    throw conflict(`Un retiro ${label(from)} no puede pasar a ${label(to)}`);
  }
}

export interface WithdrawalOrder {
  userId: string;
  walletId: string;
  withdrawalAddress: string;
  amount: string;
  /** Who asked, for the audit log: 'user:<id>'. */
  actor: string;
  at: Date;
}

/** Writes a new pending order; a second pending order for the wallet is refused by the database. */
export async function openWithdrawal(tx: DbOrTx, order: WithdrawalOrder) {
  const { actor, ...values } = order;
  const created = await insertWithdrawal(tx, { ...values, status: INITIAL_WITHDRAWAL_STATUS });
  if (!created) throw conflict(PENDING_WITHDRAWAL);
  await writeAudit(
    tx,
    {
      actor,
      action: 'withdrawal.created',
      target: `withdrawal:${created.id}`,
      userId: order.userId,
      details: {
        walletId: order.walletId,
        amount: order.amount,
        withdrawalAddress: order.withdrawalAddress,
        status: created.status,
      },
    },
    order.at,
  );
  return created;
}

export interface WithdrawalMove {
  withdrawalId: string;
  to: WithdrawalStatus;
  /** 'admin:<username>' or 'system'. */
  actor: string;
  /** Client address of the staff member's request, for the audit log. */
  ip?: string;
  at: Date;
  /** Required to reject: the user reads it. */
  reason?: string;
  /** Completing: the transaction that paid the order, already checked on chain by the caller. */
  payoutTxHash?: string;
  /**
   * The status the staff member saw. A reject is allowed from pending and from approved, so
   * without it an approve and a reject sent together would both apply, one after the other.
   */
  expectedFrom?: WithdrawalStatus;
}

/**
 * Applies one move. Completing lowers the wallet's pretokenized balance by the amount and
 * refreshes the owner's derived totals, in the same transaction.
 */
export async function moveWithdrawal(tx: DbOrTx, move: WithdrawalMove) {
  const locked = await lockWithdrawal(tx, move.withdrawalId);
  if (!locked) throw notFound(WITHDRAWAL_NOT_FOUND);
  const { withdrawal } = locked;
  const from = withdrawalStatus.parse(withdrawal.status);
  if (move.expectedFrom && move.expectedFrom !== from) {
    throw conflict(`Este retiro cambió mientras tanto: ahora está ${label(from)}.`);
  }
  assertCanMove(from, move.to);
  if (move.to === 'rejected' && !move.reason?.trim()) {
    throw badRequest('Escribe el motivo del rechazo');
  }
  if (move.to === 'completed') {
    if (!withdrawal.walletId) {
      throw conflict('La cartera de este retiro ya no existe; solo puede rechazarse');
    }
    const wallet = await lowerWalletBalance(tx, withdrawal.walletId, withdrawal.amount);
    if (!wallet) throw conflict('El saldo de la cartera es menor que el monto del retiro');
    await refreshUserTotals(tx, wallet.userEmail);
  }
  const outcome = {
    rejectionReason: move.to === 'rejected' ? move.reason : undefined,
    payoutTxHash: move.to === 'completed' ? move.payoutTxHash : undefined,
  };
  if (
    !(await setWithdrawalStatus(tx, withdrawal.id, { status: move.to, at: move.at, ...outcome }))
  ) {
    throw conflict(PAYOUT_ALREADY_USED);
  }
  await writeAudit(
    tx,
    {
      actor: move.actor,
      action: `withdrawal.${move.to}`,
      target: `withdrawal:${withdrawal.id}`,
      userId: withdrawal.userId,
      ip: move.ip,
      details: {
        from,
        to: move.to,
        walletId: withdrawal.walletId,
        amount: withdrawal.amount,
        withdrawalAddress: withdrawal.withdrawalAddress,
        ...(outcome.rejectionReason ? { reason: outcome.rejectionReason } : {}),
        ...(outcome.payoutTxHash ? { payoutTxHash: outcome.payoutTxHash } : {}),
      },
    },
    move.at,
  );
  return {
    ...locked,
    withdrawal: {
      ...withdrawal,
      status: move.to,
      updatedAt: move.at,
      rejectionReason: outcome.rejectionReason ?? withdrawal.rejectionReason,
      payoutTxHash: outcome.payoutTxHash ?? withdrawal.payoutTxHash,
    },
  };
}
