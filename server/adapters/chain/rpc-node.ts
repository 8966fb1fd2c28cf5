import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  parseAbi,
  type Block,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import type { Address, WalletBalances } from './types';

/** Multicall3's address on Ethereum and most chains; the development chain installs it too. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';
const multicall3Abi = parseAbi(['function getEthBalance(address addr) view returns (uint256)']);

/** Calls per JSON-RPC batch: small, so that a batch of Multicall3 reads never outgrows what
 * providers accept in one HTTP request (docs/decisions/chain-follower.md). */
const RPC_BATCH_SIZE = 20;
/** Calldata bytes per Multicall3 call; 1,000 wallets' balances fit in a few calls. */
const MULTICALL_CHUNK_BYTES = 64 * 1024;

export interface RpcNodeOptions {
  rpcUrl: string;
  usdtAddress: Address;
  timeoutMs: number;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

/**
 * The JSON-RPC node: calls issued in the same tick leave as one batched HTTP request, and
 * balances of many addresses go through Multicall3 when the chain has it.
 */
export function createRpcNode({ rpcUrl, usdtAddress, timeoutMs }: RpcNodeOptions) {
  const client: PublicClient = createPublicClient({
    transport: http(rpcUrl, {
      batch: { batchSize: RPC_BATCH_SIZE, wait: 0 },
      timeout: timeoutMs,
      retryCount: 1,
    }),
  });

  const chainId = once(() => client.getChainId());
  const usdtDecimals = once(() =>
    client.readContract({ address: usdtAddress, abi: erc20Abi, functionName: 'decimals' }),
  );
  const hasMulticall3 = once(async () => {
    const code = await client.getCode({ address: MULTICALL3_ADDRESS });
    return code !== undefined && code !== '0x';
  });

  async function balancesViaMulticall(addresses: readonly Address[], blockNumber?: bigint) {
    const contracts = addresses.flatMap((address) => [
      { address: usdtAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] } as const,
      {
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        functionName: 'getEthBalance',
        args: [address],
      } as const,
    ]);
    const results = await client.multicall({
      contracts,
      allowFailure: false,
      multicallAddress: MULTICALL3_ADDRESS,
      batchSize: MULTICALL_CHUNK_BYTES,
      blockNumber,
    });
    return addresses.map((_, i) => ({ usdt: results[2 * i]!, eth: results[2 * i + 1]! }));
  }

  function balancesViaBatch(addresses: readonly Address[], blockNumber?: bigint) {
    return Promise.all(
      addresses.map(async (address) => {
        const [usdt, eth] = await Promise.all([
          client.readContract({
            address: usdtAddress,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
            blockNumber,
          }),
          client.getBalance({ address, blockNumber }),
        ]);
        return { usdt, eth };
      }),
    );
  }

  return {
    client,
    chainId,
    usdtDecimals,

    async balances(
      addresses: readonly Address[],
      blockNumber?: bigint,
    ): Promise<Map<string, WalletBalances>> {
      const [decimals, multicall] = await Promise.all([usdtDecimals(), hasMulticall3()]);
      const raw = multicall
        ? await balancesViaMulticall(addresses, blockNumber)
        : await balancesViaBatch(addresses, blockNumber);
      return new Map(
        addresses.map((address, i) => [
          address.toLowerCase(),
          { usdt: formatUnits(raw[i]!.usdt, decimals), ethWei: raw[i]!.eth.toString() },
        ]),
      );
    },

    blocks(numbers: Iterable<bigint>, includeTransactions: boolean): Promise<Block[]> {
      return Promise.all(
        [...numbers].map((blockNumber) =>
          client.getBlock({ blockNumber, includeTransactions }),
        ) as Promise<Block>[],
      );
    },

    receipts(hashes: Iterable<`0x${string}`>): Promise<TransactionReceipt[]> {
      return Promise.all([...hashes].map((hash) => client.getTransactionReceipt({ hash })));
    },
  };
}

export type RpcNode = ReturnType<typeof createRpcNode>;
