import type { Address } from 'viem';
import { startAnvil, type StartAnvilOptions } from './anvil';
import { chainTools, TEST_USDT_ADDRESS, type ChainTools } from './chain-tools';

export interface LocalChain {
  rpcUrl: string;
  usdtAddress: Address;
  tools: ChainTools;
  /** True when the contracts were deployed now (a new chain, not one loaded from its state file). */
  fresh: boolean;
  stop(): Promise<void>;
}

export interface LocalChainOptions extends StartAnvilOptions {
  /** Install Multicall3 (as on public chains); false leaves balance reads to JSON-RPC batching. */
  multicall3?: boolean;
}

/** anvil with the test USDT deployed (and Multicall3), ready for reads and transfers. */
export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const node = await startAnvil(options);
  try {
    const tools = chainTools(node.rpcUrl);
    const fresh = !(await tools.isDeployed(TEST_USDT_ADDRESS));
    const usdtAddress = fresh ? await tools.deployTestUsdt() : TEST_USDT_ADDRESS;
    if (options.multicall3 ?? true) await tools.installMulticall3();
    return { rpcUrl: node.rpcUrl, usdtAddress, tools, fresh, stop: node.stop };
  } catch (err) {
    await node.stop();
    throw err;
  }
}
