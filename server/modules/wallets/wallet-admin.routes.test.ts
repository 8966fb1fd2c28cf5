import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminChainTransaction, AdminWallet } from '@schemas/admin-detail';
import { startLocalChain, type LocalChain } from '../../../devchain/local-chain';
import { startRpcProxy, type RpcProxy } from '../../../devchain/rpc-proxy';
import { adminClient, type AdminCall } from '../../../tests/support/admin-client';
import { adminToken, createUser, createWallet } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { ADDRESSES, signIn } from '../../../tests/support/withdrawal-fixtures';
import { fromUnits } from '@schemas/money';

const A = ADDRESSES.a;
const C = ADDRESSES.c;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const OUTSIDER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

let chain: LocalChain;
let proxy: RpcProxy;
let ctx: TestContext;
let viewer: AdminCall;
beforeAll(async () => {
  chain = await startLocalChain();
  proxy = await startRpcProxy(chain.rpcUrl);
  ctx = await createTestContext({
    env: { ETH_RPC_URL: proxy.url, USDT_CONTRACT_ADDRESS: chain.usdtAddress },
  });
});
afterAll(async () => {
  await ctx.close();
  await proxy.close().catch(() => undefined);
  await chain.stop();
});
beforeEach(async () => {
  await ctx.reset();
  viewer = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer'));
});

async function anaWithWallets() {
  const user = await createUser(ctx.db, { email: 'ana@example.com', name: 'ana' });
  const wallets = [
    await createWallet(ctx.db, user, {
      address: A,
      pretokenizedBalance: '1500.50000000',
      name: 'Principal',
    }),
    await createWallet(ctx.db, user, { address: C, pretokenizedBalance: '250' }),
  ];
  return { user, wallets };
}

const transactions = async (address: string) =>
  (await viewer('GET', `/api/admin/wallet-blockchain-transactions/${address}`)).json<
    AdminChainTransaction[]
  >();

describe('wallet reads', () => {
  it('answers one wallet and a user’s wallets with the owner and the Sin Tokenizar balance', async () => {
    const { user, wallets } = await anaWithWallets();
    const one = await viewer('GET', `/api/admin/wallets/${wallets[1]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      id: wallets[1]!.id,
      name: null,
      address: C,
      userName: 'ana',
      userEmail: 'ana@example.com',
      userId: user.id,
      balanceSinTokenizar: '250.00000000',
    } satisfies AdminWallet);

    const list = await viewer('GET', `/api/admin/user-wallets/${user.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<AdminWallet[]>().map((w) => [w.address, w.balanceSinTokenizar])).toEqual([
      [A, '1500.50000000'],
      [C, '250.00000000'],
    ]);
    const empty = await createUser(ctx.db);
    expect((await viewer('GET', `/api/admin/user-wallets/${empty.id}`)).json()).toEqual([]);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    for (const [url, message] of [
      [`/api/admin/wallets/${UNKNOWN}`, 'Cartera no encontrada'],
      [`/api/admin/user-wallets/${UNKNOWN}`, 'Usuario no encontrado'],
    ]) {
      const res = await viewer('GET', url!);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message });
    }
    expect((await viewer('GET', '/api/admin/wallets/abc')).json().message).toContain(
      'Identificador de cartera inválido',
    );
    expect((await viewer('GET', '/api/admin/user-wallets/abc')).statusCode).toBe(400);
  });
});

describe('on-chain figures, read now through the chain adapter', () => {
  it('shows a transfer made in the test in the balance and in the list', async () => {
    const { wallets } = await anaWithWallets();
    await chain.tools.mint(chain.usdtAddress, A, '40');
    await chain.tools.sendEth(ADDRESSES.b, A, '0.01');
    const before = await viewer('GET', `/api/admin/wallet-blockchain-balance/${A}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().usdtBalance).toBe('40');
    const ethNow = async () =>
      fromUnits(String(await chain.tools.wallet.getBalance({ address: A })), 18);
    expect(before.json().ethBalance).toBe(await ethNow());

    const sent = await chain.tools.transferUsdt(chain.usdtAddress, A, OUTSIDER, '15.75');
    // Any case of the address finds the wallet.
    const after = await viewer('GET', `/api/admin/wallet-blockchain-balance/${A.toLowerCase()}`);
    expect(after.json()).toEqual({ usdtBalance: '24.25', ethBalance: await ethNow() });

    const list = await transactions(A);
    expect(list.map((t) => [t.asset, t.tokenValue ?? t.value, t.from === A])).toEqual([
      ['USDT', '15.75', true],
      ['ETH', '0.01', false],
      ['USDT', '40', false],
    ]);
    expect(list[0]).toEqual({
      hash: sent.transactionHash,
      from: A,
      to: OUTSIDER,
      value: '0',
      asset: 'USDT',
      tokenValue: '15.75',
      timestamp: expect.any(Number),
      blockNumber: Number(sent.blockNumber),
      gasUsed: sent.gasUsed.toString(),
      status: 1,
    });

    // After the owner's refresh stores the history, the list is the stored part plus what
    // came later, once each.
    const { sid } = await signIn(ctx.app, 'ana@example.com');
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: `/api/wallets/${wallets[0]!.id}/refresh`,
      cookies: { sid },
    });
    expect(refresh.statusCode).toBe(200);
    await chain.tools.transferUsdt(chain.usdtAddress, A, C, '4.25');
    const later = await transactions(A);
    expect(later.map((t) => t.tokenValue ?? t.value)).toEqual(['4.25', '15.75', '0.01', '40']);
    expect(new Set(later.map((t) => t.hash)).size).toBe(4);
    // The transfer between two of our wallets is in the other wallet's list as received.
    expect((await transactions(C)).map((t) => [t.tokenValue, t.to])).toEqual([['4.25', C]]);
  });

  it('marks a failed token transfer and knows no amount for it', async () => {
    await anaWithWallets();
    const failed = await chain.tools.transferUsdt(chain.usdtAddress, C, A, '5', 100_000n);
    expect(failed.status).toBe('reverted');
    const row = (await transactions(C)).find((t) => t.hash === failed.transactionHash);
    expect(row).toMatchObject({ asset: 'USDT', tokenValue: null, value: '0', status: 0 });
  });

  it('answers 404 for an address that is none of our wallets and 400 for a malformed one', async () => {
    await anaWithWallets();
    for (const kind of ['balance', 'transactions']) {
      const outsider = await viewer('GET', `/api/admin/wallet-blockchain-${kind}/${OUTSIDER}`);
      expect(outsider.statusCode).toBe(404);
      expect(outsider.json()).toEqual({ message: 'Cartera no encontrada' });
      const malformed = await viewer('GET', `/api/admin/wallet-blockchain-${kind}/0x1234`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('Dirección inválida');
    }
  });

  it('answers a Spanish 502 when the node does not answer', async () => {
    await anaWithWallets();
    await proxy.close();
    for (const kind of ['balance', 'transactions']) {
      const res = await viewer('GET', `/api/admin/wallet-blockchain-${kind}/${A}`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message:
          'No se pudo consultar la red Ethereum: el nodo no responde. Intenta de nuevo en unos minutos.',
        requestId: res.headers['x-request-id'],
      });
    }
  });
});
