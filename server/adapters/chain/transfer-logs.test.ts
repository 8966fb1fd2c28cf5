import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../../../devchain/local-chain';
import { startRpcProxy } from '../../../devchain/rpc-proxy';
import { createChainClient, RangeRefusedError } from '.';

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain();
  await chain.tools.test.mine({ blocks: 20 });
});
afterAll(() => chain.stop());

const readsThrough = (rpcUrl: string) =>
  createChainClient({
    rpcUrl,
    usdtAddress: chain.usdtAddress,
    etherscanApiUrl: undefined,
    etherscanApiKey: undefined,
    explorerUrl: 'https://etherscan.io',
    timeoutMs: 2_000,
  }).follower;

/** What providers answer when a log query is too wide or too large. */
const PROVIDERS: [string, { code: number; message: string }][] = [
  ['public nodes', { code: -32005, message: 'query exceeds max block range 10' }],
  [
    'Alchemy',
    {
      code: -32602,
      message:
        'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
    },
  ],
  ['Infura', { code: -32005, message: 'query returned more than 10000 results' }],
  ['QuickNode', { code: -32600, message: 'eth_getLogs is limited to a 10,000 range' }],
];

describe('a node refusing a log range', () => {
  it.each(PROVIDERS)('is told apart from other failures (%s)', async (_name, refusal) => {
    const proxy = await startRpcProxy(chain.rpcUrl, {
      maxLogBlockRange: 10,
      refusal: () => refusal,
    });
    try {
      const reads = readsThrough(proxy.url);
      await expect(reads.transferLogs(1, 20)).rejects.toBeInstanceOf(RangeRefusedError);
      await expect(reads.transferLogs(1, 10)).resolves.toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it.each([
    ['Infura', { code: -32005, message: 'daily request count exceeded, request rate limited' }],
    ['public nodes', { code: -32005, message: 'rate limit exceeded' }],
    [
      'Alchemy',
      {
        code: -32000,
        message: 'Your app has exceeded its compute units per second capacity.',
      },
    ],
  ])(
    'is not confused with a rate limit, which is backed off rather than narrowed (%s)',
    async (_name, limited) => {
      const proxy = await startRpcProxy(chain.rpcUrl, {
        maxLogBlockRange: 10,
        refusal: () => limited,
      });
      try {
        const failure = await readsThrough(proxy.url)
          .transferLogs(1, 20)
          .catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(Error);
        expect(failure).not.toBeInstanceOf(RangeRefusedError);
      } finally {
        await proxy.close();
      }
    },
  );

  it("is not confused with an HTTP 429 'Too Many Requests'", async () => {
    const proxy = await startRpcProxy(chain.rpcUrl, { rateLimited: true });
    try {
      const failure = await readsThrough(proxy.url)
        .transferLogs(1, 20)
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(RangeRefusedError);
      expect(proxy.stats.httpRequests).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });

  it('is not confused with an invalid request about something else', async () => {
    const proxy = await startRpcProxy(chain.rpcUrl, {
      maxLogBlockRange: 10,
      refusal: () => ({ code: -32602, message: 'invalid argument 0: hex string has odd length' }),
    });
    try {
      const failure = await readsThrough(proxy.url)
        .transferLogs(1, 20)
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(RangeRefusedError);
    } finally {
      await proxy.close();
    }
  });
});
