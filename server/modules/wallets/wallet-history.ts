import type { ChainTransfer } from '../../adapters/chain';
import type { Wallet } from '../../db/schema';
import type { TransactionRow } from './wallets.repo';

/**
 * The history rows each wallet gets from a batch of chain transfers: a transfer between two
 * of our wallets belongs to both. A wallet keeps one row per hash; when one transaction moves
 * several amounts for it, the first with a known USDT amount is kept.
 */
export function historyRows(wallets: readonly Wallet[], transfers: readonly ChainTransfer[]) {
  const byAddress = new Map(wallets.map((w) => [w.address.toLowerCase(), w]));
  const rows = new Map<string, TransactionRow>();
  for (const transfer of transfers) {
    const owners = new Set(
      [transfer.from, transfer.to].flatMap((a) => (a ? [byAddress.get(a.toLowerCase())] : [])),
    );
    for (const wallet of owners) {
      if (!wallet) continue;
      const key = `${wallet.id}:${transfer.hash}`;
      const kept = rows.get(key);
      if (kept && (kept.tokenValue !== null || transfer.tokenValue === null)) continue;
      rows.set(key, { walletId: wallet.id, ...transfer });
    }
  }
  return [...rows.values()];
}
