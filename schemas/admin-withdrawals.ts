import { z } from 'zod';
import { decimalString, multiLineText } from './common';
import { pageInfo, pageQuery } from './paging';
import { OPEN_WITHDRAWAL_STATUSES, withdrawalStatus } from './withdrawals';

/** An order as staff see it: who, from which wallet (walletAddress), where to, and its outcome. */
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
  createdAt: z.string(),
  updatedAt: z.string(),
  rejectionReason: z.string().nullable(),
  payoutTxHash: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const adminWithdrawalList = z.array(adminWithdrawal);

/** GET /api/admin/withdrawals: one status (default: the open ones), oldest first. */
export const withdrawalQueueQuery = pageQuery.pick({ limit: true, cursor: true }).extend({
  status: z.enum(withdrawalStatus.options, 'Estado de retiro desconocido').optional(),
});
export type WithdrawalQueueQuery = z.infer<typeof withdrawalQueueQuery>;

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

/** POST /api/admin/withdrawals/:id/complete; the hash, when given, is checked on chain. */
export const completeWithdrawalInput = z.object({
  payoutTxHash: z
    .string(PAYOUT_HASH_INVALID)
    .trim()
    .transform((hash) => hash || undefined)
    .pipe(
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, PAYOUT_HASH_INVALID)
        .transform((hash) => hash.toLowerCase() as `0x${string}`)
        .optional(),
    )
    .optional(),
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
