import { z } from 'zod';
import { decimalString } from './common';
import { pageInfo } from './paging';

/** A wallet as the Carteras list shows it (docs/product/admin-panel.md#wallets-tab; on-chain balances load in the detail). */
export const adminWallet = z.object({
  id: z.string(),
  name: z.string().nullable(),
  address: z.string(),
  /** The owner's full name, else their sign-in name. */
  userName: z.string(),
  userEmail: z.string(),
  /** The owner's id: the wallet detail's owner opens the user detail. */
  userId: z.string(),
  /** The pretokenized balance: what the service owes on this wallet. */
  balanceSinTokenizar: decimalString,
});
export type AdminWallet = z.infer<typeof adminWallet>;

/** GET /api/admin/wallets. */
export const adminWalletPage = z.object({ wallets: z.array(adminWallet), ...pageInfo });
export type AdminWalletPage = z.infer<typeof adminWalletPage>;
