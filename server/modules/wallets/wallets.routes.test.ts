import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../../../devchain/local-chain';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createUser, createWallet } from '../../../tests/support/factories';
import { ADDRESSES, signIn } from '../../../tests/support/withdrawal-fixtures';
import { z } from 'zod';
import { type TransactionView, type WalletView, walletView } from '@schemas/wallets';
import { transactions, wallets } from '../../db/schema';

const OUTSIDER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

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

/** Ana's two wallets and Beto's one sit at anvil accounts, so the chain can move their USDT. */
async function setUp() {
  const [ana, beto] = [await createUser(ctx.db), await createUser(ctx.db)];
  const saving = await createWallet(ctx.db, ana, {
    address: ADDRESSES.a,
    pretokenizedBalance: '250',
    name: 'Ahorro',
  });
  const principal = await createWallet(ctx.db, ana, {
    address: ADDRESSES.b,
    pretokenizedBalance: '1500.5',
    name: 'Principal',
  });
  const betoWallet = await createWallet(ctx.db, beto, { address: ADDRESSES.c });
  const [anaSession, betoSession] = await Promise.all([
    signIn(ctx.app, ana.email),
    signIn(ctx.app, beto.email),
  ]);
  return { saving, principal, betoWallet, anaSid: anaSession.sid, betoSid: betoSession.sid };
}

/** USDT units (6 decimals) as PostgreSQL prints a numeric(18,8). */
const asNumeric18x8 = (units: bigint) =>
  `${units / 1_000_000n}.${(units % 1_000_000n).toString().padStart(6, '0')}00`;

const call = (sid: string, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, cookies: { sid } });

const history = async (sid: string, walletId: string) =>
  (await call(sid, 'GET', `/api/wallets/${walletId}/transactions`)).json<TransactionView[]>();

describe('GET /api/wallets', () => {
  it('lists only the own wallets, highest pretokenized balance first, with decimal strings', async () => {
    const { anaSid } = await setUp();
    const response = await call(anaSid, 'GET', '/api/wallets');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        address: ADDRESSES.b,
        name: 'Principal',
        pretokenizedBalance: '1500.50000000',
        tokenizedBalance: null,
        lastSyncAt: null,
      }),
      expect.objectContaining({ address: ADDRESSES.a, pretokenizedBalance: '250.00000000' }),
    ]);
    // Sent without the schema check: the answer must still be exactly the documented shape.
    expect(z.array(walletView.strict()).parse(response.json())).toEqual(response.json());
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/wallets' });
    expect(response.statusCode).toBe(401);
  });
});

describe('another user’s wallet', () => {
  it('answers 404 for reading, refreshing and its history, and writes nothing', async () => {
    const { betoWallet, anaSid } = await setUp();
    const id = betoWallet.id;
    for (const [method, url] of [
      ['GET', `/api/wallets/${id}`],
      ['POST', `/api/wallets/${id}/refresh`],
      ['GET', `/api/wallets/${id}/transactions`],
    ] as const) {
      const response = await call(anaSid, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(
        'La cartera solicitada no existe o no tienes acceso a ella.',
      );
    }
    const [row] = await ctx.db.select().from(wallets).where(eq(wallets.id, id));
    expect(row!.lastSyncAt).toBeNull();
  });

  it('answers 400 in Spanish for an id that is not a uuid', async () => {
    const { anaSid } = await setUp();
    const response = await call(anaSid, 'GET', '/api/wallets/123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Identificador inválido/);
  });
});

describe('POST /api/wallets/:id/refresh', () => {
  it('stores the on-chain USDT balance and the history, and picks up later transfers', async () => {
    const { saving, anaSid } = await setUp();
    // The first test to move USDT on this address: the chain is shared by the whole file.
    expect(await chain.tools.usdtBalance(chain.usdtAddress, ADDRESSES.a)).toBe(0n);
    const minted = await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '300.125');
    const sent = await chain.tools.transferUsdt(chain.usdtAddress, ADDRESSES.a, OUTSIDER, '20.5');
    const ether = await chain.tools.sendEth(OUTSIDER, ADDRESSES.a, '0.25');

    const first = await call(anaSid, 'POST', `/api/wallets/${saving.id}/refresh`);
    expect(first.statusCode).toBe(200);
    const refreshed = first.json<WalletView>();
    expect(refreshed.tokenizedBalance).toBe('279.62500000');
    expect(refreshed.lastSyncAt).toBe(ctx.clock.now().toISOString());

    const entries = await history(anaSid, saving.id);
    const ours = entries.filter((e) =>
      [minted, sent, ether].some((r) => r.transactionHash === e.hash),
    );
    expect(ours.map((e) => [e.asset, e.from, e.to, e.tokenValue, e.value, e.status])).toEqual([
      ['ETH', OUTSIDER, ADDRESSES.a, null, '250000000000000000', 1],
      ['USDT', ADDRESSES.a, OUTSIDER, '20.5', '0', 1],
      ['USDT', '0x0000000000000000000000000000000000000000', ADDRESSES.a, '300.125', '0', 1],
    ]);
    expect(ours[0]!.blockNumber).toBeGreaterThan(ours[2]!.blockNumber);

    // A transfer made on the chain afterwards shows after the next refresh (past the cool-down).
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '1000');
    ctx.clock.advance(10_000);
    const second = await call(anaSid, 'POST', `/api/wallets/${saving.id}/refresh`);
    expect(second.json<WalletView>().tokenizedBalance).toBe('1279.62500000');
    const after = await history(anaSid, saving.id);
    expect(after).toHaveLength(entries.length + 1);
    expect(after[0]).toMatchObject({ asset: 'USDT', tokenValue: '1000', to: ADDRESSES.a });
  });

  it('records a failed token transfer as status 0 without an amount', async () => {
    const { principal: wallet, anaSid } = await setUp();
    const receipt = await chain.tools.transferUsdt(
      chain.usdtAddress,
      ADDRESSES.b,
      OUTSIDER,
      '999999',
      100_000n,
    );
    expect(receipt.status).toBe('reverted');
    await call(anaSid, 'POST', `/api/wallets/${wallet.id}/refresh`);
    const failed = (await history(anaSid, wallet.id)).find(
      (e) => e.hash === receipt.transactionHash,
    );
    expect(failed).toMatchObject({ asset: 'USDT', status: 0, tokenValue: null, value: '0' });
  });

  it('puts a transfer between two users’ wallets in both histories', async () => {
    const { principal: anaWallet, betoWallet, anaSid, betoSid } = await setUp();
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.b, '50');
    const { transactionHash } = await chain.tools.transferUsdt(
      chain.usdtAddress,
      ADDRESSES.b,
      ADDRESSES.c,
      '12.345678',
    );
    await call(anaSid, 'POST', `/api/wallets/${anaWallet.id}/refresh`);
    await call(betoSid, 'POST', `/api/wallets/${betoWallet.id}/refresh`);
    const sent = (await history(anaSid, anaWallet.id)).find((e) => e.hash === transactionHash);
    const received = (await history(betoSid, betoWallet.id)).find(
      (e) => e.hash === transactionHash,
    );
    expect(sent).toMatchObject({ from: ADDRESSES.b, to: ADDRESSES.c, tokenValue: '12.345678' });
    expect(received).toMatchObject({ from: ADDRESSES.b, to: ADDRESSES.c, tokenValue: '12.345678' });
  });

  it('answers 429 in Spanish within 10 s of the last refresh', async () => {
    const { saving, anaSid } = await setUp();
    const id = saving.id;
    expect((await call(anaSid, 'POST', `/api/wallets/${id}/refresh`)).statusCode).toBe(200);
    ctx.clock.advance(9_000);
    const early = await call(anaSid, 'POST', `/api/wallets/${id}/refresh`);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(
      'Esta cartera se actualizó hace menos de 10 segundos. Espera un momento para volver a actualizarla.',
    );
    expect(early.headers['retry-after']).toBe('1');
    ctx.clock.advance(1_000);
    expect((await call(anaSid, 'POST', `/api/wallets/${id}/refresh`)).statusCode).toBe(200);
  });
});

describe('POST /api/wallets/refresh-all', () => {
  it('refreshes every own wallet due, skipping the ones refreshed less than 10 s ago', async () => {
    const { principal, anaSid } = await setUp();
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '7');
    await call(anaSid, 'POST', `/api/wallets/${principal.id}/refresh`);
    ctx.clock.advance(5_000);

    const response = await call(anaSid, 'POST', '/api/wallets/refresh-all');
    expect(response.statusCode).toBe(200);
    const result = response.json<{ refreshed: number; skipped: number; wallets: WalletView[] }>();
    expect(result).toMatchObject({ refreshed: 1, skipped: 1 });
    const saving = result.wallets.find((w) => w.address === ADDRESSES.a)!;
    expect(saving.lastSyncAt).toBe(ctx.clock.now().toISOString());
    const onChain = await chain.tools.usdtBalance(chain.usdtAddress, ADDRESSES.a);
    expect(saving.tokenizedBalance).toBe(asNumeric18x8(onChain));

    const again = await call(anaSid, 'POST', '/api/wallets/refresh-all');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Tus carteras se actualizaron hace menos de 10 segundos/);
  });
});

describe('when the node is down', () => {
  it('answers 502 in Spanish and leaves the wallet and its history unchanged', async () => {
    const { saving, anaSid } = await setUp();
    const id = saving.id;
    expect((await call(anaSid, 'POST', `/api/wallets/${id}/refresh`)).statusCode).toBe(200);
    const [before] = await ctx.db.select().from(wallets).where(eq(wallets.id, id));
    const historyBefore = await ctx.db.select().from(transactions);
    await chain.tools.mint(chain.usdtAddress, ADDRESSES.a, '5');

    await chain.stop();
    ctx.clock.advance(60_000);
    const response = await call(anaSid, 'POST', `/api/wallets/${id}/refresh`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'No se pudo consultar la red Ethereum: el nodo no responde. Intenta de nuevo en unos minutos.',
    );
    const [after] = await ctx.db.select().from(wallets).where(eq(wallets.id, id));
    expect(after).toEqual(before);
    expect(await ctx.db.select().from(transactions)).toEqual(historyBefore);
  });
});
