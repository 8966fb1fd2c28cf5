import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../../../devchain/local-chain';
import { startRpcProxy, type RpcProxy } from '../../../devchain/rpc-proxy';
import { createChainClient } from '.';
import type { Address } from './types';

const A: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const clientFor = (rpcUrl: string, usdtAddress: Address) =>
  createChainClient({
    rpcUrl,
    usdtAddress,
    etherscanApiUrl: undefined,
    etherscanApiKey: undefined,
    explorerUrl: 'https://etherscan.io',
  });

describe('history from the node’s logs', () => {
  let chain: LocalChain;
  let proxy: RpcProxy;
  beforeAll(async () => {
    chain = await startLocalChain();
    await chain.tools.mint(chain.usdtAddress, A, '40');
    await chain.tools.test.mine({ blocks: 20 });
    await chain.tools.transferUsdt(chain.usdtAddress, A, B, '15.75');
    await chain.tools.test.mine({ blocks: 20 });
    await chain.tools.sendEth(B, A, '0.01');
    proxy = await startRpcProxy(chain.rpcUrl, { maxLogBlockRange: 8 });
  });
  afterAll(async () => {
    await proxy.close();
    await chain.stop();
  });

  it('splits the block range when the node refuses a wide one, and finds the same history', async () => {
    const direct = await clientFor(chain.rpcUrl, chain.usdtAddress).snapshot([A], 0);
    const split = await clientFor(proxy.url, chain.usdtAddress).snapshot([A], 0);
    expect(proxy.stats.refusedLogQueries).toBeGreaterThan(0);
    expect(split.transfers).toEqual(direct.transfers);
    expect(direct.transfers.map((t) => [t.asset, t.tokenValue ?? t.value])).toEqual([
      ['USDT', '40'],
      ['USDT', '15.75'],
      ['ETH', '10000000000000000'],
    ]);
  });

  it('reads only from the block asked for', async () => {
    const head = Number(await chain.tools.wallet.getBlockNumber({ cacheTime: 0 }));
    const snapshot = await clientFor(chain.rpcUrl, chain.usdtAddress).snapshot([A], head);
    expect(snapshot.headBlock).toBe(head);
    expect(snapshot.transfers.map((t) => t.asset)).toEqual(['ETH']);
  });
});

describe('balances of many addresses', () => {
  it('are the same with Multicall3 and with plain batched calls, in batches of 20 calls', async () => {
    const withMulticall = await startLocalChain();
    const without = await startLocalChain({ multicall3: false });
    try {
      const addresses = Array.from(
        { length: 50 },
        (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as Address,
      );
      for (const chain of [withMulticall, without]) {
        await chain.tools.mintMany(
          chain.usdtAddress,
          addresses.map((to, i) => ({ to, amount: `${i}.5` })),
        );
      }
      const results = [];
      for (const chain of [withMulticall, without]) {
        const proxy = await startRpcProxy(chain.rpcUrl);
        const client = clientFor(proxy.url, chain.usdtAddress);
        results.push(await client.balances(addresses));
        results.push(proxy.stats.httpRequests);
        await proxy.close();
      }
      const [viaMulticall, multicallRequests, viaBatch, batchRequests] = results;
      expect(viaMulticall).toEqual(viaBatch);
      expect((viaMulticall as Map<string, { usdt: string }>).get(addresses[3]!)!.usdt).toBe('3.5');
      // decimals + Multicall3 probe, then the balances: 2 Multicall3 calls, or 100 plain calls
      // in HTTP batches of at most 20.
      expect(multicallRequests).toBe(2);
      expect(batchRequests).toBe(1 + 100 / 20);

      // Balances and history of all 50 together: a handful of requests, not one per wallet.
      const proxy = await startRpcProxy(withMulticall.rpcUrl);
      const snapshot = await clientFor(proxy.url, withMulticall.usdtAddress).snapshot(addresses, 0);
      expect(snapshot.transfers).toHaveLength(50);
      expect(proxy.stats.httpRequests).toBeLessThanOrEqual(5);
      await proxy.close();
    } finally {
      await withMulticall.stop();
      await without.stop();
    }
  });
});

describe('when nothing answers', () => {
  it('fails with a Spanish 502', async () => {
    const client = clientFor('http://127.0.0.1:9', '0xdAC17F958D2ee523a2206206994597C13D831ec7');
    await expect(client.balances([A])).rejects.toMatchObject({
      statusCode: 502,
      message:
        'No se pudo consultar la red Ethereum: el nodo no responde. Intenta de nuevo en unos minutos.',
    });
  });

  it('says the node is not configured when ETH_RPC_URL is missing', async () => {
    const client = createChainClient({
      rpcUrl: undefined,
      usdtAddress: A,
      etherscanApiUrl: undefined,
      etherscanApiKey: undefined,
      explorerUrl: 'https://etherscan.io',
    });
    await expect(client.snapshot([A], 0)).rejects.toMatchObject({
      statusCode: 502,
      message: 'La conexión con la red Ethereum no está configurada (falta ETH_RPC_URL).',
    });
  });
});
