import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A row as Etherscan's `txlist` / `tokentx` return it (every field a string). */
export type ExplorerRow = Record<string, string>;

const MAX_WINDOW = 10_000;
const CALLS_PER_SECOND = 3;

/**
 * A local stand-in for Etherscan's account API (`/api?module=account&action=txlist|tokentx`),
 * answering its documented JSON: status/message/result, 'No transactions found', the
 * 10,000-row result window, and 'Max calls per sec rate limit reached (3/sec)' past 3 calls in
 * any second.
 */
export async function startFakeEtherscan() {
  const rows = { txlist: [] as ExplorerRow[], tokentx: [] as ExplorerRow[] };
  /** The calls answered (rate-limited ones are only counted in state.rateLimited). */
  const calls: URLSearchParams[] = [];
  const accepted: number[] = [];
  const state = { rateLimited: 0, forceRateLimit: 0 };

  const answer = (params: URLSearchParams) => {
    const now = Date.now();
    const recent = accepted.filter((t) => now - t < 1000).length;
    if (state.forceRateLimit > 0 || recent >= CALLS_PER_SECOND) {
      state.forceRateLimit = Math.max(0, state.forceRateLimit - 1);
      state.rateLimited++;
      return {
        status: '0',
        message: 'NOTOK',
        result: 'Max calls per sec rate limit reached (3/sec)',
      };
    }
    accepted.push(now);
    const action = params.get('action');
    if (params.get('module') !== 'account' || (action !== 'txlist' && action !== 'tokentx')) {
      return { status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Module name' };
    }
    const page = Number(params.get('page') ?? 1);
    const offset = Number(params.get('offset') ?? MAX_WINDOW);
    if (page * offset > MAX_WINDOW) {
      return {
        status: '0',
        message: 'NOTOK',
        result:
          'Result window is too large, PageNo x Offset size must be less than or equal to 10000',
      };
    }
    const address = params.get('address')?.toLowerCase();
    const contract = params.get('contractaddress')?.toLowerCase();
    const start = Number(params.get('startblock') ?? 0);
    const end = Number(params.get('endblock') ?? Number.MAX_SAFE_INTEGER);
    const matching = rows[action]
      .filter(
        (r) =>
          (r.from?.toLowerCase() === address || r.to?.toLowerCase() === address) &&
          (!contract || r.contractAddress?.toLowerCase() === contract) &&
          Number(r.blockNumber) >= start &&
          Number(r.blockNumber) <= end,
      )
      .sort((a, b) => Number(a.blockNumber) - Number(b.blockNumber));
    const result = matching.slice((page - 1) * offset, page * offset);
    return result.length === 0
      ? { status: '0', message: 'No transactions found', result: [] }
      : { status: '1', message: 'OK', result };
  };

  const server = createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const limitedBefore = state.rateLimited;
    const body = answer(params);
    if (state.rateLimited === limitedBefore) calls.push(params);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    rows,
    calls,
    state,
    reset() {
      rows.txlist.length = 0;
      rows.tokentx.length = 0;
      calls.length = 0;
      state.rateLimited = 0;
      state.forceRateLimit = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
