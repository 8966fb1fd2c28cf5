import type { ReleaseReason } from '@schemas/assignment';
import {
  PENDING_WITHDRAWAL,
  WITHDRAWAL_STATUS_LABELS,
  withdrawalStatus,
  type WithdrawalStatus,
} from '@schemas/withdrawals';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { assertMayAct } from '../assignment/assignment-guard';
import { writeAudit } from '../audit/audit.service';
import { lowerWalletBalance } from '../wallets/wallets.service';
import { PAYOUT_HASH_REQUIRED } from '@schemas/admin-withdrawals';
import { identityStatus, type IdentityStatus } from '@schemas/identity-status';
import { compareAmounts } from '@schemas/money';
import { refusedDestination, type DestinationRules } from './withdrawal-destination';
import {
  findWalletOwnerEmail,
  insertApproval,
  insertWithdrawal,
  listApprovals,
  lockIdentityFacts,
  lockWithdrawal,
  setWithdrawalAssignee,
  setWithdrawalStatus,
} from './withdrawals.repo';

/** The order locks and the reset flag, for the assignment and account modules (docs/decisions/module-surfaces.md). */
export { flagOrdersBeforeReset, lockOrdersAssignedTo, lockWithdrawal } from './withdrawals.repo';

/**
 * The one place that knows a withdrawal's statuses and moves (docs/product/withdrawals.md#statuses-and-moves): an order starts
 * pending; pending → approved → completed; pending or approved → rejected; pending → cancelled
 * by its creditor. Every write of a status goes through here, inside the caller's transaction,
 * with its audit entry.
 */
/** A status a move can lead to: every order starts pending and never goes back to it. */
type WithdrawalMoveTarget = Exclude<WithdrawalStatus, 'pending'>;

const MOVES: Record<WithdrawalStatus, readonly WithdrawalMoveTarget[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['completed', 'rejected'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** Moves only staff make, and the one only the order's creditor makes. */
const CREDITOR_MOVES: readonly WithdrawalStatus[] = ['cancelled'];

/** What the creditor reads when their cancel comes too late (docs/product/withdrawals.md#cancelling-an-order). */
const CANNOT_CANCEL: Partial<Record<WithdrawalStatus, string>> = {
  approved:
    'Este retiro ya fue aprobado y no puede cancelarse. Si necesitas detenerlo, comunícate con soporte de inmediato.',
  completed: 'Este retiro ya fue completado: los fondos se enviaron y no puede cancelarse.',
  rejected: 'Este retiro fue rechazado: no hay nada que cancelar.',
  cancelled: 'Este retiro ya está cancelado.',
};

export const WITHDRAWAL_NOT_FOUND = 'Retiro no encontrado';

export const VERIFY_IDENTITY_FIRST = 'Verifica primero la identidad del titular';

/** A completion without proof (the API's schema says the same). */
export const PAYOUT_REQUIRED = PAYOUT_HASH_REQUIRED;

export const PAYOUT_ALREADY_USED =
  'Esta transacción ya se registró como pago de otro retiro: una transacción paga un solo retiro.';

const label = (status: WithdrawalStatus) => WITHDRAWAL_STATUS_LABELS[status];

export const INITIAL_WITHDRAWAL_STATUS = 'pending' satisfies WithdrawalStatus;

export const allowedMoves = (from: WithdrawalStatus) => MOVES[from];

/** The moves staff may make from `from`: what the admin answers send (`allowedMoves`). */
export const staffMoves = (from: WithdrawalStatus) =>
  MOVES[from].filter(
    (to): to is Exclude<WithdrawalMoveTarget, 'cancelled'> => !CREDITOR_MOVES.includes(to),
  );

export const canMove = (from: WithdrawalStatus, to: WithdrawalStatus): to is WithdrawalMoveTarget =>
  (MOVES[from] as readonly WithdrawalStatus[]).includes(to);

/** The refusal of a move the workflow does not allow (409, in the words staff read). */
export function assertCanMove(
  from: WithdrawalStatus,
  to: WithdrawalStatus,
): asserts to is WithdrawalMoveTarget {
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
  /** 'admin:<username>', or 'user:<id>' for the creditor cancelling their own order. */
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
  /** Approving: where withdrawals may not go (the destination is checked again). */
  destinationRules?: DestinationRules;
  /** Approving: orders of at least this many USDT need two approvals (PAYOUT_DUAL_APPROVAL_USDT). */
  dualApprovalUsdt?: string;
}

/** How many staff approvals an order needs (docs/product/payout-safety.md#dual-approval). */
export const requiredApprovals = (amount: string, dualApprovalUsdt: string) =>
  compareAmounts(amount, dualApprovalUsdt) >= 0 ? 2 : 1;

export const ALREADY_APPROVED_BY_YOU =
  'Ya aprobaste este retiro: la segunda aprobación debe darla otra persona del personal.';

/**
 * Records this staff member's approval of a pending order (the order's row is locked, so
 * approvals are counted one at a time); answers how many it now has and how many it needs.
 */
async function recordApproval(
  tx: DbOrTx,
  withdrawal: { id: string; amount: string },
  by: string,
  at: Date,
  dualApprovalUsdt: string | undefined,
) {
  if (dualApprovalUsdt === undefined) throw new Error('approving needs the dual-approval amount');
  const earlier = await listApprovals(tx, [withdrawal.id]);
  if (earlier.some((approval) => approval.by === by)) throw conflict(ALREADY_APPROVED_BY_YOU);
  await insertApproval(tx, withdrawal.id, by, at);
  return {
    given: earlier.length + 1,
    required: requiredApprovals(withdrawal.amount, dualApprovalUsdt),
  };
}

/** The username of an 'admin:<username>' actor, as the order keeps who moved it. */
const username = (actor: string) => actor.replace(/^admin:/, '');

/**
 * A creditor's move (cancelling) is theirs alone and only from pending; staff never make it and
 * the creditor makes no other. Another creditor's order is not found.
 */
function assertMover(move: WithdrawalMove, withdrawal: { userId: string }, from: WithdrawalStatus) {
  const byCreditor = move.actor === `user:${withdrawal.userId}`;
  if (move.actor.startsWith('user:') && !byCreditor) throw notFound(WITHDRAWAL_NOT_FOUND);
  if (byCreditor !== CREDITOR_MOVES.includes(move.to)) {
    throw new Error(`${move.actor} may not move a withdrawal to ${move.to}`);
  }
  if (byCreditor && !canMove(from, move.to)) {
    throw conflict(CANNOT_CANCEL[from] ?? `Un retiro ${label(from)} no puede cancelarse`);
  }
}

const IDENTITY_REFUSAL: Record<Exclude<IdentityStatus, 'verified'>, string> = {
  unverified: `${VERIFY_IDENTITY_FIRST}: compara su identificación con su perfil y verifícala en su detalle.`,
  incomplete: `${VERIFY_IDENTITY_FIRST}: su perfil está incompleto (nombre, teléfono o fotos de la identificación).`,
};

/**
 * What approving needs (docs/product/withdrawals.md#identity-before-money): the creditor's
 * identity verified by staff, and a destination that is still allowed. The user row is
 * share-locked, so a verification taken away meanwhile waits for this transaction or wins.
 */
async function approvalIdentity(
  tx: DbOrTx,
  locked: NonNullable<Awaited<ReturnType<typeof lockWithdrawal>>>,
  rules: DestinationRules | undefined,
): Promise<IdentityStatus> {
  if (!rules) throw new Error('approving needs the destination rules');
  const { withdrawal } = locked;
  const facts = await lockIdentityFacts(tx, withdrawal.userId);
  const identity = facts ? identityStatus(facts) : 'incomplete';
  if (identity !== 'verified') throw conflict(IDENTITY_REFUSAL[identity]);
  const owner = await findWalletOwnerEmail(tx, withdrawal.withdrawalAddress);
  const refused = refusedDestination(withdrawal.withdrawalAddress, rules, {
    sourceWallet: locked.walletAddress ?? '',
    walletOf:
      owner === undefined ? undefined : owner === locked.userEmail ? 'creditor' : 'someone-else',
  });
  if (refused) {
    throw conflict(`${refused.replace(/\.$/, '')}. Este retiro no puede aprobarse: recházalo.`);
  }
  return identity;
}

export type MovedWithdrawal = Awaited<ReturnType<typeof moveWithdrawal>>;

/**
 * Applies one move. Approving needs a verified identity; completing needs the payout's hash
 * (checked on chain by the caller), lowers the wallet's pretokenized balance by the amount and
 * refreshes the owner's derived totals, in the same transaction.
 */
export async function moveWithdrawal(tx: DbOrTx, move: WithdrawalMove) {
  const locked = await lockWithdrawal(tx, move.withdrawalId);
  if (!locked) throw notFound(WITHDRAWAL_NOT_FOUND);
  const { withdrawal } = locked;
  const from = withdrawalStatus.parse(withdrawal.status);
  assertMover(move, withdrawal, from);
  // The one assignment guard (docs/decisions/assignment.md); creditors pass it.
  await assertMayAct(tx, { kind: 'withdrawal', assigneeId: withdrawal.assigneeId }, move.actor);
  if (move.expectedFrom && move.expectedFrom !== from) {
    throw conflict(`Este retiro cambió mientras tanto: ahora está ${label(from)}.`);
  }
  assertCanMove(from, move.to);
  if (move.to === 'rejected' && !move.reason?.trim()) {
    throw badRequest('Escribe el motivo del rechazo');
  }
  if (move.to === 'completed' && !move.payoutTxHash) throw badRequest(PAYOUT_REQUIRED);
  const identityAtApproval =
    move.to === 'approved' ? await approvalIdentity(tx, locked, move.destinationRules) : undefined;
  const by = move.to === 'cancelled' ? locked.userEmail : username(move.actor);
  if (move.to === 'approved') {
    const approvals = await recordApproval(tx, withdrawal, by, move.at, move.dualApprovalUsdt);
    if (approvals.given < approvals.required) {
      // Not yet: the order stays pending, and this approval is its own audit entry.
      await writeAudit(
        tx,
        {
          actor: move.actor,
          action: 'withdrawal.approval_given',
          target: `withdrawal:${withdrawal.id}`,
          userId: withdrawal.userId,
          ip: move.ip,
          details: {
            walletId: withdrawal.walletId,
            amount: withdrawal.amount,
            withdrawalAddress: withdrawal.withdrawalAddress,
            identity: identityAtApproval,
            ...approvals,
          },
        },
        move.at,
      );
      return { ...locked, statusChanged: false };
    }
  }
  if (move.to === 'completed') {
    if (!withdrawal.walletId) {
      throw conflict('La cartera de este retiro ya no existe; solo puede rechazarse');
    }
    const wallet = await lowerWalletBalance(tx, withdrawal.walletId, withdrawal.amount);
    if (!wallet) throw conflict('El saldo de la cartera es menor que el monto del retiro');
  }
  const outcome = {
    rejectionReason: move.to === 'rejected' ? move.reason : undefined,
    payoutTxHash: move.to === 'completed' ? move.payoutTxHash : undefined,
  };
  const change = { status: move.to, at: move.at, by, identityAtApproval };
  if (!(await setWithdrawalStatus(tx, withdrawal.id, { ...change, ...outcome }))) {
    throw conflict(PAYOUT_ALREADY_USED);
  }
  await writeAudit(
    tx,
    {
      actor: move.actor,
      action: `withdrawal.${move.to}` as const,
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
        ...(identityAtApproval ? { identity: identityAtApproval } : {}),
      },
    },
    move.at,
  );
  return {
    ...locked,
    statusChanged: true,
    withdrawal: {
      ...withdrawal,
      status: move.to,
      updatedAt: move.at,
      rejectionReason: outcome.rejectionReason ?? withdrawal.rejectionReason,
      payoutTxHash: outcome.payoutTxHash ?? withdrawal.payoutTxHash,
    },
  };
}

/** An order's new assignee, as the assignment service decided it (docs/product/staff-at-scale.md#assignment). */
export interface OrderAssignment {
  /** Null releases the order. */
  assignee: { id: string; name: string } | null;
  previous: { id: string; name: string } | null;
  /** Why the system released it: its assignee was disabled or became a reader. */
  reason?: ReleaseReason;
}

/** Writes the order's assignee with its audit entry; the order is locked by the caller. */
export async function assignWithdrawal(
  tx: DbOrTx,
  withdrawal: { id: string; userId: string },
  change: OrderAssignment,
  acting: { actor: string; ip?: string; at: Date },
) {
  await setWithdrawalAssignee(tx, withdrawal.id, change.assignee?.id ?? null);
  const whom = change.assignee ?? change.previous;
  await writeAudit(
    tx,
    {
      actor: acting.actor,
      action: change.assignee ? 'withdrawal.assigned' : 'withdrawal.unassigned',
      target: `withdrawal:${withdrawal.id}`,
      userId: withdrawal.userId,
      ip: acting.ip,
      details: {
        assigneeId: whom?.id ?? null,
        assignee: whom?.name ?? null,
        ...(change.assignee && change.previous ? { previous: change.previous.name } : {}),
        ...(change.reason ? { reason: change.reason } : {}),
      },
    },
    acting.at,
  );
}
