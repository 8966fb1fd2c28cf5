import type { AdminChainTransaction, AdminWallet, ChainBalance } from '@schemas/admin-detail';
import type { Address, ChainClient } from '../../adapters/chain';
import { checksumAddress } from '../../adapters/eth-address';
import type { Db } from '../../db/client';
import type { Transaction, Wallet } from '../../db/schema';
import { notFound } from '../../errors';
import { findUserById } from '../users/users.service';
import { USER_NOT_FOUND } from '../users/user-admin.service';
import { historyRows } from './wallet-history';
import type { TransactionRow } from './wallets.repo';
import { findWalletWithOwner, listUserWallets, listWalletTransactions } from './wallets.repo';
import { fromUnits } from '@schemas/money';

export const UNKNOWN_WALLET = 'Cartera no encontrada';
const ETH_DECIMALS = 18;

const toAdminWallet = (wallet: Wallet, owner: { id: string; name: string }): AdminWallet => ({
  id: wallet.id,
  name: wallet.name,
  address: wallet.address,
  userName: owner.name,
  userEmail: wallet.userEmail,
  userId: owner.id,
  balanceSinTokenizar: wallet.pretokenizedBalance,
});

const toAdminTransaction = (t: Transaction | TransactionRow): AdminChainTransaction => ({
  hash: t.hash,
  from: t.from,
  to: t.to ?? null,
  value: fromUnits(t.value ?? '0', ETH_DECIMALS),
  asset: t.asset === 'USDT' ? 'USDT' : 'ETH',
  tokenValue: t.tokenValue ?? null,
  timestamp: t.timestamp,
  blockNumber: t.blockNumber,
  gasUsed: t.gasUsed ?? null,
  status: t.status ?? 1,
});

/** Newest first; within a block, by hash for a stable order. */
const newestFirst = (a: AdminChainTransaction, b: AdminChainTransaction) =>
  b.timestamp - a.timestamp || b.blockNumber - a.blockNumber || a.hash.localeCompare(b.hash);

/** The wallet reads of the admin detail dialogs, and their figures on chain (read now). */
export function createWalletAdminService({ db, chain }: { db: Db; chain: ChainClient }) {
  /** Only our wallets: the panel is no general chain browser. Any case of the address works. */
  async function walletAt(address: string) {
    const row = await findWalletWithOwner(db, {
      address: checksumAddress(address.toLowerCase()) ?? address,
    });
    if (!row) throw notFound(UNKNOWN_WALLET);
    return row.wallet;
  }

  return {
    async get(walletId: string): Promise<AdminWallet> {
      const row = await findWalletWithOwner(db, { id: walletId });
      if (!row) throw notFound(UNKNOWN_WALLET);
      return toAdminWallet(row.wallet, {
        id: row.ownerId,
        name: row.ownerFullName ?? row.ownerName,
      });
    },

    async ofUser(userId: string): Promise<AdminWallet[]> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      const owned = await listUserWallets(db, user.email);
      return owned.map((w) => toAdminWallet(w, { id: user.id, name: user.fullName ?? user.name }));
    },

    async balance(address: string): Promise<ChainBalance> {
      const wallet = await walletAt(address);
      const balances = await chain.balances([wallet.address as Address]);
      const found = balances.get(wallet.address.toLowerCase())!;
      return {
        usdtBalance: found.usdt,
        ethBalance: fromUnits(found.ethWei, ETH_DECIMALS),
      };
    },

    /**
     * The wallet's whole history: what its refreshes already read from the chain (up to its
     * history block) plus what the chain holds after that block, read now. A never-refreshed
     * wallet is read from the first block. Nothing is written.
     */
    async transactions(address: string): Promise<AdminChainTransaction[]> {
      const wallet = await walletAt(address);
      const [stored, recent] = await Promise.all([
        listWalletTransactions(db, wallet.id),
        chain.history([wallet.address as Address], (wallet.historyBlock ?? -1) + 1),
      ]);
      return [
        ...stored.map(toAdminTransaction),
        ...historyRows([wallet], recent.transfers).map(toAdminTransaction),
      ].sort(newestFirst);
    },
  };
}

export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
