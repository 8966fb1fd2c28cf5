import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, mailOutbox, withdrawals } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createUser, createWallet } from '../../../tests/support/factories';
import { signIn } from '../../../tests/support/withdrawal-fixtures';
import {
  SOURCE_WALLET_REFUSED,
  USDT_CONTRACT_REFUSED,
  ZERO_ADDRESS_REFUSED,
} from './withdrawal-destination';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('refuses destinations where USDT could never be spent, in Spanish, writing nothing', async () => {
  const ana = await createUser(ctx.db, { email: 'ana@example.com' });
  const wallet = await createWallet(ctx.db, ana, { pretokenizedBalance: '1500.50000000' });
  const cookies = await signIn(ctx.app, 'ana@example.com');
  const usdt = ctx.config.chain.usdtAddress;
  for (const [withdrawalAddress, message] of [
    ['0x0000000000000000000000000000000000000000', ZERO_ADDRESS_REFUSED],
    [usdt, USDT_CONTRACT_REFUSED],
    [usdt.toLowerCase(), USDT_CONTRACT_REFUSED],
    [wallet.address.toUpperCase().replace('0X', '0x'), SOURCE_WALLET_REFUSED],
  ] as const) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      cookies,
      payload: { walletId: wallet.id, withdrawalAddress, amount: '1500.5' },
    });
    expect(response.statusCode, withdrawalAddress).toBe(400);
    expect(response.json()).toEqual({ message });
  }
  expect(await ctx.db.select().from(withdrawals)).toEqual([]);
  expect(await ctx.db.select().from(auditLog)).toEqual([]);
  expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
});
