import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { createChainClient } from '../server/adapters/chain';
import { systemClock } from '../server/adapters/clock';
import type { Config } from '../server/config';
import type { Database } from '../server/db/client';
import { createWalletsService } from '../server/modules/wallets/wallets.service';
import { DEMO_USERS } from '../server/seed/demo-data';
import { DEMO_NEVER_SYNCED, fundDemoWallets } from './demo-funding';
import { devchainCommand } from './fund';
import { startLocalChain } from './local-chain';
import { clearRunningChain, writeRunningChain } from './running-chain';

export interface ServerDevChain {
  /** The server's configuration pointed at the local node and its test USDT. */
  config: Config;
  /** Lines for the start-up banner. */
  banner: string;
  stop(): Promise<void>;
}

const startWithState = async (stateFile: string) => {
  try {
    return await startLocalChain({ stateFile, stateIntervalSeconds: 5 });
  } catch (err) {
    if (!existsSync(stateFile)) throw err;
    // A state file anvil cannot load (e.g. cut short by a crash): keep it aside, start anew.
    renameSync(stateFile, `${stateFile}.unreadable`);
    return startLocalChain({ stateFile });
  }
};

/**
 * Outside production with no ETH_RPC_URL: a local anvil chain kept in DATA_DIR/devchain, with
 * the test USDT. On a new chain the demo wallets are funded and (but one) synced, so the app
 * shows real on-chain figures straight away. Call it after the demo data is seeded.
 */
export async function startServerDevChain(
  config: Config,
  database: Database,
): Promise<ServerDevChain | undefined> {
  if (config.isProduction || config.chain.rpcUrl) return undefined;
  const folder = path.join(config.dataDir, 'devchain');
  mkdirSync(folder, { recursive: true });
  const chain = await startWithState(path.join(folder, 'anvil-state.json'));
  try {
    const chainConfig = { ...config.chain, rpcUrl: chain.rpcUrl, usdtAddress: chain.usdtAddress };
    if (chain.fresh) {
      await fundDemoWallets(chain.tools, chain.usdtAddress);
      const wallets = createWalletsService({
        db: database.db,
        clock: systemClock,
        chain: createChainClient(chainConfig),
        sessionIdleMs: config.sessions.idleMs,
      });
      const never = new Set(DEMO_NEVER_SYNCED);
      await wallets.syncAddressesFromGenesis(
        DEMO_USERS.flatMap((u) => u.wallets.map((w) => w.address)).filter((a) => !never.has(a)),
      );
    }
    writeRunningChain(config.dataDir, {
      rpcUrl: chain.rpcUrl,
      usdtAddress: chain.usdtAddress,
      pid: process.pid,
    });
    return {
      config: { ...config, chain: chainConfig },
      banner:
        `  Cadena de desarrollo: anvil en ${chain.rpcUrl} (USDT de prueba ${chain.usdtAddress})\n` +
        `  Enviar USDT de prueba: ${devchainCommand(config.dataDir, 'fund')}\n` +
        `  Pagar un retiro: ${devchainCommand(config.dataDir, 'pay')}\n`,
      async stop() {
        clearRunningChain(config.dataDir);
        await chain.stop();
      },
    };
  } catch (err) {
    await chain.stop();
    throw err;
  }
}
