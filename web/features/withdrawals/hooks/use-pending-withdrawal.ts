import { useWithdrawals } from '../api/withdrawals';

/** Whether the wallet has an order still 'pending' (its balance is then not available). */
export function usePendingWithdrawal(walletId: string) {
  const withdrawals = useWithdrawals();
  return {
    hasPending: withdrawals.data?.some((w) => w.walletId === walletId && w.status === 'pending'),
    isChecking: withdrawals.isPending,
  };
}
