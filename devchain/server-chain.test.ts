import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { wallets } from '../server/db/schema';
import { DEMO_USERS } from '../server/seed/demo-data';
import { seedDemoData } from '../server/seed/seed-demo';
import { openTestDatabase } from '../tests/support/test-database';
import { DEMO_CHAIN_USDT, DEMO_NEVER_SYNCED } from './demo-funding';
import { chainTools } from './chain-tools';
import { fundOnRunningChain, PAYOUT_ACCOUNT, payOnRunningChain } from './fund';
import { readRunningChain } from './running-chain';
import { startServerDevChain } from './server-chain';

/** A numeric(18,8) as PostgreSQL prints it, from a USDT decimal string. */
const numeric = (usdt: string) => {
  const [units, fraction = ''] = usdt.split('.');
  return `${units}.${fraction.padEnd(8, '0')}`;
};

const DEMO_ADDRESSES = new Set<string>(DEMO_USERS.flatMap((u) => u.wallets.map((w) => w.address)));

let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-devchain-'));
  database = await openTestDatabase();
  await seedDemoData(database.db);
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ADMIN_PATH_PREFIX: 'admin-test-prefix-0123456789',
    DATA_ENCRYPTION_KEY: '11'.repeat(32),
    ...env,
  });

describe('the development chain of `npm start`', () => {
  it('is not started in production or when ETH_RPC_URL is set', async () => {
    expect(await startServerDevChain(config({ ETH_RPC_URL: 'http://127.0.0.1:9' }), database)).toBe(
      undefined,
    );
  });

  it('funds and syncs the demo wallets, lets devchain:fund send USDT, and survives a restart', async () => {
    const devChain = (await startServerDevChain(config(), database))!;
    try {
      const running = readRunningChain(dataDir)!;
      expect(devChain.config.chain).toMatchObject({
        rpcUrl: running.rpcUrl,
        usdtAddress: running.usdtAddress,
      });
      expect(devChain.banner).toContain(
        `DATA_DIR=${dataDir} npm run cli -- devchain:fund DIRECCIÓN CANTIDAD`,
      );
      expect(devChain.banner).toContain(
        `Pagar un retiro: DATA_DIR=${dataDir} npm run cli -- devchain:pay DIRECCIÓN CANTIDAD`,
      );

      // The demo users' wallets (the seed's crowd of other users has none on chain).
      const rows = (await database.db.select().from(wallets)).filter((w) =>
        DEMO_ADDRESSES.has(w.address),
      );
      for (const row of rows) {
        const address = row.address as `0x${string}`;
        if (DEMO_NEVER_SYNCED.includes(address)) {
          expect(row, row.name ?? '').toMatchObject({ tokenizedBalance: null, lastSyncAt: null });
        } else {
          expect(row.tokenizedBalance, row.name ?? '').toBe(numeric(DEMO_CHAIN_USDT[address]!));
        }
      }
      // The variety the dashboard needs: above, below, zero, and never synced.
      const synced = rows.filter((r) => r.tokenizedBalance !== null);
      // numeric(18,8) strings: the same scale, so their digits compare as integers.
      const units = (value: string | null) => BigInt(value!.replace('.', ''));
      const cmp = (r: (typeof rows)[number]) =>
        Math.sign(Number(units(r.tokenizedBalance) - units(r.pretokenizedBalance)));
      expect(synced.some((r) => cmp(r) > 0)).toBe(true);
      expect(synced.some((r) => cmp(r) < 0)).toBe(true);
      expect(synced.some((r) => r.tokenizedBalance === '0.00000000')).toBe(true);
      expect(rows.some((r) => r.lastSyncAt === null)).toBe(true);

      const funded = await fundOnRunningChain(dataDir, DEMO_NEVER_SYNCED[0]!, '12.5');
      expect(funded.balance).toBe('912.5');
      // devchain:pay: one transfer from the payout account, as staff pay an order.
      const paid = await payOnRunningChain(dataDir, DEMO_NEVER_SYNCED[0]!, '42.123456');
      expect(paid.balance).toBe('954.623456');
      const receipt = await chainTools(running.rpcUrl).wallet.getTransactionReceipt({
        hash: paid.hash,
      });
      expect(receipt).toMatchObject({ status: 'success', from: PAYOUT_ACCOUNT.toLowerCase() });
      await expect(payOnRunningChain(dataDir, DEMO_NEVER_SYNCED[0]!, '0')).rejects.toThrow(
        /no es una cantidad válida/,
      );
      await expect(fundOnRunningChain(dataDir, '0x123', '1')).rejects.toThrow(
        /no es una dirección válida/,
      );
      await expect(fundOnRunningChain(dataDir, DEMO_NEVER_SYNCED[0]!, '1.1234567')).rejects.toThrow(
        /no es una cantidad válida/,
      );
    } finally {
      await devChain.stop();
    }
    expect(readRunningChain(dataDir)).toBeUndefined();
    await expect(fundOnRunningChain(dataDir, DEMO_NEVER_SYNCED[0]!, '1')).rejects.toThrow(
      /No hay una cadena de desarrollo en marcha para DATA_DIR=/,
    );
    await expect(payOnRunningChain(dataDir, DEMO_NEVER_SYNCED[0]!, '1')).rejects.toThrow(
      /devchain:pay DIRECCIÓN CANTIDAD/,
    );

    const again = (await startServerDevChain(config(), database))!;
    try {
      const funded = await fundOnRunningChain(dataDir, DEMO_NEVER_SYNCED[0]!, '0.5');
      expect(funded.balance).toBe('955.123456');
    } finally {
      await again.stop();
    }
    expect(existsSync(path.join(dataDir, 'devchain', 'anvil-state.json'))).toBe(true);
  });
});
