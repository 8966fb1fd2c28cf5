import { z } from 'zod';
import { decimalString } from './common';

/** A wallet of the dashboard (docs/product/wallets-and-chain.md#the-two-balances): balances are decimal strings in USDT. */
export const walletView = z.object({
  id: z.string(),
  address: z.string(),
  name: z.string().nullable(),
  pretokenizedBalance: decimalString,
  /** USDT on chain at the last refresh; null until the wallet is first refreshed. */
  tokenizedBalance: decimalString.nullable(),
  /** ISO 8601. */
  lastSyncAt: z.string().nullable(),
});
export type WalletView = z.infer<typeof walletView>;

export const walletList = z.array(walletView);

export const refreshAllResult = z.object({
  /** Wallets read from the chain now. */
  refreshed: z.number().int(),
  /** Wallets left alone because they were refreshed less than 10 s ago. */
  skipped: z.number().int(),
  wallets: walletList,
});
export type RefreshAllResult = z.infer<typeof refreshAllResult>;

/** One entry of a wallet's on-chain history (GET /api/wallets/:id/transactions). */
export const transactionView = z.object({
  id: z.string(),
  hash: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  /** ETH moved, in wei (decimal string, 18 decimals). */
  value: z.string(),
  asset: z.enum(['ETH', 'USDT']),
  /** USDT moved (decimal string); null for ETH and for token calls of unknown amount. */
  tokenValue: decimalString.nullable(),
  blockNumber: z.number().int(),
  /** Unix seconds. */
  timestamp: z.number().int(),
  gasUsed: z.string().nullable(),
  gasPrice: z.string().nullable(),
  /** 1 = success ('Exitoso'), 0 = failed ('Fallido'). */
  status: z.number().int(),
});
export type TransactionView = z.infer<typeof transactionView>;

export const transactionList = z.array(transactionView);
