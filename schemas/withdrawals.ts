import { z } from 'zod';
import { decimalString } from './common';
import { WITHDRAWAL_STATUSES } from './withdrawal-status';

export {
  isOpenWithdrawal,
  OPEN_WITHDRAWAL_STATUSES,
  PENDING_WITHDRAWAL,
  PROFILE_REQUIRED,
  WITHDRAWAL_STATUS_LABELS,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from './withdrawal-status';

export const INVALID_ADDRESS = 'Dirección Inválida';

/**
 * The destination as typed: '0x' + 40 hex after trimming. The EIP-55 checksum of a mixed-case
 * address is checked on the server (it needs keccak, which the web bundle does without).
 */
export const withdrawalAddress = z
  .string(INVALID_ADDRESS)
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, INVALID_ADDRESS);

const walletId = z.uuid('La cartera seleccionada no es válida');

/** POST /api/withdrawals/destination-check: every destination rule, before the confirmation. */
export const destinationCheckInput = z.object({ walletId, withdrawalAddress });
export type DestinationCheckInput = z.infer<typeof destinationCheckInput>;

/** The destination accepted, in its checksummed form. */
export const destinationCheck = z.object({ withdrawalAddress: z.string() });
export type DestinationCheck = z.infer<typeof destinationCheck>;

/**
 * POST /api/withdrawals. The server computes the amount (the balance cut to USDT's 6 decimals);
 * `amount`, when sent, is what the screen showed: the whole balance or the cut one.
 */
export const createWithdrawalInput = z.object({
  walletId,
  withdrawalAddress,
  amount: z
    .string('El monto debe ser un número decimal positivo')
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'El monto debe ser un número decimal positivo')
    .optional(),
});
export type CreateWithdrawalInput = z.infer<typeof createWithdrawalInput>;

export const withdrawalStatus = z.enum(WITHDRAWAL_STATUSES);

/**
 * Orders that stand (open or paid out): the wallet's balance was, or is about to be, moved by
 * the workflow, so an import may no longer change it. A rejected or cancelled one never moved it.
 */
export const STANDING_WITHDRAWAL_STATUSES = withdrawalStatus.exclude([
  'rejected',
  'cancelled',
]).options;

export const withdrawalListItem = z.object({
  id: z.string(),
  walletId: z.string().nullable(),
  status: withdrawalStatus,
  createdAt: z.string(),
  amount: decimalString,
  withdrawalAddress: z.string(),
  /** Null once the wallet is gone ('Cartera Eliminada'). */
  wallet: z.object({ name: z.string().nullable(), address: z.string() }).nullable(),
  /** Why staff rejected it (shown to the user). */
  rejectionReason: z.string().nullable(),
  /** The transaction that paid it, for the explorer link. */
  payoutTxHash: z.string().nullable(),
});
export type WithdrawalListItem = z.infer<typeof withdrawalListItem>;

export const withdrawalList = z.array(withdrawalListItem);

/** The answer to a new order: false when the confirmation e-mail could not go out yet (it is retried). */
export const createdWithdrawal = withdrawalListItem.extend({ emailSent: z.boolean() });
export type CreatedWithdrawal = z.infer<typeof createdWithdrawal>;
