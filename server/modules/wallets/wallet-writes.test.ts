import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, randomAddress } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { users } from '../../db/schema';
import {
  insertWallet,
  lowerWalletBalance,
  upsertWallets,
  zeroWalletBalancesOf,
} from './wallets.repo';

/**
 * Every write of a balance owed or of the wallet set keeps its owner's totals (wallet count and
 * balance owed) in the same statement sequence, so no caller has to remember
 * (docs/decisions/module-surfaces.md#user-totals-follow-wallet-writes).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const totals = async (email: string) => {
  const [row] = await ctx.db
    .select({ walletCount: users.walletCount, totalBalance: users.totalBalance })
    .from(users)
    .where(eq(users.email, email));
  return row;
};

describe("the wallets repo's writers keep the users' totals", () => {
  it('inserting a wallet', async () => {
    const ana = await createUser(ctx.db, { email: 'ana@example.com' });
    await insertWallet(ctx.db, {
      userEmail: ana.email,
      address: randomAddress(),
      pretokenizedBalance: '10.5',
    });
    await insertWallet(ctx.db, {
      userEmail: ana.email,
      address: randomAddress(),
      pretokenizedBalance: '2',
    });
    expect(await totals(ana.email)).toEqual({ walletCount: 2, totalBalance: '12.50' });
  });

  it('lowering a balance (a completed withdrawal), and not below zero', async () => {
    const ana = await createUser(ctx.db, { email: 'ana@example.com' });
    const wallet = await insertWallet(ctx.db, {
      userEmail: ana.email,
      address: randomAddress(),
      pretokenizedBalance: '10',
    });
    expect(await lowerWalletBalance(ctx.db, wallet.id, '4')).toEqual({ userEmail: ana.email });
    expect(await totals(ana.email)).toEqual({ walletCount: 1, totalBalance: '6.00' });
    expect(await lowerWalletBalance(ctx.db, wallet.id, '7')).toBeUndefined();
    expect(await totals(ana.email)).toEqual({ walletCount: 1, totalBalance: '6.00' });
  });

  it("zeroing a creditor's balances (a settlement), other users untouched", async () => {
    const ana = await createUser(ctx.db, { email: 'ana@example.com' });
    const eva = await createUser(ctx.db, { email: 'eva@example.com' });
    await insertWallet(ctx.db, {
      userEmail: ana.email,
      address: randomAddress(),
      pretokenizedBalance: '3',
    });
    await insertWallet(ctx.db, {
      userEmail: ana.email,
      address: randomAddress(),
      pretokenizedBalance: '4',
    });
    await insertWallet(ctx.db, {
      userEmail: eva.email,
      address: randomAddress(),
      pretokenizedBalance: '5',
    });
    await zeroWalletBalancesOf(ctx.db, ana.email);
    expect(await totals(ana.email)).toEqual({ walletCount: 2, totalBalance: '0.00' });
    expect(await totals(eva.email)).toEqual({ walletCount: 1, totalBalance: '5.00' });
  });

  it('the bulk upsert (the import), new and updated wallets alike', async () => {
    const ana = await createUser(ctx.db, { email: 'ana@example.com' });
    const eva = await createUser(ctx.db, { email: 'eva@example.com' });
    const address = randomAddress();
    await upsertWallets(ctx.db, [
      { userEmail: ana.email, address, name: null, pretokenizedBalance: '1' },
      { userEmail: eva.email, address: randomAddress(), name: null, pretokenizedBalance: '2' },
    ]);
    expect(await totals(ana.email)).toEqual({ walletCount: 1, totalBalance: '1.00' });
    await upsertWallets(ctx.db, [
      { userEmail: ana.email, address, name: 'Principal', pretokenizedBalance: '8' },
      { userEmail: ana.email, address: randomAddress(), name: null, pretokenizedBalance: '1' },
    ]);
    expect(await totals(ana.email)).toEqual({ walletCount: 2, totalBalance: '9.00' });
    expect(await totals(eva.email)).toEqual({ walletCount: 1, totalBalance: '2.00' });
  });
});
