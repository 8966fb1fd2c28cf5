import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../../../devchain/local-chain';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createUser, createWallet } from '../../../tests/support/factories';
import { ADDRESSES, signIn } from '../../../tests/support/withdrawal-fixtures';
import { wallets } from '../../db/schema';

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

it('refreshes once from the chain when 40 calls race over two instances', async () => {
  const ana = await createUser(ctx.db, { email: 'ana@example.com' });
  await createWallet(ctx.db, ana, { address: ADDRESSES.a, pretokenizedBalance: '1' });
  await createWallet(ctx.db, ana, { address: ADDRESSES.b, pretokenizedBalance: '2' });
  const { sid } = await signIn(ctx.app, 'ana@example.com');
  const instances = [ctx.app, await ctx.anotherInstance()];

  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      instances[i % 2]!.inject({
        method: 'POST',
        url: '/api/wallets/refresh-all',
        cookies: { sid },
      }),
    ),
  );

  const refreshed = answers.filter((a) => a.statusCode === 200);
  expect(refreshed).toHaveLength(1);
  expect(refreshed[0]!.json()).toMatchObject({ refreshed: 2, skipped: 0 });
  for (const refused of answers.filter((a) => a.statusCode !== 200)) {
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Tus carteras se actualizaron hace menos de 10/);
  }
  const rows = await ctx.db.select().from(wallets);
  expect(rows.map((w) => w.lastSyncAt?.getTime())).toEqual([
    ctx.clock.now().getTime(),
    ctx.clock.now().getTime(),
  ]);

  // The same race on one wallet's refresh.
  ctx.clock.advance(10_000);
  const one = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      instances[i % 2]!.inject({
        method: 'POST',
        url: `/api/wallets/${rows[0]!.id}/refresh`,
        cookies: { sid },
      }),
    ),
  );
  expect(one.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(429)]);
});
