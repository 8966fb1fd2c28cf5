import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../../../devchain/local-chain';
import { startFakeEtherscan, type ExplorerRow } from '../../../tests/support/fake-etherscan';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createUser, createWallet } from '../../../tests/support/factories';
import { ADDRESSES, signIn } from '../../../tests/support/withdrawal-fixtures';
import type { TransactionView, WalletView } from '@schemas/wallets';
import { transactions, wallets } from '../../db/schema';

const OTHER = '0xa0ee7a142d267c1f36714e4a8f75612f20a79720';
const API_KEY = 'CLAVE-DE-PRUEBA';

let chain: LocalChain;
let explorer: Awaited<ReturnType<typeof startFakeEtherscan>>;
let ctx: TestContext;
let sid: string;
let walletId: string;

beforeAll(async () => {
  chain = await startLocalChain();
  // The explorer's rows sit at blocks the node must have reached.
  await chain.tools.test.mine({ blocks: 1000 });
  explorer = await startFakeEtherscan();
  ctx = await createTestContext({
    env: {
      ETH_RPC_URL: chain.rpcUrl,
      USDT_CONTRACT_ADDRESS: chain.usdtAddress,
      ETHERSCAN_API_URL: explorer.url,
      ETHERSCAN_API_KEY: API_KEY,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await explorer.close();
  await chain.stop();
});
beforeEach(async () => {
  await ctx.reset();
  explorer.reset();
  const ana = await createUser(ctx.db);
  walletId = (await createWallet(ctx.db, ana, { address: ADDRESSES.a })).id;
  sid = (await signIn(ctx.app, ana.email)).sid;
});

const me = ADDRESSES.a.toLowerCase();
let hashCounter = 0;
const nextHash = () => `0x${(++hashCounter).toString(16).padStart(64, '0')}`;

function txRow(fields: Partial<ExplorerRow> & { blockNumber: string }): ExplorerRow {
  return {
    timeStamp: String(1_760_000_000 + Number(fields.blockNumber)),
    hash: nextHash(),
    from: OTHER,
    to: me,
    value: '0',
    gasUsed: '21000',
    gasPrice: '1000000000',
    isError: '0',
    txreceipt_status: '1',
    ...fields,
  };
}

function tokenRow(fields: Partial<ExplorerRow> & { blockNumber: string }): ExplorerRow {
  return {
    ...txRow(fields),
    contractAddress: chain.usdtAddress.toLowerCase(),
    tokenDecimal: '6',
    tokenSymbol: 'USDT',
    logIndex: '0',
    ...fields,
  };
}

const refresh = () =>
  ctx.app.inject({ method: 'POST', url: `/api/wallets/${walletId}/refresh`, cookies: { sid } });
const history = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/wallets/${walletId}/transactions`,
      cookies: { sid },
    })
  ).json<TransactionView[]>();

describe('history from an Etherscan-compatible API', () => {
  it('stores ETH and USDT transfers and failed token calls, with the balance from the node', async () => {
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '230.5');
    const ethIn = txRow({ blockNumber: '100', value: '1500000000000000000' });
    const failed = txRow({
      blockNumber: '101',
      from: me,
      to: chain.usdtAddress.toLowerCase(),
      isError: '1',
      txreceipt_status: '0',
    });
    const usdtOutCall = txRow({
      blockNumber: '103',
      from: me,
      to: chain.usdtAddress.toLowerCase(),
    });
    const contractCall = txRow({ blockNumber: '104', from: me, to: OTHER });
    explorer.rows.txlist.push(ethIn, failed, usdtOutCall, contractCall);
    const usdtIn = tokenRow({ blockNumber: '102', value: '250500000' });
    const usdtOut = tokenRow({
      blockNumber: '103',
      hash: usdtOutCall.hash!,
      from: me,
      to: OTHER,
      value: '20000000',
    });
    const otherToken = tokenRow({ blockNumber: '105', contractAddress: OTHER, value: '5' });
    explorer.rows.tokentx.push(usdtIn, usdtOut, otherToken);

    const response = await refresh();
    expect(response.statusCode).toBe(200);
    expect(response.json<WalletView>().tokenizedBalance).toBe('230.50000000');
    const entries = await history();
    expect(entries.map((e) => [e.blockNumber, e.asset, e.tokenValue, e.value, e.status])).toEqual([
      [103, 'USDT', '20', '0', 1],
      [102, 'USDT', '250.5', '0', 1],
      [101, 'USDT', null, '0', 0],
      [100, 'ETH', null, '1500000000000000000', 1],
    ]);
    expect(entries[0]).toMatchObject({ from: ADDRESSES.a, timestamp: 1_760_000_103 });

    const actions = explorer.calls.map((c) => Object.fromEntries(c));
    expect(actions).toEqual([
      expect.objectContaining({
        action: 'txlist',
        address: ADDRESSES.a,
        apikey: API_KEY,
        chainid: '31337',
        startblock: '0',
        sort: 'asc',
      }),
      expect.objectContaining({
        action: 'tokentx',
        contractaddress: chain.usdtAddress,
        startblock: '0',
      }),
    ]);
  });

  it('pages by block through more rows than one page, without losing or repeating any', async () => {
    // 2,500 transfers, three per block, then 1,200 in one single block.
    for (let i = 0; i < 2500; i++) {
      explorer.rows.tokentx.push(
        tokenRow({
          blockNumber: String(10 + Math.floor(i / 3)),
          value: '1000000',
          logIndex: String(i % 3),
        }),
      );
    }
    for (let i = 0; i < 1200; i++) {
      explorer.rows.tokentx.push(tokenRow({ blockNumber: '900', value: '1', logIndex: '0' }));
    }
    expect((await refresh()).statusCode).toBe(200);
    const stored = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.walletId, walletId));
    expect(stored).toHaveLength(3700);
    expect(new Set(stored.map((s) => s.hash)).size).toBe(3700);

    const pages = explorer.calls
      .filter((c) => c.get('action') === 'tokentx')
      .map((c) => [c.get('startblock'), c.get('page')]);
    expect(pages[0]).toEqual(['0', '1']);
    // The second window starts at the last block of the first page.
    expect(pages[1]).toEqual([String(10 + Math.floor(999 / 3)), '1']);
    // The one-block page can only move on by page number.
    expect(pages.slice(-2)).toEqual([
      ['900', '1'],
      ['900', '2'],
    ]);

    // The next refresh asks only for blocks after the ones already stored.
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.id, walletId));
    explorer.calls.length = 0;
    ctx.clock.advance(10_000);
    expect((await refresh()).statusCode).toBe(200);
    expect(explorer.calls[0]!.get('startblock')).toBe(String(wallet!.historyBlock! + 1));
  });

  it('waits and retries when the explorer answers that the rate limit was reached', async () => {
    explorer.rows.txlist.push(txRow({ blockNumber: '200', value: '1' }));
    explorer.state.forceRateLimit = 2;
    expect((await refresh()).statusCode).toBe(200);
    expect(explorer.state.rateLimited).toBeGreaterThanOrEqual(2);
    expect(await history()).toHaveLength(1);
  });

  it('answers 502 in Spanish and writes nothing when the explorer keeps refusing', async () => {
    explorer.rows.txlist.push(txRow({ blockNumber: '200', value: '1' }));
    explorer.state.forceRateLimit = 100;
    const response = await refresh();
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'El explorador de bloques está limitando las consultas. Intenta de nuevo en unos segundos.',
    );
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.id, walletId));
    expect(wallet).toMatchObject({ tokenizedBalance: null, lastSyncAt: null });
    expect(await history()).toEqual([]);
  });
});
