import { parseAbiItem, type Hash } from 'viem';
import type { RpcNode } from './rpc-node';
import type { Address, TokenTransferLog } from './types';

const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

/** A node's "this query is too large" answer: narrow the block range and ask again. */
export class RangeRefusedError extends Error {
  constructor(cause: unknown) {
    super('el nodo rechazó el rango de bloques', { cause });
    this.name = 'RangeRefusedError';
  }
}

/** What Infura, Alchemy, QuickNode and public nodes say when a log query is too wide or too big. */
const RANGE_WORDS =
  /block range|range (is )?too (large|wide|big)|exceed|too many|more than \d+ results|result(s)? (limit|size)|response size|query returned more than|limit/i;

/**
 * What a provider over its request rate says (Infura answers -32005 for that too): backed off
 * like any failure, never taken for a range to narrow (a narrower query costs the same).
 */
const RATE_WORDS =
  /rate[ -]limit|request rate|rate exceeded|too many requests|requests per second|compute units|throughput/i;

function rpcCodes(
  err: unknown,
): { code: number | undefined; status: number | undefined; message: string }[] {
  const out: { code: number | undefined; status: number | undefined; message: string }[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 8; depth++) {
    const { code, status, details } = e as { code?: unknown; status?: unknown; details?: unknown };
    out.push({
      code: typeof code === 'number' ? code : undefined,
      status: typeof status === 'number' ? status : undefined,
      message: `${e.message} ${typeof details === 'string' ? details : ''}`,
    });
    if (e.cause === e) break;
    e = e.cause;
  }
  return out;
}

/**
 * -32005 (limit exceeded) always; -32600, -32602, -32000 and friends only when their message
 * speaks of a block range or a result limit: other invalid-request answers are real errors.
 * A rate limit (HTTP 429, or words about the request rate) never is, whatever its code.
 */
export function isRangeRefusal(err: unknown): boolean {
  const chain = rpcCodes(err);
  const rateLimited = chain.some(
    ({ code, status, message }) => status === 429 || code === 429 || RATE_WORDS.test(message),
  );
  return (
    !rateLimited &&
    chain.some(
      ({ code, message }) =>
        code === -32005 ||
        ((code === undefined || (code <= -32000 && code >= -32700)) && RANGE_WORDS.test(message)),
    )
  );
}

/**
 * Every USDT Transfer log in [fromBlock, toBlock], with no address filter (a million addresses
 * do not fit in a topic filter). A refusal of the range throws RangeRefusedError.
 */
export async function transferLogs(
  node: RpcNode,
  usdtAddress: Address,
  fromBlock: number,
  toBlock: number,
): Promise<TokenTransferLog[]> {
  try {
    const logs = await node.client.getLogs({
      address: usdtAddress,
      event: transferEvent,
      fromBlock: BigInt(fromBlock),
      toBlock: BigInt(toBlock),
      strict: true,
    });
    return logs.map((log) => ({
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: Number(log.blockNumber),
      blockHash: log.blockHash,
      from: log.args.from,
      to: log.args.to,
      units: log.args.value,
    }));
  } catch (err) {
    if (isRangeRefusal(err)) throw new RangeRefusedError(err);
    throw err;
  }
}

/** The canonical hash of each block asked about (undefined: the chain has no such block now). */
export async function blockHashes(
  node: RpcNode,
  numbers: readonly number[],
): Promise<Map<number, Hash | undefined>> {
  const blocks = await Promise.all(
    numbers.map((n) =>
      node.client.getBlock({ blockNumber: BigInt(n) }).then(
        (b) => b.hash ?? undefined,
        (err: unknown) => {
          if (err instanceof Error && err.name === 'BlockNotFoundError') return undefined;
          throw err;
        },
      ),
    ),
  );
  return new Map(numbers.map((n, i) => [n, blocks[i]]));
}
