import { badGateway } from '../../errors';
import { guarded, NODE_NOT_CONFIGURED } from './chain-errors';
import { createExplorer } from './explorer-history';
import { logHistory } from './log-history';
import { createRpcNode } from './rpc-node';
import { usdtTransfersOf } from './transfer-receipt';
import { blockHashes, transferLogs } from './transfer-logs';
import type { Address, ChainClient, ChainSettings, ChainTransfer } from './types';

export type * from './types';
export { RangeRefusedError } from './transfer-logs';

const DEFAULT_TIMEOUT_MS = 10_000;
/** Etherscan's free keys allow 3 calls per second. */
const DEFAULT_EXPLORER_INTERVAL_MS = 350;

/**
 * Reads of the Ethereum chain: USDT and ETH balances through the JSON-RPC node (ETH_RPC_URL);
 * histories from the Etherscan-compatible API when one is configured, else from the node's logs.
 * Every failure surfaces as a 502 with a Spanish message.
 */
export function createChainClient(settings: ChainSettings): ChainClient {
  const { rpcUrl, usdtAddress, explorerUrl } = settings;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!rpcUrl) {
    const unconfigured = () => Promise.reject(badGateway(NODE_NOT_CONFIGURED));
    return {
      explorerUrl,
      follower: {
        chainId: unconfigured,
        head: unconfigured,
        blockHashes: unconfigured,
        transferLogs: unconfigured,
        balancesAt: unconfigured,
      },
      balances: unconfigured,
      snapshot: unconfigured,
      history: unconfigured,
      transfersOf: unconfigured,
    };
  }
  const node = createRpcNode({ rpcUrl, usdtAddress, timeoutMs });
  const explorer = settings.etherscanApiUrl
    ? createExplorer({
        apiUrl: settings.etherscanApiUrl,
        apiKey: settings.etherscanApiKey,
        usdtAddress,
        timeoutMs,
        minIntervalMs: settings.explorerMinIntervalMs ?? DEFAULT_EXPLORER_INTERVAL_MS,
      })
    : undefined;

  async function transfersBetween(
    addresses: readonly Address[],
    fromBlock: bigint,
    toBlock: bigint,
  ) {
    if (!explorer) return logHistory(node, usdtAddress, addresses, fromBlock, toBlock);
    const [id, usdtDecimals] = await Promise.all([node.chainId(), node.usdtDecimals()]);
    const transfers: ChainTransfer[] = [];
    // One address after another: the explorer's rate limit makes parallel calls pointless.
    for (const address of addresses) {
      transfers.push(...(await explorer(address, fromBlock, toBlock, { id, usdtDecimals })));
    }
    return transfers;
  }

  const oldestFirst = (transfers: ChainTransfer[]) =>
    transfers.sort((a, b) => a.blockNumber - b.blockNumber);

  return {
    explorerUrl,
    balances: (addresses) => guarded(() => node.balances(addresses)),
    snapshot: (addresses, fromBlock) =>
      guarded(async () => {
        const head = await node.client.getBlockNumber({ cacheTime: 0 });
        const [balances, transfers] = await Promise.all([
          node.balances(addresses, head),
          transfersBetween(addresses, BigInt(fromBlock), head),
        ]);
        return { headBlock: Number(head), balances, transfers: oldestFirst(transfers) };
      }),
    history: (addresses, fromBlock) =>
      guarded(async () => {
        const head = await node.client.getBlockNumber({ cacheTime: 0 });
        const transfers = await transfersBetween(addresses, BigInt(fromBlock), head);
        return { headBlock: Number(head), transfers: oldestFirst(transfers) };
      }),
    transfersOf: (hash) => guarded(() => usdtTransfersOf(node, usdtAddress, hash)),
    follower: {
      chainId: () => node.chainId(),
      head: async () => Number(await node.client.getBlockNumber({ cacheTime: 0 })),
      blockHashes: (numbers) => blockHashes(node, numbers),
      transferLogs: (fromBlock, toBlock) => transferLogs(node, usdtAddress, fromBlock, toBlock),
      balancesAt: async (addresses, block) => ({
        block,
        balances: await node.balances(addresses, BigInt(block)),
      }),
    },
  };
}
