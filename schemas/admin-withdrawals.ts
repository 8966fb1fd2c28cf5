import { z } from 'zod';
import { assigneeRef } from './assignment';
import { decimalString, multiLineText } from './common';
import { IDENTITY_STATUSES } from './identity-status';
import { pageInfo } from './paging';
import { OPEN_WITHDRAWAL_STATUSES, withdrawalStatus } from './withdrawals';

/** An order as staff see it: who, from which wallet (walletAddress), where to, and its outcome. */
export const RISK_SIGNAL_KINDS = [
  'recent-reset',
  'new-device',
  'new-destination',
  'shared-destination',
  'flagged-before-reset',
] as const;
export type RiskSignalKind = (typeof RISK_SIGNAL_KINDS)[number];

export const adminWithdrawal = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string().nullable(),
  /** Null once the wallet is gone. */
  walletId: z.string().nullable(),
  walletName: z.string().nullable(),
  walletAddress: z.string().nullable(),
  withdrawalAddress: z.string(),
  amount: decimalString,
  status: withdrawalStatus,
  /**
   * The moves staff may make on the order now (docs/product/withdrawals.md#statuses-and-moves), from
   * the server's one table of moves: the panel offers these and no others.
   */
  allowedMoves: z.array(z.enum(['approved', 'completed', 'rejected'])),
  createdAt: z.string(),
  updatedAt: z.string(),
  rejectionReason: z.string().nullable(),
  payoutTxHash: z.string().nullable(),
  /** Where the creditor's identity stands now. */
  identity: z.enum(IDENTITY_STATUSES),
  /** Who (staff username) made each move, and when. */
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
  completedAt: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  /** The creditor (their e-mail) who cancelled their pending order, and when. */
  cancelledBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why the destination may not receive (an order placed before a rule existed), or null. */
  destinationProblem: z.string().nullable(),
  /** Staff approvals given so far, oldest first (docs/product/payout-safety.md#dual-approval). */
  approvals: z.array(z.object({ by: z.string(), at: z.string() })),
  /** 2 at or above PAYOUT_DUAL_APPROVAL_USDT, else 1. */
  requiredApprovals: z.number().int(),
  /** What should make staff look twice (docs/product/payout-safety.md#risk-signals-for-staff). */
  /** Who the order is assigned to (docs/product/staff-at-scale.md#assignment). */
  assignee: assigneeRef,
  signals: z.array(
    z.object({
      kind: z.enum(RISK_SIGNAL_KINDS),
      text: z.string(),
      /** shared-destination: the other creditors who ordered to it. */
      users: z
        .array(z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }))
        .optional(),
    }),
  ),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const adminWithdrawalList = z.array(adminWithdrawal);

/** GET /api/admin/withdrawals: filters of admin-list-filters.ts, oldest first unless asked. */
export { withdrawalQueueQuery, type WithdrawalQueueQuery } from './admin-list-filters';

export const withdrawalQueue = z.object({
  withdrawals: adminWithdrawalList,
  /** How many orders wait in each open status, whatever the page. */
  counts: z.object({ pending: z.number().int(), approved: z.number().int() }),
  ...pageInfo,
});
export type WithdrawalQueue = z.infer<typeof withdrawalQueue>;

export const withdrawalIdParam = z.object({ id: z.uuid('Identificador de retiro inválido') });

export const PAYOUT_HASH_INVALID =
  'Hash de transacción inválido: 0x seguido de 64 caracteres hexadecimales';
export const PAYOUT_HASH_REQUIRED = 'Pega el hash de la transacción con la que pagaste este retiro';

/** POST /api/admin/withdrawals/:id/complete: the payout's hash, always, checked on chain. */
export const completeWithdrawalInput = z.object({
  payoutTxHash: z
    .string(PAYOUT_HASH_REQUIRED)
    .trim()
    .min(1, PAYOUT_HASH_REQUIRED)
    .regex(/^0x[0-9a-fA-F]{64}$/, PAYOUT_HASH_INVALID)
    .transform((hash) => hash.toLowerCase() as `0x${string}`),
});
export type CompleteWithdrawalInput = z.input<typeof completeWithdrawalInput>;

export const REJECTION_REASON_MAX = 500;

/**
 * POST /api/admin/withdrawals/:id/reject: the user reads the reason. `from` is the status the
 * staff member saw (an order can be rejected from two), so a reject never lands on top of an
 * approval made meanwhile.
 */
export const rejectWithdrawalInput = z.object({
  from: z.enum(OPEN_WITHDRAWAL_STATUSES, 'Estado de retiro desconocido').optional(),
  reason: multiLineText({
    max: REJECTION_REASON_MAX,
    maxMessage: `El motivo no puede pasar de ${REJECTION_REASON_MAX} caracteres`,
    required: 'Escribe el motivo del rechazo',
  }).min(1, 'Escribe el motivo del rechazo'),
});
export type RejectWithdrawalInput = z.infer<typeof rejectWithdrawalInput>;
