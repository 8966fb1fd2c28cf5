import type { WalletView } from '@schemas/wallets';
import { isPositiveAmount } from '@schemas/usdt-amount';
import { isOpenWithdrawal } from '@schemas/withdrawal-status';
import { useWithdrawals } from '../api/withdrawals';

/**
 * Whether a wallet's balance can be withdrawn, the one rule of every withdrawal screen:
 * 'empty' without funds, 'pending' while an order of it is open (SPEC §4: its balance is then
 * unavailable), 'checking' while the orders load. If they cannot be read the wallet counts as
 * 'available': the server refuses a second order anyway, and says why.
 */
export type WithdrawalAvailability = 'checking' | 'available' | 'pending' | 'empty';

export function useWithdrawalAvailability(wallet: WalletView): WithdrawalAvailability {
  const withdrawals = useWithdrawals();
  if (!isPositiveAmount(wallet.pretokenizedBalance)) return 'empty';
  if (withdrawals.isPending) return 'checking';
  const open = withdrawals.data?.some(
    (w) => w.walletId === wallet.id && isOpenWithdrawal(w.status),
  );
  return open ? 'pending' : 'available';
}
