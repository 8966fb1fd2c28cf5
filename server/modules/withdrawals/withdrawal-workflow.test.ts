import { secretBoxFromHex } from '../../adapters/secret-box';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PENDING_WITHDRAWAL, withdrawalStatus, type WithdrawalStatus } from '@schemas/withdrawals';
import { createChainClient } from '../../adapters/chain';
import { createSmtpMailer } from '../../adapters/mail/smtp';
import { auditLog, users, wallets, withdrawals } from '../../db/schema';
import { createMailOutbox } from '../mail/outbox.service';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createCreditor, createWallet, randomAddress } from '../../../tests/support/factories';
import { MAINNET_USDT } from './withdrawal-destination';
import { canMove, moveWithdrawal, openWithdrawal, PAYOUT_REQUIRED } from './withdrawal-workflow';
import { noSessions } from '../auth/auth.service';
import { createWithdrawalsService } from './withdrawals.service';

let ctx: TestContext;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => ctx.reset());

const EMAIL = 'ana@example.com';
const STATUSES = withdrawalStatus.options;
const ALLOWED = new Set([
  'pending>approved',
  'pending>rejected',
  'approved>completed',
  'approved>rejected',
  'pending>cancelled',
]);

/** Ana with a 1500.5 wallet and a 250 wallet (totals 1750.50), and an order in `status`. */
async function orderIn(status: WithdrawalStatus) {
  const user = await createCreditor(ctx.db, { email: EMAIL });
  const wallet = await createWallet(ctx.db, user, {
    pretokenizedBalance: '1500.50000000',
    name: 'Principal',
  });
  await createWallet(ctx.db, user, { pretokenizedBalance: '250' });
  const order = await ctx.db.transaction((tx) =>
    openWithdrawal(tx, {
      userId: user.id,
      walletId: wallet.id,
      withdrawalAddress: randomAddress(),
      amount: wallet.pretokenizedBalance,
      actor: `user:${user.id}`,
      at: ctx.clock.now(),
    }),
  );
  const path: Record<WithdrawalStatus, WithdrawalStatus[]> = {
    pending: [],
    approved: ['approved'],
    completed: ['approved', 'completed'],
    rejected: ['rejected'],
    cancelled: ['cancelled'],
  };
  for (const to of path[status]) await move(order.id, to);
  return { user, wallet, order };
}

/**
 * Each move a second after the last, so the audit log has an order. Staff make every move but
 * the cancel, which is the creditor's.
 */
const move = (withdrawalId: string, to: WithdrawalStatus) => {
  ctx.clock.advance(1000);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    return moveWithdrawal(tx, {
      withdrawalId,
      to,
      actor: to === 'cancelled' && order ? `user:${order.userId}` : 'admin:marta',
      at: ctx.clock.now(),
      reason: to === 'rejected' ? 'Destino no verificado' : undefined,
      payoutTxHash: to === 'completed' ? `0x${String(++payouts).padStart(64, '0')}` : undefined,
      destinationRules: RULES,
      dualApprovalUsdt: '10000',
    });
  });
};

const RULES = { usdtContract: MAINNET_USDT, blocked: [] };
/** Each completion's made-up payout hash (the chain check is the service's, not the workflow's). */
let payouts = 0;

/** A move with nothing but what every move has: no reason, no payout. */
const bareMove = (withdrawalId: string, to: WithdrawalStatus, reason?: string) =>
  ctx.db.transaction((tx) =>
    moveWithdrawal(tx, { withdrawalId, to, actor: 'admin:marta', at: ctx.clock.now(), reason }),
  );

/** What the database says when it refuses a write (the constraint's name is in it). */
const refusedWrite = (query: SQL) =>
  ctx.db.execute(query).then(
    () => 'accepted',
    (err: Error) => String(err.cause ?? err),
  );

const stateOf = async (withdrawalId: string) => {
  const [order] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  const [wallet] = order?.walletId
    ? await ctx.db.select().from(wallets).where(eq(wallets.id, order.walletId))
    : [];
  const [user] = await ctx.db.select().from(users).where(eq(users.email, EMAIL));
  const audit = await ctx.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
  return {
    status: order?.status,
    balance: wallet?.pretokenizedBalance,
    totalBalance: user?.totalBalance,
    audit,
  };
};

describe('withdrawal workflow', () => {
  it('allows exactly pending → approved → completed, pending or approved → rejected, pending → cancelled', () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) expect(canMove(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
    }
  });

  it('opens orders as pending with an audit entry; the database refuses a second pending one', async () => {
    const { order, wallet, user } = await orderIn('pending');
    expect(order.status).toBe('pending');
    const again = ctx.db.transaction((tx) =>
      openWithdrawal(tx, {
        userId: user.id,
        walletId: wallet.id,
        withdrawalAddress: randomAddress(),
        amount: '1500.5',
        actor: `user:${user.id}`,
        at: ctx.clock.now(),
      }),
    );
    await expect(again).rejects.toMatchObject({ statusCode: 409, message: PENDING_WITHDRAWAL });
    const state = await stateOf(order.id);
    expect(state.audit).toEqual([
      expect.objectContaining({ action: 'withdrawal.created', target: `withdrawal:${order.id}` }),
    ]);
    expect(await ctx.db.select().from(withdrawals)).toHaveLength(1);
  });

  it.each([
    { from: 'pending', to: 'approved' },
    { from: 'pending', to: 'rejected' },
    { from: 'approved', to: 'rejected' },
  ] as const)('moves $from → $to, audited, leaving the balance alone', async ({ from, to }) => {
    const { order } = await orderIn(from);
    const moved = await move(order.id, to);
    expect(moved.withdrawal.status).toBe(to);
    const state = await stateOf(order.id);
    expect(state).toMatchObject({ status: to, balance: '1500.50000000', totalBalance: '1750.50' });
    expect(state.audit.at(-1)).toMatchObject({
      actor: 'admin:marta',
      action: `withdrawal.${to}`,
      target: `withdrawal:${order.id}`,
      details: { from, to, amount: '1500.50000000' },
    });
  });

  it('completes an approved order: the balance and the derived totals drop by the amount', async () => {
    const { order } = await orderIn('approved');
    await move(order.id, 'completed');
    const state = await stateOf(order.id);
    const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, order.id));
    expect(row).toMatchObject({
      approvedBy: 'marta',
      completedBy: 'marta',
      completedAt: ctx.clock.now(),
      identityAtApproval: 'verified',
      rejectedBy: null,
    });
    expect(state).toMatchObject({
      status: 'completed',
      balance: '0.00000000',
      totalBalance: '250.00',
    });
    expect(state.audit.map((a) => a.action)).toEqual([
      'withdrawal.created',
      'withdrawal.approved',
      'withdrawal.completed',
    ]);
  });

  const refused = STATUSES.flatMap((from) =>
    STATUSES.filter((to) => !ALLOWED.has(`${from}>${to}`)).map((to) => ({ from, to })),
  );
  it.each(refused)('refuses $from → $to and changes nothing', async ({ from, to }) => {
    const { order } = await orderIn(from);
    const before = await stateOf(order.id);
    const labels = {
      pending: 'Pendiente',
      approved: 'Aprobado',
      completed: 'Completado',
      rejected: 'Rechazado',
      cancelled: 'Cancelado',
    };
    await expect(move(order.id, to)).rejects.toMatchObject({
      statusCode: 409,
      // The creditor is told in their own words why their cancel comes too late.
      message:
        to === 'cancelled'
          ? expect.stringMatching(/cancela/)
          : `Un retiro ${labels[from]} no puede pasar a ${labels[to]}`,
    });
    expect(await stateOf(order.id)).toEqual(before);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(move('00000000-0000-4000-8000-000000000000', 'approved')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Retiro no encontrado',
    });
  });

  it('leaves no status outside the list in schemas/withdrawals.ts to the database either', async () => {
    const { order } = await orderIn('pending');
    expect(
      await refusedWrite(sql`update withdrawals set status = 'paid' where id = ${order.id}`),
    ).toContain('withdrawals_status_check');
    expect((await stateOf(order.id)).status).toBe('pending');
  });

  it('refuses to complete when the balance fell below the amount, changing nothing', async () => {
    const { order, wallet } = await orderIn('approved');
    await ctx.db
      .update(wallets)
      .set({ pretokenizedBalance: '100' })
      .where(eq(wallets.id, wallet.id));
    const before = await stateOf(order.id);
    await expect(move(order.id, 'completed')).rejects.toMatchObject({
      statusCode: 409,
      message: 'El saldo de la cartera es menor que el monto del retiro',
    });
    expect(await stateOf(order.id)).toEqual(before);
  });

  it('refuses to complete an order whose wallet is gone; it can still be rejected', async () => {
    const { order, wallet } = await orderIn('approved');
    await ctx.db.delete(wallets).where(eq(wallets.id, wallet.id));
    await expect(move(order.id, 'completed')).rejects.toMatchObject({
      statusCode: 409,
      message: 'La cartera de este retiro ya no existe; solo puede rechazarse',
    });
    await move(order.id, 'rejected');
    expect((await stateOf(order.id)).status).toBe('rejected');
  });

  it('refuses to complete without the payout hash, changing nothing', async () => {
    const { order } = await orderIn('approved');
    const before = await stateOf(order.id);
    await expect(bareMove(order.id, 'completed')).rejects.toMatchObject({
      statusCode: 400,
      message: PAYOUT_REQUIRED,
    });
    expect(await stateOf(order.id)).toEqual(before);
  });

  it('refuses to store an amount USDT cannot carry (more than 6 decimals)', async () => {
    const { order } = await orderIn('pending');
    expect(
      await refusedWrite(
        sql`update withdrawals set amount = '1500.50000001' where id = ${order.id}`,
      ),
    ).toContain('withdrawals_amount_usdt_check');
  });

  it('refuses to reject without a reason, changing nothing', async () => {
    const { order } = await orderIn('pending');
    const before = await stateOf(order.id);
    await expect(bareMove(order.id, 'rejected', '  ')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Escribe el motivo del rechazo',
    });
    expect(await stateOf(order.id)).toEqual(before);
  });

  it('a service move changes the order and e-mails the user the news', async () => {
    const { order } = await orderIn('pending');
    const mailer = createSmtpMailer(smtp.url, 'Cartera USDT <no-reply@localhost>');
    const outbox = createMailOutbox({
      db: ctx.db,
      mailer,
      clock: ctx.clock,
      log: { warn: () => {}, error: () => {} },
      secretBox: secretBoxFromHex(ctx.config.dataEncryptionKey),
    });
    const service = createWithdrawalsService({
      db: ctx.db,
      clock: ctx.clock,
      outbox,
      appName: 'Cartera USDT',
      destinationRules: RULES,
      dualApprovalUsdt: '10000',
      freezeHours: 72,
      chain: createChainClient(ctx.config.chain),
      readForSession: noSessions,
    });
    const moved = await service.approve(order.id, { actor: 'admin:marta', ip: '127.0.0.1' });
    expect(moved.status).toBe('approved');
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL));
    expect(mail.email.subject).toBe('Retiro aprobado · Cartera USDT');
    expect(mail.email.text).toContain('Nuevo estado: Aprobado');
    expect(mail.email.text).toContain('Monto: 1,500.50 USDT');
    await mailer.close?.();
  });
});
