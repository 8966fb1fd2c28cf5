/** Withdrawal statuses without zod, for screens that only show them (withdrawals.ts re-exports). */

/** The one list of withdrawal statuses: the zod enum, the database CHECK and its indexes. */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** An order staff may still pay out: while one is open, the wallet's balance is not available. */
export const OPEN_WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
] as const satisfies WithdrawalStatus[];
export const isOpenWithdrawal = (status: string) =>
  (OPEN_WITHDRAWAL_STATUSES as readonly string[]).includes(status);

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  completed: 'Completado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
};

/** Why a wallet with an open order cannot be withdrawn. */
export const PENDING_WITHDRAWAL =
  'Esta cartera no tiene saldo suficiente disponible debido a un retiro pendiente';

/** Why an order cannot be placed yet (docs/product/withdrawals.md#identity-before-money). */
export const PROFILE_REQUIRED = 'Completa tu perfil para poder retirar';
