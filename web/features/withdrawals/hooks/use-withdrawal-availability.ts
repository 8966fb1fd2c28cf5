import type { WalletView } from '@schemas/wallets';
import { isPositiveAmount, orderableUsdt } from '@schemas/money';
import { isOpenWithdrawal } from '@schemas/withdrawal-status';
import type { WithdrawalListItem } from '@schemas/withdrawals';
import { useWithdrawals } from '../api/withdrawals';
import { usePayoutFreeze } from './use-payout-freeze';

/**
 * Whether a wallet's balance can be withdrawn, the one rule of every withdrawal screen
 * (docs/product/withdrawals.md#availability-of-a-wallet): 'empty' when its balance cuts to
 * 0.000000, 'open' while an order of it is pending or approved, 'profile-incomplete' while the
 * creditor's profile lacks something, 'frozen' while a password reset's payout freeze lasts
 * (docs/product/payout-safety.md#payout-freeze), 'checking' while either loads. If the orders or the
 * profile cannot be read the wallet counts as 'available': the server refuses anyway, and says
 * why.
 */
export type WithdrawalAvailability =
  'checking' | 'available' | 'open' | 'empty' | 'frozen' | 'profile-incomplete';

/** Where the creditor's profile stands, as the page read it (the profile is another feature's). */
export type ProfileReadiness = 'checking' | 'complete' | 'incomplete';

export const openOrderOf = (orders: WithdrawalListItem[] | undefined, walletId: string) =>
  orders?.find((w) => w.walletId === walletId && isOpenWithdrawal(w.status));

export function useWithdrawalAvailability(
  wallet: WalletView,
  profile: ProfileReadiness,
): WithdrawalAvailability {
  const withdrawals = useWithdrawals();
  const frozenUntil = usePayoutFreeze();
  if (!isPositiveAmount(orderableUsdt(wallet.pretokenizedBalance))) return 'empty';
  if (openOrderOf(withdrawals.data, wallet.id)) return 'open';
  if (frozenUntil) return 'frozen';
  if (profile === 'incomplete') return 'profile-incomplete';
  if (withdrawals.isPending || profile === 'checking') return 'checking';
  return 'available';
}

/** Only these leave nothing to do on a withdrawal step but say why. */
export const isUnavailable = (availability: WithdrawalAvailability) =>
  availability === 'open' ||
  availability === 'empty' ||
  availability === 'frozen' ||
  availability === 'profile-incomplete';
