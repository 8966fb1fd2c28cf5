import type { Address, ChainClient } from '../../adapters/chain';
import type { Clock } from '../../adapters/clock';
import { sha256 } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import type { Wallet } from '../../db/schema';
import { notFound, tooManyRequests, unauthorized } from '../../errors';
import { historyRows } from './wallet-history';
import {
  findUserWallet,
  findWalletsByAddress,
  listUserWallets,
  listWalletsForSession,
  listWalletTransactions,
  markWalletsSynced,
  upsertTransactions,
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
}: {
  db: Db;
  clock: Clock;
  chain: ChainClient;
}) {
  const cooldownLeftMs = (wallet: Wallet, now: Date) =>
    wallet.lastSyncAt ? wallet.lastSyncAt.getTime() + REFRESH_COOLDOWN_MS - now.getTime() : 0;

  async function ownWallet(email: string, id: string) {
    const wallet = await findUserWallet(db, email, id);
    if (!wallet) throw notFound(WALLET_NOT_FOUND);
    return wallet;
  }

  /**
   * Reads balances and new history of the wallets from the chain (which may fail: then nothing
   * is written), and stores both in one transaction. With `enforceCooldown`, a wallet synced by
   * someone else in the meantime makes the whole write answer 429.
   */
  async function sync(wallets: readonly Wallet[], enforceCooldown: boolean, fromGenesis = false) {
    if (wallets.length === 0) return;
    const fromBlock = fromGenesis ? 0 : Math.min(...wallets.map((w) => (w.historyBlock ?? -1) + 1));
    const snapshot = await chain.snapshot(
      wallets.map((w) => w.address as Address),
      fromBlock,
    );
    const now = clock.now();
    await db.transaction(async (tx) => {
      const balances = wallets.map((w) => ({
        id: w.id,
        tokenizedBalance: snapshot.balances.get(w.address.toLowerCase())!.usdt,
      }));
      const cutoff = enforceCooldown ? new Date(now.getTime() - REFRESH_COOLDOWN_MS) : null;
      const written = await markWalletsSynced(tx, balances, now, snapshot.headBlock, cutoff);
      if (written.length < wallets.length && enforceCooldown) {
        throw tooManyRequests(COOLING_DOWN, REFRESH_COOLDOWN_MS / 1000);
      }
      await upsertTransactions(tx, historyRows(wallets, snapshot.transfers));
    });
  }

  return {
    /**
     * The signed-in user's wallets straight from the session cookie: the dashboard's most
     * frequent call checks the session and reads the list in one prepared query.
     */
    async listForSession(token: string | undefined) {
      const list = token ? await listWalletsForSession(db, sha256(token), clock.now()) : undefined;
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
      const left = cooldownLeftMs(wallet, clock.now());
      if (left > 0) throw tooManyRequests(COOLING_DOWN, left / 1000);
      await sync([wallet], true);
      return ownWallet(email, id);
    },

    /** Every wallet of the user not refreshed in the last REFRESH_COOLDOWN_MS, in one batch. */
    async refreshAll(email: string) {
      const wallets = await listUserWallets(db, email);
      const now = clock.now();
      const due = wallets.filter((w) => cooldownLeftMs(w, now) <= 0);
      if (wallets.length > 0 && due.length === 0) {
        const wait = Math.min(...wallets.map((w) => cooldownLeftMs(w, now)));
        throw tooManyRequests(ALL_COOLING_DOWN, wait / 1000);
      }
      await sync(due, false);
      return {
        refreshed: due.length,
        skipped: wallets.length - due.length,
        wallets: await listUserWallets(db, email),
      };
    },

    /**
     * Syncs the wallets with these addresses from the first block, whoever owns them: for a
     * development chain that was just created (cursors from an earlier chain mean nothing).
     */
    async syncAddressesFromGenesis(addresses: readonly string[]) {
      const wallets = await findWalletsByAddress(db, addresses);
      await sync(wallets, false, true);
      return wallets.length;
    },
  };
}

export type WalletsService = ReturnType<typeof createWalletsService>;
