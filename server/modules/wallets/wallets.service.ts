import type { Address, ChainClient } from '../../adapters/chain';
import type { Clock } from '../../adapters/clock';
import { sha256 } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import type { Wallet } from '../../db/schema';
import { notFound, tooManyRequests, unauthorized } from '../../errors';
import { historyRows } from './wallet-history';
import {
  claimWalletRefresh,
  findUserWallet,
  findWalletsByAddress,
  listUserWallets,
  listWalletsForSession,
  listWalletTransactions,
  markWalletsSynced,
  releaseWalletRefresh,
  upsertTransactions,
} from './wallets.repo';

/**
 * For the other modules (docs/decisions/module-surfaces.md): a wallet with its owner, and every
 * write of a balance owed or of the wallet set, each keeping its owner's totals.
 */
export {
  findWalletWithOwner,
  insertWallet,
  lowerWalletBalance,
  upsertWallets,
  writeWalletsFrom,
  zeroWalletBalancesOf,
  type WalletRecord,
} from './wallets.repo';

export const REFRESH_COOLDOWN_MS = 10_000;
const WALLET_NOT_FOUND = 'La cartera solicitada no existe o no tienes acceso a ella.';
const COOLING_DOWN =
  'Esta cartera se actualizó hace menos de 10 segundos. Espera un momento para volver a actualizarla.';
const ALL_COOLING_DOWN =
  'Tus carteras se actualizaron hace menos de 10 segundos. Espera un momento para volver a actualizarlas.';

export function createWalletsService({
  db,
  clock,
  chain,
  sessionIdleMs,
}: {
  db: Db;
  clock: Clock;
  chain: ChainClient;
  /** A creditor's session ends after this long unused (docs/product/sign-in-and-sessions.md). */
  sessionIdleMs: number;
}) {
  const cooldownLeftMs = (wallet: Wallet, now: Date) =>
    wallet.refreshClaimedAt
      ? wallet.refreshClaimedAt.getTime() + REFRESH_COOLDOWN_MS - now.getTime()
      : 0;

  async function ownWallet(email: string, id: string) {
    const wallet = await findUserWallet(db, email, id);
    if (!wallet) throw notFound(WALLET_NOT_FOUND);
    return wallet;
  }

  /**
   * Reads balances and new history of the wallets from the chain (which may fail: then nothing
   * is written), and stores both in one transaction.
   */
  async function sync(wallets: readonly Wallet[], fromGenesis = false) {
    if (wallets.length === 0) return;
    const fromBlock = fromGenesis ? 0 : Math.min(...wallets.map((w) => (w.historyBlock ?? -1) + 1));
    const snapshot = await chain.snapshot(
      wallets.map((w) => w.address as Address),
      fromBlock,
    );
    const now = clock.now();
    await db.transaction(async (tx) => {
      const balances = wallets.map((w) => {
        const read = snapshot.balances.get(w.address.toLowerCase())!;
        return { id: w.id, tokenizedBalance: read.usdt, ethBalanceWei: read.ethWei };
      });
      await markWalletsSynced(tx, balances, now, snapshot.headBlock);
      await upsertTransactions(tx, historyRows(wallets, snapshot.transfers));
    });
  }

  /**
   * The wait between refreshes, enforced by the database: the wallets are claimed before the
   * chain is read, so racing requests (on any instance) read the chain once. A failed read
   * gives the claims back, so the user can try again at once.
   */
  async function claimAndSync(wallets: readonly Wallet[]) {
    const now = clock.now();
    const claimed = await claimWalletRefresh(
      db,
      wallets.map((w) => w.id),
      now,
      new Date(now.getTime() - REFRESH_COOLDOWN_MS),
    );
    try {
      await sync(claimed);
    } catch (err) {
      const previous = new Map(wallets.map((w) => [w.id, w.refreshClaimedAt]));
      const claims = claimed.map((w) => ({ id: w.id, previous: previous.get(w.id) ?? null }));
      await releaseWalletRefresh(db, claims, now);
      throw err;
    }
    return claimed.length;
  }

  /** Milliseconds until the first of these wallets may be refreshed again, as they are now. */
  const waitMs = (wallets: readonly Wallet[]) =>
    Math.min(...wallets.map((w) => cooldownLeftMs(w, clock.now())));

  return {
    /**
     * The signed-in user's wallets straight from the session cookie: the dashboard's most
     * frequent call checks the session and reads the list in one prepared query.
     */
    async listForSession(token: string | undefined) {
      const now = clock.now();
      const idleSince = new Date(now.getTime() - sessionIdleMs);
      const list = token
        ? await listWalletsForSession(db, sha256(token), now, idleSince)
        : undefined;
      if (!list) throw unauthorized();
      return list;
    },

    get: ownWallet,

    async transactions(email: string, id: string) {
      const wallet = await ownWallet(email, id);
      return listWalletTransactions(db, wallet.id);
    },

    /** One wallet, at most once per REFRESH_COOLDOWN_MS. */
    async refresh(email: string, id: string) {
      const wallet = await ownWallet(email, id);
      if ((await claimAndSync([wallet])) === 0) {
        throw tooManyRequests(COOLING_DOWN, waitMs([await ownWallet(email, id)]) / 1000);
      }
      return ownWallet(email, id);
    },

    /** Every wallet of the user not refreshed in the last REFRESH_COOLDOWN_MS, in one batch. */
    async refreshAll(email: string) {
      const wallets = await listUserWallets(db, email);
      const refreshed = await claimAndSync(wallets);
      if (wallets.length > 0 && refreshed === 0) {
        throw tooManyRequests(ALL_COOLING_DOWN, waitMs(await listUserWallets(db, email)) / 1000);
      }
      return {
        refreshed,
        skipped: wallets.length - refreshed,
        wallets: await listUserWallets(db, email),
      };
    },

    /**
     * Syncs the wallets with these addresses from the first block, whoever owns them: for a
     * development chain that was just created (cursors from an earlier chain mean nothing).
     */
    async syncAddressesFromGenesis(addresses: readonly string[]) {
      const wallets = await findWalletsByAddress(db, addresses);
      await sync(wallets, true);
      return wallets.length;
    },
  };
}

export type WalletsService = ReturnType<typeof createWalletsService>;
