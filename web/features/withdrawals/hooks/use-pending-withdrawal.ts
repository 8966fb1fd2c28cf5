import { isOpenWithdrawal } from '@schemas/withdrawal-status';
import { useWithdrawals } from '../api/withdrawals';

/** Whether the wallet has an open order, pending or approved (its balance is then not available). */
export function usePendingWithdrawal(walletId: string) {
  const withdrawals = useWithdrawals();
  return {
    hasPending: withdrawals.data?.some(
      (w) => w.walletId === walletId && isOpenWithdrawal(w.status),
    ),
    isChecking: withdrawals.isPending,
  };
}
