import { formatUnits, getAddress } from 'viem';
import { chainFailure, EXPLORER_FAILED, EXPLORER_RATE_LIMITED } from './chain-errors';
import type { Address, ChainTransfer } from './types';

/** Rows per explorer page; Etherscan serves at most 10,000 rows per query window. */
export const EXPLORER_PAGE_SIZE = 1000;
const RATE_LIMIT_RETRIES = 3;
const RATE_LIMIT_PAUSE_MS = 1100;

interface TxListRow {
  blockNumber: string;
  timeStamp: string;
  hash: `0x${string}`;
  from: string;
  to: string;
  value: string;
  gasUsed: string;
  gasPrice: string;
  isError?: string;
  txreceipt_status?: string;
  /** tokentx only: several transfers can share a hash. */
  logIndex?: string;
}

interface TokenTxRow extends TxListRow {
  contractAddress: string;
}

interface ExplorerAnswer {
  status: string;
  message: string;
  result: unknown;
}

class RateLimited extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ExplorerOptions {
  apiUrl: string;
  apiKey: string | undefined;
  usdtAddress: Address;
  timeoutMs: number;
  /** Smallest gap between two calls, shared by every request of this process. */
  minIntervalMs: number;
}

/**
 * An Etherscan-compatible account API (Etherscan V2, Blockscout): `txlist` for ETH and
 * `tokentx` for USDT, paged by block, never faster than the key's calls-per-second limit.
 */
export function createExplorer(options: ExplorerOptions) {
  let nextSlot = 0;
  /** Reserves the next free call slot, so concurrent callers queue instead of bursting. */
  async function takeSlot() {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + options.minIntervalMs;
    if (slot > now) await sleep(slot - now);
  }

  async function call(params: Record<string, string>): Promise<unknown[]> {
    const url = new URL(options.apiUrl);
    const { chainid, ...rest } = params;
    for (const [key, value] of Object.entries(rest)) url.searchParams.set(key, value);
    // Etherscan V2 serves every chain from one URL and must be told which, unless the URL says.
    if (chainid && !url.searchParams.has('chainid')) url.searchParams.set('chainid', chainid);
    if (options.apiKey) url.searchParams.set('apikey', options.apiKey);
    for (let attempt = 0; ; attempt++) {
      await takeSlot();
      try {
        return await fetchPage(url);
      } catch (err) {
        if (!(err instanceof RateLimited)) throw chainFailure(err, EXPLORER_FAILED);
        if (attempt >= RATE_LIMIT_RETRIES) throw chainFailure(err, EXPLORER_RATE_LIMITED);
        await sleep(RATE_LIMIT_PAUSE_MS);
      }
    }
  }

  async function fetchPage(url: URL): Promise<unknown[]> {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (response.status === 429) throw new RateLimited('HTTP 429');
    if (!response.ok) throw new Error(`explorer answered HTTP ${response.status}`);
    const answer = (await response.json()) as ExplorerAnswer;
    if (Array.isArray(answer.result)) return answer.result;
    const detail = String(answer.result ?? answer.message);
    if (/rate limit/i.test(detail)) throw new RateLimited(detail);
    // Etherscan answers an empty history with status 0 and 'No transactions found'.
    if (/no (transactions|records) found/i.test(`${answer.message} ${detail}`)) return [];
    throw new Error(`explorer refused: ${answer.message}: ${detail}`);
  }

  /** Every row of one action between two blocks: pages of EXPLORER_PAGE_SIZE, moving by block. */
  async function allRows<T extends TxListRow>(
    params: Record<string, string>,
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<T[]> {
    const rows = new Map<string, T>();
    let startBlock = fromBlock;
    let page = 1;
    for (;;) {
      const batch = (await call({
        ...params,
        startblock: startBlock.toString(),
        endblock: toBlock.toString(),
        page: String(page),
        offset: String(EXPLORER_PAGE_SIZE),
        sort: 'asc',
      })) as T[];
      for (const row of batch) rows.set(`${row.hash}:${row.logIndex ?? ''}`, row);
      if (batch.length < EXPLORER_PAGE_SIZE) return [...rows.values()];
      // The next window starts at the last block seen (its rows may be cut); a page that is all
      // one block can only move on by page number.
      const lastBlock = BigInt(batch.at(-1)!.blockNumber);
      if (lastBlock === startBlock) page++;
      else {
        startBlock = lastBlock;
        page = 1;
      }
    }
  }

  return async function explorerHistory(
    address: Address,
    fromBlock: bigint,
    toBlock: bigint,
    chain: { id: number; usdtDecimals: number },
  ): Promise<ChainTransfer[]> {
    const account = { module: 'account', address, chainid: String(chain.id) };
    const txs = await allRows<TxListRow>({ ...account, action: 'txlist' }, fromBlock, toBlock);
    const tokenTxs = await allRows<TokenTxRow>(
      { ...account, action: 'tokentx', contractaddress: options.usdtAddress },
      fromBlock,
      toBlock,
    );
    const usdt = options.usdtAddress.toLowerCase();
    const txByHash = new Map(txs.map((tx) => [tx.hash, tx]));
    const common = (row: TxListRow) => ({
      hash: row.hash,
      from: getAddress(row.from),
      to: row.to ? getAddress(row.to) : null,
      blockNumber: Number(row.blockNumber),
      timestamp: Number(row.timeStamp),
      gasUsed: row.gasUsed || null,
      gasPrice: row.gasPrice || null,
    });
    const status = (row: TxListRow | undefined) =>
      row && (row.isError === '1' || row.txreceipt_status === '0') ? 0 : 1;

    const tokenTransfers: ChainTransfer[] = tokenTxs
      .filter((row) => row.contractAddress.toLowerCase() === usdt)
      .map((row) => ({
        ...common(row),
        value: txByHash.get(row.hash)?.value ?? '0',
        asset: 'USDT',
        tokenValue: formatUnits(BigInt(row.value), chain.usdtDecimals),
        status: 1,
      }));
    const tokenHashes = new Set(tokenTransfers.map((t) => t.hash));
    const plainTransfers: ChainTransfer[] = txs
      .filter(
        (tx) =>
          !tokenHashes.has(tx.hash) &&
          (BigInt(tx.value) > 0n || (tx.to.toLowerCase() === usdt && status(tx) === 0)),
      )
      .map((tx) => ({
        ...common(tx),
        value: tx.value,
        asset: BigInt(tx.value) > 0n ? 'ETH' : 'USDT',
        tokenValue: null,
        status: status(tx),
      }));
    return [...tokenTransfers, ...plainTransfers];
  };
}
