export type Address = `0x${string}`;

/** One ETH or USDT movement touching at least one of the addresses asked about. */
export interface ChainTransfer {
  hash: `0x${string}`;
  from: Address;
  to: Address | null;
  /** ETH moved, in wei (decimal string). */
  value: string;
  asset: 'ETH' | 'USDT';
  /** USDT moved, as a decimal string in USDT; null for ETH and for token calls of unknown amount. */
  tokenValue: string | null;
  blockNumber: number;
  /** Unix seconds. */
  timestamp: number;
  gasUsed: string | null;
  gasPrice: string | null;
  /** 1 = success, 0 = failed. */
  status: 0 | 1;
}

export interface WalletBalances {
  /** USDT balance as a decimal string in USDT (e.g. '1584.75'). */
  usdt: string;
  /** ETH balance in wei (decimal string). */
  ethWei: string;
}

/** Balances at `headBlock` and the transfers from the requested block up to it. */
export interface ChainSnapshot {
  headBlock: number;
  /** Keyed by lower-case address. */
  balances: Map<string, WalletBalances>;
  transfers: ChainTransfer[];
}

/** A mined transaction as a payout proof: did it succeed, and which USDT did it move. */
export interface TransactionTransfers {
  /** 1 = success, 0 = failed (reverted). */
  status: 0 | 1;
  blockNumber: number;
  /** Every Transfer log of the USDT contract in it; amounts are decimal strings in USDT. */
  usdtTransfers: { from: Address; to: Address; amount: string }[];
}

/** Transfers of some addresses from a block up to the head read with them. */
export interface ChainHistory {
  headBlock: number;
  transfers: ChainTransfer[];
}

/** One USDT Transfer log, as the follower records it. */
export interface TokenTransferLog {
  txHash: `0x${string}`;
  logIndex: number;
  blockNumber: number;
  blockHash: `0x${string}`;
  from: Address;
  to: Address;
  /** In the token's smallest unit. */
  units: bigint;
}

/** Balances read at one block, for the follower's refresher. */
export interface BalancesAtBlock {
  block: number;
  /** Keyed by lower-case address. */
  balances: Map<string, WalletBalances>;
}

/**
 * The reads the balance follower needs (docs/decisions/chain-follower.md). Failures are thrown
 * as they come (the follower records them and backs off); a node refusing a log range throws
 * RangeRefusedError.
 */
export interface ChainFollowerReads {
  chainId(): Promise<number>;
  /** The latest block number. */
  head(): Promise<number>;
  blockHashes(numbers: readonly number[]): Promise<Map<number, `0x${string}` | undefined>>;
  transferLogs(fromBlock: number, toBlock: number): Promise<TokenTransferLog[]>;
  /** USDT and ETH of each address at `block`, through Multicall3 in pages. */
  balancesAt(addresses: readonly Address[], block: number): Promise<BalancesAtBlock>;
}

export interface ChainClient {
  /** Where people open an address or a transaction (EXPLORER_URL). */
  explorerUrl: string;
  /** Balances now, in a couple of requests however many addresses there are. */
  balances(addresses: readonly Address[]): Promise<Map<string, WalletBalances>>;
  /** Balances and every transfer of the addresses since `fromBlock` (inclusive), oldest first. */
  snapshot(addresses: readonly Address[], fromBlock: number): Promise<ChainSnapshot>;
  /** Every transfer of the addresses since `fromBlock` (inclusive), oldest first; no balances. */
  history(addresses: readonly Address[], fromBlock: number): Promise<ChainHistory>;
  /** One transaction's outcome and USDT transfers; undefined when the chain has no such mined transaction. */
  transfersOf(hash: `0x${string}`): Promise<TransactionTransfers | undefined>;
  /** Reads for the background follower. */
  follower: ChainFollowerReads;
}

export interface ChainSettings {
  rpcUrl: string | undefined;
  usdtAddress: Address;
  etherscanApiUrl: string | undefined;
  etherscanApiKey: string | undefined;
  explorerUrl: string;
  /** Per request, RPC node and explorer alike. */
  timeoutMs?: number;
  /** Smallest gap between two explorer calls (free Etherscan keys allow 3 per second). */
  explorerMinIntervalMs?: number;
}
