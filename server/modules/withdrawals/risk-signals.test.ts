import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminWithdrawal, WithdrawalQueue } from '@schemas/admin-withdrawals';
import { adminClient, type AdminCall } from '../../../tests/support/admin-client';
import {
  adminToken,
  createCreditor,
  createWallet,
  createWithdrawal,
  randomAddress,
} from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { FIXTURE_PASSWORD } from '../../../tests/support/withdrawal-fixtures';
import { startPayoutFreeze } from '../account/payout-freeze';

/** Risk signals beside each order (docs/product/payout-safety.md#risk-signals-for-staff). */
let ctx: TestContext;
let staff: AdminCall;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  staff = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer'));
});

const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(ctx.clock.now().getTime() + hoursFromNow * HOUR);

async function creditorWithWallet(email: string) {
  const user = await createCreditor(ctx.db, { email });
  const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: '500' });
  return { user, wallet };
}

const read = async (id: string) => {
  const response = await staff('GET', `/api/admin/withdrawals/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminWithdrawal>();
};
const kinds = (w: AdminWithdrawal) => w.signals.map((s) => s.kind).sort();

const signIn = (email: string, ua: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: FIXTURE_PASSWORD },
    headers: { 'user-agent': ua },
  });

describe('risk signals', () => {
  it('a reset and a new-device sign-in in the 72 hours before, a first-time destination', async () => {
    const { user, wallet } = await creditorWithWallet('ana@example.com');
    await signIn('ana@example.com', 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0');
    ctx.clock.advance(HOUR);
    await signIn('ana@example.com', 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile');
    await ctx.db.transaction((tx) =>
      startPayoutFreeze(tx, { userId: user.id, cause: 'password-reset', at: at(0), hours: 72 }),
    );
    const order = await createWithdrawal(ctx.db, user, wallet, { createdAt: at(71) });
    // Staff sessions end after 30 idle minutes: sign in again after the clock moved.
    staff = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer'));
    const w = await read(order.id);
    expect(kinds(w)).toEqual(['new-destination', 'new-device', 'recent-reset']);
    expect(w.signals.find((s) => s.kind === 'recent-reset')?.text).toMatch(
      /^Contraseña restablecida o sesiones cerradas el \d\d\/\d\d\/\d{4} a las \d\d:\d\d/,
    );

    // 73 hours after those events they no longer count.
    const later = await createWithdrawal(
      ctx.db,
      user,
      await createWallet(ctx.db, user, { pretokenizedBalance: '1' }),
      { createdAt: at(73), withdrawalAddress: order.withdrawalAddress },
    );
    expect(kinds(await read(later.id))).toEqual([]);
  });

  it('an order placed before a reset is flagged', async () => {
    const { user, wallet } = await creditorWithWallet('bea@example.com');
    const order = await createWithdrawal(ctx.db, user, wallet, { createdAt: at(-5) });
    await ctx.db.transaction((tx) =>
      startPayoutFreeze(tx, { userId: user.id, cause: 'password-reset', at: at(0), hours: 72 }),
    );
    expect(kinds(await read(order.id))).toEqual(['flagged-before-reset', 'new-destination']);
  });

  it('names the other creditors who used the destination, with links to them', async () => {
    const shared = randomAddress();
    const ana = await creditorWithWallet('ana@example.com');
    const bea = await creditorWithWallet('bea@example.com');
    const carla = await creditorWithWallet('carla@example.com');
    await createWithdrawal(ctx.db, bea.user, bea.wallet, {
      withdrawalAddress: shared,
      createdAt: at(-48),
      status: 'completed',
    });
    await createWithdrawal(ctx.db, carla.user, carla.wallet, {
      withdrawalAddress: shared,
      createdAt: at(-24),
      status: 'rejected',
    });
    const order = await createWithdrawal(ctx.db, ana.user, ana.wallet, {
      withdrawalAddress: shared,
    });
    const signal = (await read(order.id)).signals.find((s) => s.kind === 'shared-destination');
    expect(signal).toEqual({
      kind: 'shared-destination',
      text: 'Dirección usada por otros 2 titulares',
      users: [
        { id: bea.user.id, email: 'bea@example.com', name: bea.user.fullName },
        { id: carla.user.id, email: 'carla@example.com', name: carla.user.fullName },
      ],
    });
  });

  it('filters the queue to the orders with signals (?signals=1)', async () => {
    const quiet = await creditorWithWallet('quieta@example.com');
    const destination = randomAddress();
    await createWithdrawal(ctx.db, quiet.user, quiet.wallet, {
      withdrawalAddress: destination,
      createdAt: at(-100),
      status: 'completed',
    });
    const calm = await createWithdrawal(
      ctx.db,
      quiet.user,
      await createWallet(ctx.db, quiet.user, { pretokenizedBalance: '3' }),
      { withdrawalAddress: destination, createdAt: at(-1) },
    );
    const risky = await creditorWithWallet('nueva@example.com');
    const fresh = await createWithdrawal(ctx.db, risky.user, risky.wallet);

    const all = (await staff('GET', '/api/admin/withdrawals')).json<WithdrawalQueue>();
    expect(all.withdrawals.map((w) => w.id).sort()).toEqual([calm.id, fresh.id].sort());
    const flagged = await staff('GET', '/api/admin/withdrawals?signals=1');
    expect(flagged.json<WithdrawalQueue>().withdrawals.map((w) => w.id)).toEqual([fresh.id]);
    const bad = await staff('GET', '/api/admin/withdrawals?signals=si');
    expect(bad.statusCode).toBe(400);
  });
});

describe('with PAYOUT_FREEZE_HOURS=24', () => {
  it('flags the orders of the 24 hours before a reset and says 24 hours', async () => {
    const short = await createTestContext({ env: { PAYOUT_FREEZE_HOURS: '24' } });
    try {
      const user = await createCreditor(short.db, { email: 'flor@example.com' });
      const wallet = await createWallet(short.db, user, { pretokenizedBalance: '500' });
      const hoursAgo = (h: number) => new Date(short.clock.now().getTime() - h * HOUR);
      const order = await createWithdrawal(short.db, user, wallet, { createdAt: hoursAgo(5) });
      await short.db.transaction((tx) =>
        startPayoutFreeze(tx, {
          userId: user.id,
          cause: 'password-reset',
          at: short.clock.now(),
          hours: short.config.payoutSafety.freezeHours,
        }),
      );
      const viewer = adminClient(
        short.app,
        await adminToken(short.app, short.db, short.clock, 'viewer'),
      );
      const response = await viewer('GET', `/api/admin/withdrawals/${order.id}`);
      const flagged = response
        .json<AdminWithdrawal>()
        .signals.find((s) => s.kind === 'flagged-before-reset');
      expect(flagged?.text).toMatch(/^Registrada en las 24 horas antes de un restablecimiento/);
    } finally {
      await short.close();
    }
  });
});
