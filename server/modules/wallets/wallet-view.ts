import type { TransactionView, WalletView } from '@schemas/wallets';
import type { Transaction } from '../../db/schema';
import type { WalletListItem } from './wallets.repo';

export const toWalletView = (w: WalletListItem): WalletView => ({
  id: w.id,
  address: w.address,
  name: w.name,
  pretokenizedBalance: w.pretokenizedBalance,
  tokenizedBalance: w.tokenizedBalance,
  lastSyncAt: w.lastSyncAt?.toISOString() ?? null,
});

export const toTransactionView = (t: Transaction): TransactionView => ({
  id: t.id,
  hash: t.hash,
  from: t.from,
  to: t.to,
  value: t.value,
  asset: t.asset === 'USDT' ? 'USDT' : 'ETH',
  tokenValue: t.tokenValue,
  blockNumber: t.blockNumber,
  timestamp: t.timestamp,
  gasUsed: t.gasUsed,
  gasPrice: t.gasPrice,
  status: t.status,
});
