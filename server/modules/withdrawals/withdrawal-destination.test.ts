import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, withdrawals } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createCreditor, createWallet, randomAddress } from '../../../tests/support/factories';
import { signIn } from '../../../tests/support/withdrawal-fixtures';
import {
  BAD_CHECKSUM,
  BLOCKED_REFUSED,
  MAINNET_USDT,
  MAINNET_USDT_REFUSED,
  OUR_WALLET_REFUSED,
  OWN_WALLET_REFUSED,
  SOURCE_WALLET_REFUSED,
  USDT_CONTRACT_REFUSED,
  ZERO_ADDRESS_REFUSED,
} from './withdrawal-destination';

/** A token contract of this deployment that is not mainnet's (as on the development chain). */
const CONFIGURED_USDT = randomAddress();
const BLOCKED = [randomAddress(), randomAddress()];
/** Mixed case with an 'F': its checksum breaks when that letter's case changes. */
const GOOD = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      USDT_CONTRACT_ADDRESS: CONFIGURED_USDT,
      // Spaces and case as an operator might type them.
      BLOCKED_DESTINATIONS: ` ${BLOCKED[0]!.toLowerCase()} , ${BLOCKED[1]}`,
    },
  });
});
afterAll(() => ctx.close());

async function setting() {
  const ana = await createCreditor(ctx.db);
  const source = await createWallet(ctx.db, ana, { pretokenizedBalance: '1500.50000000' });
  const second = await createWallet(ctx.db, ana, { pretokenizedBalance: '3' });
  const other = await createWallet(ctx.db, await createCreditor(ctx.db), {
    pretokenizedBalance: '9',
  });
  const cookies = await signIn(ctx.app, ana.email);
  const refusals: [string, string, string][] = [
    ['a mixed-case address with a wrong checksum', GOOD.replace('F', 'f'), BAD_CHECKSUM],
    ['the zero address', '0x0000000000000000000000000000000000000000', ZERO_ADDRESS_REFUSED],
    ["mainnet's USDT contract", MAINNET_USDT, MAINNET_USDT_REFUSED],
    ["mainnet's USDT contract, lower case", MAINNET_USDT.toLowerCase(), MAINNET_USDT_REFUSED],
    ['the configured USDT contract', CONFIGURED_USDT, USDT_CONTRACT_REFUSED],
    ['an address in BLOCKED_DESTINATIONS', BLOCKED[0]!, BLOCKED_REFUSED],
    ['another address in BLOCKED_DESTINATIONS', BLOCKED[1]!.toLowerCase(), BLOCKED_REFUSED],
    ['the source wallet', source.address.toLowerCase(), SOURCE_WALLET_REFUSED],
    ["another of the creditor's wallets", second.address, OWN_WALLET_REFUSED],
    ["another creditor's wallet", other.address, OUR_WALLET_REFUSED],
  ];
  return { source, cookies, refusals };
}

const call = (url: string, cookies: { sid: string }, payload: object) =>
  ctx.app.inject({ method: 'POST', url, cookies, payload });

/** Sends every refused destination from `source` to `url`; each must be a 400 with its message. */
async function expectRefused(url: string, world: Awaited<ReturnType<typeof setting>>) {
  for (const [name, withdrawalAddress, message] of world.refusals) {
    const res = await call(url, world.cookies, { walletId: world.source.id, withdrawalAddress });
    expect(res.statusCode, name).toBe(400);
    expect(res.json(), name).toEqual({ message });
  }
}

describe('destinations that cannot receive a withdrawal', () => {
  it('are refused by the destination step, each with its own Spanish message', async () => {
    const world = await setting();
    const { source, cookies } = world;
    expect(new Set(world.refusals.map(([, , message]) => message)).size).toBe(8);
    await expectRefused('/api/withdrawals/destination-check', world);
    const accepted = await call('/api/withdrawals/destination-check', cookies, {
      walletId: source.id,
      withdrawalAddress: ` ${GOOD.toLowerCase()} `,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ withdrawalAddress: GOOD });
  });

  it('are refused again when the order is placed, writing nothing', async () => {
    await expectRefused('/api/withdrawals', await setting());
    expect(await ctx.db.select().from(withdrawals)).toEqual([]);
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
  });

  it("answers 404 for another user's wallet and 400 for a malformed address", async () => {
    const { cookies } = await setting();
    const stranger = await createWallet(ctx.db, await createCreditor(ctx.db));
    const theirs = await call('/api/withdrawals/destination-check', cookies, {
      walletId: stranger.id,
      withdrawalAddress: GOOD,
    });
    expect(theirs.statusCode).toBe(404);
    const malformed = await call('/api/withdrawals/destination-check', cookies, {
      walletId: stranger.id,
      withdrawalAddress: '0x1234',
    });
    expect(malformed.json()).toEqual({ message: 'withdrawalAddress: Dirección Inválida' });
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdrawals/destination-check',
      payload: { walletId: stranger.id, withdrawalAddress: GOOD },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
