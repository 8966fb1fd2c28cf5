import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../../../devchain/local-chain';
import { startRpcProxy } from '../../../devchain/rpc-proxy';
import { createChainClient, type ChainFollowerReads } from '../../adapters/chain';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { adminToken, createUser, createWallet } from '../../../tests/support/factories';
import { ADDRESSES, signIn } from '../../../tests/support/withdrawal-fixtures';
import { chainStatus } from '@schemas/chain-status';
import { chainSync, chainTransfers, wallets } from '../../db/schema';
import { createChainSync } from './chain-sync.service';

/** anvil's account #9: an address that is not one of our wallets. */
const OUTSIDER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

let chain: LocalChain;
let ctx: TestContext;
beforeAll(async () => {
  chain = await startLocalChain();
  ctx = await createTestContext({
    env: { ETH_RPC_URL: chain.rpcUrl, USDT_CONTRACT_ADDRESS: chain.usdtAddress },
  });
});
afterAll(async () => {
  await ctx.close();
  await chain.stop();
});
beforeEach(() => ctx.reset());

const readsAt = (rpcUrl: string) =>
  createChainClient({ ...ctx.config.chain, rpcUrl, timeoutMs: 2_000 }).follower;

const syncWith = (reads: ChainFollowerReads, db = ctx.db) =>
  createChainSync({ db, clock: ctx.clock, reads, confirmations: undefined, startBlock: undefined });

async function ourWallets() {
  const ana = await createUser(ctx.db);
  const a = await createWallet(ctx.db, ana, { address: ADDRESSES.a });
  const b = await createWallet(ctx.db, ana, { address: ADDRESSES.b });
  return { a, b };
}

const walletRow = async (id: string) =>
  (await ctx.db.select().from(wallets).where(eq(wallets.id, id)))[0]!;
const recorded = () =>
  ctx.db.select().from(chainTransfers).orderBy(chainTransfers.blockNumber, chainTransfers.logIndex);
const onChain = async (address: Address) =>
  (Number(await chain.tools.usdtBalance(chain.usdtAddress, address)) / 1e6).toFixed(8);

describe('the follower', () => {
  it('records transfers in, out and between our wallets once, and re-reads those wallets', async () => {
    const { a, b } = await ourWallets();
    const sync = ctx.app.chainSync;
    expect(await sync.follow()).toMatchObject({ state: 'started' });

    const t = chain.tools;
    await t.mint(chain.usdtAddress, ADDRESSES.a, '100'); // in
    await t.transferUsdt(chain.usdtAddress, ADDRESSES.a, OUTSIDER, '10.5'); // out
    await t.transferUsdt(chain.usdtAddress, ADDRESSES.a, ADDRESSES.b, '20'); // between two of ours
    await t.mint(chain.usdtAddress, OUTSIDER, '7'); // not ours: ignored

    const pass = await sync.follow();
    expect(pass).toMatchObject({ state: 'advanced', transfers: 3 });
    const rows = await recorded();
    expect(rows.map((r) => [r.from, r.to, r.units])).toEqual([
      ['0x0000000000000000000000000000000000000000', ADDRESSES.a, '100000000'],
      [ADDRESSES.a, OUTSIDER, '10500000'],
      [ADDRESSES.a, ADDRESSES.b, '20000000'],
    ]);
    expect((await walletRow(a.id)).staleFromBlock).not.toBeNull();
    expect((await walletRow(b.id)).staleFromBlock).not.toBeNull();

    // Following again, and reading the same blocks again, records nothing twice.
    expect(await sync.follow()).toMatchObject({ state: 'idle' });
    await ctx.db.update(chainSync).set({ blockNumber: 0 }).where(eq(chainSync.job, 'follower'));
    await ctx.db
      .update(chainSync)
      .set({
        blockHash: (await readsAt(chain.rpcUrl).blockHashes([0])).get(0)!,
      })
      .where(eq(chainSync.job, 'follower'));
    expect(await sync.follow()).toMatchObject({ state: 'advanced', transfers: 3 });
    expect(await recorded()).toHaveLength(3);

    // The refresher re-reads both wallets at the cursor's block and clears their marks.
    expect(await sync.refresh()).toMatchObject({ state: 'done', wallets: 2 });
    const [after, afterB] = [await walletRow(a.id), await walletRow(b.id)];
    expect(after.tokenizedBalance).toBe(await onChain(ADDRESSES.a));
    expect(afterB.tokenizedBalance).toBe(await onChain(ADDRESSES.b));
    expect(after.tokenizedBalance).toBe('69.50000000');
    expect(after.ethBalanceWei).not.toBeNull();
    expect(after.lastSyncAt?.getTime()).toBe(ctx.clock.now().getTime());
    expect([after.staleFromBlock, afterB.staleFromBlock]).toEqual([null, null]);
  });

  it('starts a new database at the head, so old transfers are not read', async () => {
    await ourWallets();
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '5');
    const head = await readsAt(chain.rpcUrl).head();
    expect(await ctx.app.chainSync.follow()).toEqual({ state: 'started', block: head });
    expect(await ctx.app.chainSync.follow()).toMatchObject({ state: 'idle', block: head });
    expect(await recorded()).toHaveLength(0);
  });

  it('stays 12 blocks behind the head on Ethereum (chain id 1), none on a development chain', async () => {
    await ourWallets();
    await chain.tools.test.mine({ blocks: 20 });
    const reads = readsAt(chain.rpcUrl);
    // The same node, answering as Ethereum's mainnet would to eth_chainId.
    const mainnet = syncWith({ ...reads, chainId: async () => 1 });
    const head = await reads.head();
    expect(await mainnet.follow()).toEqual({ state: 'started', block: head - 12 });
    const receipt = await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '9');
    const minted = Number(receipt.blockNumber);
    // Mined, but not yet 12 blocks deep: not read.
    expect(await mainnet.follow()).toMatchObject({
      state: 'advanced',
      to: minted - 12,
      transfers: 0,
    });
    await chain.tools.test.mine({ blocks: 12 });
    expect(await mainnet.follow()).toMatchObject({ state: 'advanced', to: minted, transfers: 1 });

    // On anvil's own chain id (31337) the follower reads up to the head itself.
    await ctx.reset();
    await ourWallets();
    expect(await ctx.app.chainSync.follow()).toEqual({
      state: 'started',
      block: await reads.head(),
    });
  });

  it('starts at CHAIN_START_BLOCK when one is set, reading that block too', async () => {
    await ourWallets();
    const receipt = await chain.tools.mint(chain.usdtAddress, ADDRESSES.b, '8');
    await chain.tools.test.mine({ blocks: 3 });
    const sync = createChainSync({
      db: ctx.db,
      clock: ctx.clock,
      reads: readsAt(chain.rpcUrl),
      confirmations: undefined,
      startBlock: Number(receipt.blockNumber),
    });
    expect(await sync.follow()).toEqual({
      state: 'started',
      block: Number(receipt.blockNumber) - 1,
    });
    expect(await sync.follow()).toMatchObject({ state: 'advanced', transfers: 1 });
    expect((await recorded()).map((r) => r.txHash)).toEqual([receipt.transactionHash]);
  });

  it('is cleared by the refresh button, which reads the wallet at the head', async () => {
    const ana = await createUser(ctx.db);
    const wallet = await createWallet(ctx.db, ana, { address: ADDRESSES.c });
    const { sid } = await signIn(ctx.app, ana.email);
    await ctx.app.chainSync.follow();
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.c, '4.25');
    await ctx.app.chainSync.follow();
    expect((await walletRow(wallet.id)).staleFromBlock).not.toBeNull();
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: `/api/wallets/${wallet.id}/refresh`,
      cookies: { sid },
    });
    expect(refreshed.statusCode).toBe(200);
    const row = await walletRow(wallet.id);
    expect(row.staleFromBlock).toBeNull();
    expect(row.tokenizedBalance).toBe(await onChain(ADDRESSES.c));
    expect(row.balanceBlock).toBe(await readsAt(chain.rpcUrl).head());
    // The refresher has nothing left to read.
    expect(await ctx.app.chainSync.refresh()).toMatchObject({ state: 'done', wallets: 0 });
  });

  it('halves the window when the node refuses a wide range, and grows it back', async () => {
    await ourWallets();
    const start = await readsAt(chain.rpcUrl).head();
    await ctx.db.insert(chainSync).values({
      job: 'follower',
      blockNumber: start,
      windowSize: 500,
      blockHash: (await readsAt(chain.rpcUrl).blockHashes([start])).get(start)!,
    });
    for (let i = 0; i < 6; i++) await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, `${i + 1}`);
    await chain.tools.test.mine({ blocks: 40 });
    const proxy = await startRpcProxy(chain.rpcUrl, { maxLogBlockRange: 10 });
    try {
      const sync = syncWith(readsAt(proxy.url));
      const first = await sync.follow();
      expect(first).toMatchObject({ state: 'advanced', from: start + 1 });
      expect(proxy.stats.refusedLogQueries).toBeGreaterThan(0);
      const [cursor] = await ctx.db.select().from(chainSync).where(eq(chainSync.job, 'follower'));
      // 500 → 250 → … → 7 accepted, then doubled for the next pass (and refused again).
      expect(cursor!.windowSize).toBe(14);
      let pass = first;
      while (pass.state === 'advanced' && pass.to < pass.head) pass = await sync.follow();
      expect(pass).toMatchObject({ state: 'advanced' });
      expect((await recorded()).map((r) => r.units)).toEqual(
        ['1', '2', '3', '4', '5', '6'].map((n) => `${n}000000`),
      );
    } finally {
      await proxy.close();
    }
  });
});

describe('a reorganisation', () => {
  it('is noticed by the cursor hash; abandoned transfers go and balances are read again', async () => {
    const { a } = await ourWallets();
    const sync = ctx.app.chainSync;
    await sync.follow();
    const t = chain.tools;
    const fork = await t.test.snapshot();
    await t.mint(chain.usdtAddress, ADDRESSES.a, '300'); // only on the abandoned branch
    await t.transferUsdt(chain.usdtAddress, ADDRESSES.a, OUTSIDER, '1');
    expect(await sync.follow()).toMatchObject({ state: 'advanced', transfers: 2 });
    await sync.refresh();
    expect((await walletRow(a.id)).tokenizedBalance).toBe(await onChain(ADDRESSES.a));
    const abandoned = (await recorded()).map((r) => r.txHash);

    await t.test.revert({ id: fork });
    await t.mint(chain.usdtAddress, ADDRESSES.a, '12'); // the new branch
    await t.test.mine({ blocks: 2 });

    const noticed = await sync.follow();
    expect(noticed).toMatchObject({ state: 'reorg' });
    expect(await recorded()).toHaveLength(0);
    expect((await walletRow(a.id)).staleFromBlock).not.toBeNull();
    expect(await sync.follow()).toMatchObject({ state: 'advanced', transfers: 1 });
    const now = await recorded();
    expect(now.map((r) => r.units)).toEqual(['12000000']);
    expect(abandoned).not.toContain(now[0]!.txHash);
    await sync.refresh();
    const wallet = await walletRow(a.id);
    expect(wallet.tokenizedBalance).toBe(await onChain(ADDRESSES.a));
    expect(wallet.staleFromBlock).toBeNull();
  });
});

/** The real node's reads, with log queries held at a gate until the test opens it. */
function heldReads(rpcUrl: string) {
  const reads = readsAt(rpcUrl);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let reached!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  return {
    reads: {
      ...reads,
      transferLogs: async (from: number, to: number) => {
        const logs = await reads.transferLogs(from, to);
        reached();
        await gate;
        return logs;
      },
    } satisfies ChainFollowerReads,
    arrived,
    open,
  };
}

describe('several instances', () => {
  it('never both advance the cursor: one pass at a time, and a stalled one is taken over', async () => {
    await ourWallets();
    await ctx.app.chainSync.follow();
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '40');
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.b, '2');

    const stalled = heldReads(chain.rpcUrl);
    const first = syncWith(stalled.reads);
    // Another app instance, with its own database pool.
    const second = (await ctx.anotherInstance()).chainSync;
    const firstPass = first.follow();
    await stalled.arrived;
    // The first holds the cursor: the second does not wait for it and does nothing.
    expect(await second.follow()).toEqual({ state: 'busy' });
    expect(await ctx.app.chainSync.follow()).toEqual({ state: 'busy' });

    // The first stalls past its lease (as if killed): another instance takes over.
    ctx.clock.advance(61_000);
    expect(await second.follow()).toMatchObject({ state: 'advanced', transfers: 2 });
    stalled.open();
    // The stalled pass wakes up and finds the cursor gone: it writes nothing.
    expect(await firstPass).toMatchObject({ state: 'failed' });
    expect(await recorded()).toHaveLength(2);
    expect(await second.follow()).toMatchObject({ state: 'idle' });
    expect(await recorded()).toHaveLength(2);
  });

  it('lose nothing and repeat nothing when a pass dies before its commit', async () => {
    await ourWallets();
    await ctx.app.chainSync.follow();
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '3');
    const reads = readsAt(chain.rpcUrl);
    const dying = syncWith({
      ...reads,
      transferLogs: async (from, to) => {
        await reads.transferLogs(from, to);
        throw new Error('proceso terminado');
      },
    });
    const before = (await ctx.db.select().from(chainSync).where(eq(chainSync.job, 'follower')))[0]!;
    expect(await dying.follow()).toEqual({
      state: 'failed',
      error: 'No se pudo leer la red Ethereum: proceso terminado',
    });
    const after = (await ctx.db.select().from(chainSync).where(eq(chainSync.job, 'follower')))[0]!;
    expect(after.blockNumber).toBe(before.blockNumber);
    expect(await recorded()).toHaveLength(0);
    // Backing off: nobody follows until the retry time.
    expect(await ctx.app.chainSync.follow()).toEqual({ state: 'busy' });
    ctx.clock.advance(5_000);
    expect(await ctx.app.chainSync.follow()).toMatchObject({ state: 'advanced', transfers: 1 });
    expect(await ctx.app.chainSync.follow()).toMatchObject({ state: 'idle' });
    expect(await recorded()).toHaveLength(1);
  });
});

describe('when the node does not answer', () => {
  it('records the error, backs off longer each time, and staff see it', async () => {
    await ourWallets();
    await ctx.app.chainSync.follow();
    const dead = syncWith(readsAt('http://127.0.0.1:9'));
    const failed = await dead.follow();
    expect(failed).toMatchObject({ state: 'failed' });
    const row = async () =>
      (await ctx.db.select().from(chainSync).where(eq(chainSync.job, 'follower')))[0]!;
    const waits = [];
    for (let i = 0; i < 3; i++) {
      const { nextAttemptAt } = await row();
      waits.push(nextAttemptAt!.getTime() - ctx.clock.now().getTime());
      ctx.clock.advance(waits.at(-1)!);
      await dead.follow();
    }
    expect(waits).toEqual([5_000, 10_000, 20_000]);

    const token = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/chain-status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.statusCode).toBe(200);
    const body = chainStatus.strict().parse(status.json());
    expect(body.lastError).toMatch(/^No se pudo leer la red Ethereum: /);
    expect(body.late).toBe(false);

    // The node answers again: the next pass after the back-off clears the error.
    ctx.clock.advance(40_000);
    expect(await ctx.app.chainSync.follow()).toMatchObject({ state: 'idle' });
    const healthy = chainStatus.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/chain-status',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    );
    expect(healthy).toMatchObject({ lastError: null, lagBlocks: 0, late: false });
    expect(healthy.syncedBlock).toBe(await readsAt(chain.rpcUrl).head());

    ctx.clock.advance(11 * 60_000);
    const late = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/chain-status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(late.json()).toMatchObject({ late: true });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/chain-status' })).statusCode,
    ).toBe(401);
  });
});

describe('the daily sweep', () => {
  it('reads every wallet once a day, in pages, wherever it stopped', async () => {
    const ana = await createUser(ctx.db);
    const list = [];
    for (const address of Object.values(ADDRESSES))
      list.push(await createWallet(ctx.db, ana, { address }));
    await chain.tools.sendEth(ADDRESSES.d, OUTSIDER, '1'); // ETH moves leave no log
    await ctx.app.chainSync.follow();
    const sweeper = createChainSync({
      db: ctx.db,
      clock: ctx.clock,
      reads: readsAt(chain.rpcUrl),
      confirmations: undefined,
      startBlock: undefined,
      pageSize: 3,
    });
    expect(await sweeper.sweep()).toMatchObject({ state: 'done', wallets: 4, finished: true });
    for (const w of list) expect((await walletRow(w.id)).lastSyncAt).not.toBeNull();
    const eth = await readsAt(chain.rpcUrl).balancesAt(
      [ADDRESSES.d],
      await readsAt(chain.rpcUrl).head(),
    );
    expect((await walletRow(list[3]!.id)).ethBalanceWei).toBe(
      eth.balances.get(ADDRESSES.d.toLowerCase())!.ethWei,
    );
    expect(await sweeper.sweep()).toEqual({ state: 'idle' });
    ctx.clock.advance(24 * 60 * 60_000);
    expect(await sweeper.sweep()).toMatchObject({ state: 'done', wallets: 4 });
  });

  it('carries on after a pass that died between pages, reading each wallet once', async () => {
    const ana = await createUser(ctx.db);
    for (const address of Object.values(ADDRESSES)) await createWallet(ctx.db, ana, { address });
    await ctx.app.chainSync.follow();
    const reads = readsAt(chain.rpcUrl);
    const asked: string[][] = [];
    let failSecond = true;
    const sweeper = createChainSync({
      db: ctx.db,
      clock: ctx.clock,
      reads: {
        ...reads,
        balancesAt: async (addresses, block) => {
          asked.push([...addresses]);
          if (asked.length === 2 && failSecond) throw new Error('proceso terminado');
          return reads.balancesAt(addresses, block);
        },
      },
      confirmations: undefined,
      startBlock: undefined,
      pageSize: 3,
    });
    expect(await sweeper.sweep()).toMatchObject({ state: 'failed' });
    const read = async () =>
      (await ctx.db.select().from(wallets)).filter((w) => w.lastSyncAt !== null).length;
    expect(await read()).toBe(3);

    // After the back-off the next pass starts where the first stopped: the last wallet only.
    failSecond = false;
    ctx.clock.advance(5_000);
    expect(await sweeper.sweep()).toMatchObject({ state: 'done', wallets: 1, finished: true });
    expect(await read()).toBe(4);
    expect(asked.map((page) => page.length)).toEqual([3, 1, 1]);
    expect(new Set(asked.flat()).size).toBe(4);
    expect(await sweeper.sweep()).toEqual({ state: 'idle' });
  });
});
