import {
  formatUnits,
  getAddress,
  HttpRequestError,
  parseAbiItem,
  RpcError,
  RpcRequestError,
  type Block,
  type Log,
  type Transaction,
  type TransactionReceipt,
} from 'viem';
import type { RpcNode } from './rpc-node';
import type { Address, ChainTransfer } from './types';

const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);
type TransferLog = Log<bigint, number, false, typeof transferEvent, true>;

/**
 * Chains whose every block we can afford to read to find plain ETH transfers (which leave no
 * log): local development nodes (anvil, Hardhat, Ganache). On public chains that would mean
 * downloading every block, so there ETH transfers come from the explorer API only.
 */
const SCANNABLE_CHAIN_IDS = new Set([31337, 1337]);

/** A node that refuses a query (range too wide, too many results) answers; a dead one does not. */
function isRefusal(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const walk = (e: unknown): boolean =>
    e instanceof RpcError ||
    e instanceof RpcRequestError ||
    (e instanceof HttpRequestError && e.status !== undefined) ||
    (e instanceof Error && e.cause !== undefined && e.cause !== e && walk(e.cause));
  return walk(err);
}

/** eth_getLogs over [from, to], halving the range whenever the node refuses it. */
async function logsInRange(
  query: (fromBlock: bigint, toBlock: bigint) => Promise<TransferLog[]>,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<TransferLog[]> {
  try {
    return await query(fromBlock, toBlock);
  } catch (err) {
    if (fromBlock >= toBlock || !isRefusal(err)) throw err;
    const middle = (fromBlock + toBlock) / 2n;
    const [first, second] = await Promise.all([
      logsInRange(query, fromBlock, middle),
      logsInRange(query, middle + 1n, toBlock),
    ]);
    return [...first, ...second];
  }
}

const range = (from: bigint, to: bigint) =>
  Array.from({ length: Number(to - from + 1n) }, (_, i) => from + BigInt(i));

/**
 * History from the node alone: USDT Transfer logs from or to the addresses; on development
 * chains also the plain ETH transfers and failed token calls found by reading every block.
 */
export async function logHistory(
  node: RpcNode,
  usdtAddress: Address,
  addresses: readonly Address[],
  fromBlock: bigint,
  toBlock: bigint,
): Promise<ChainTransfer[]> {
  if (addresses.length === 0 || fromBlock > toBlock) return [];
  const ours = new Set(addresses.map((a) => a.toLowerCase()));
  const isOurs = (address: string | null | undefined) =>
    address !== null && address !== undefined && ours.has(address.toLowerCase());
  const query = (args: { from: Address[] } | { to: Address[] }) => (from: bigint, to: bigint) =>
    node.client.getLogs({
      address: usdtAddress,
      event: transferEvent,
      args,
      fromBlock: from,
      toBlock: to,
      strict: true,
    });

  const [decimals, chainId] = await Promise.all([node.usdtDecimals(), node.chainId()]);
  const scan = SCANNABLE_CHAIN_IDS.has(chainId);
  const [sent, received, scannedBlocks] = await Promise.all([
    logsInRange(query({ from: [...addresses] }), fromBlock, toBlock),
    logsInRange(query({ to: [...addresses] }), fromBlock, toBlock),
    scan ? node.blocks(range(fromBlock, toBlock), true) : Promise.resolve([]),
  ]);
  // A transfer between two of the addresses matches both queries.
  const logs = [
    ...new Map(
      [...sent, ...received].map((l) => [`${l.transactionHash}:${l.logIndex}`, l]),
    ).values(),
  ];

  const blocks = new Map<bigint, Block>(scannedBlocks.map((b) => [b.number!, b]));
  const missing = new Set(logs.map((l) => l.blockNumber).filter((n) => !blocks.has(n)));
  for (const block of await node.blocks(missing, false)) blocks.set(block.number!, block);

  const scannedTxs = scannedBlocks
    .flatMap((b) => b.transactions as Transaction[])
    .filter(
      (tx) =>
        (tx.value > 0n && (isOurs(tx.from) || isOurs(tx.to))) ||
        (tx.to?.toLowerCase() === usdtAddress.toLowerCase() && isOurs(tx.from)),
    );
  const receipts = new Map<string, TransactionReceipt>(
    (
      await node.receipts(
        new Set([...logs.map((l) => l.transactionHash), ...scannedTxs.map((t) => t.hash)]),
      )
    ).map((r) => [r.transactionHash, r]),
  );
  const gas = (hash: string) => {
    const receipt = receipts.get(hash);
    return {
      gasUsed: receipt ? receipt.gasUsed.toString() : null,
      gasPrice: receipt ? receipt.effectiveGasPrice.toString() : null,
      status: receipt?.status === 'reverted' ? (0 as const) : (1 as const),
    };
  };
  const timestamp = (blockNumber: bigint) => Number(blocks.get(blockNumber)?.timestamp ?? 0n);

  const tokenTransfers: ChainTransfer[] = logs.map((log) => ({
    hash: log.transactionHash,
    from: log.args.from,
    to: log.args.to,
    value: '0',
    asset: 'USDT',
    tokenValue: formatUnits(log.args.value, decimals),
    blockNumber: Number(log.blockNumber),
    timestamp: timestamp(log.blockNumber),
    ...gas(log.transactionHash),
  }));
  const withLogs = new Set(logs.map((l) => l.transactionHash));
  const plainTransfers: ChainTransfer[] = scannedTxs
    .filter((tx) => tx.value > 0n || (gas(tx.hash).status === 0 && !withLogs.has(tx.hash)))
    .map((tx) => ({
      hash: tx.hash,
      from: getAddress(tx.from),
      to: tx.to ? getAddress(tx.to) : null,
      value: tx.value.toString(),
      asset: tx.value > 0n ? 'ETH' : 'USDT',
      tokenValue: null,
      blockNumber: Number(tx.blockNumber),
      timestamp: timestamp(tx.blockNumber!),
      ...gas(tx.hash),
    }));
  return [...tokenTransfers, ...plainTransfers];
}
