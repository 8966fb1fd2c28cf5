import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { adminClient, type AdminCall } from '../../../tests/support/admin-client';
import {
  adminToken,
  createCreditor,
  createWallet,
  createWithdrawal,
} from '../../../tests/support/factories';
import type { SmtpCapture } from '../../../tests/support/smtp-capture';
import { useMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { auditLog, withdrawalApprovals, withdrawals } from '../../db/schema';
import { ALREADY_APPROVED_BY_YOU } from './withdrawal-workflow';

/** Two approvals above PAYOUT_DUAL_APPROVAL_USDT (docs/product/payout-safety.md#dual-approval). */
let ctx: TestContext;
let smtp: SmtpCapture;
let marta: AdminCall;
let luis: AdminCall;
useMailTestContext((c, s) => ((ctx = c), (smtp = s)));
beforeEach(async () => {
  marta = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'operator'));
  luis = adminClient(await ctx.anotherInstance(), await adminToken(ctx.app, ctx.db, ctx.clock));
});

async function orderOf(amount: string) {
  const user = await createCreditor(ctx.db);
  const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: amount });
  return createWithdrawal(ctx.db, user, wallet);
}

const approve = (who: AdminCall, id: string) => who('POST', `/api/admin/withdrawals/${id}/approve`);

const actions = async (id: string) =>
  (await ctx.db.select().from(auditLog).orderBy(asc(auditLog.createdAt)))
    .filter((e) => e.target === `withdrawal:${id}`)
    .map((e) => [e.actor, e.action]);

describe('two approvals at or above PAYOUT_DUAL_APPROVAL_USDT (10,000 by default)', () => {
  it('stays pending after the first, is approved by a second person, each approval audited', async () => {
    const order = await orderOf('15000');
    const first = await approve(marta, order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminWithdrawal>()).toMatchObject({
      status: 'pending',
      requiredApprovals: 2,
      approvals: [{ by: 'revisora-operator', at: ctx.clock.now().toISOString() }],
      approvedBy: null,
    });

    const twice = await approve(marta, order.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ALREADY_APPROVED_BY_YOU });

    const early = await marta('POST', `/api/admin/withdrawals/${order.id}/complete`, {
      payoutTxHash: `0x${'ab'.repeat(32)}`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Un retiro Pendiente no puede pasar a Completado');

    ctx.clock.advance(60_000);
    const second = await approve(luis, order.id);
    expect(second.statusCode).toBe(200);
    expect(second.json<AdminWithdrawal>()).toMatchObject({
      status: 'approved',
      approvedBy: 'revisora-owner',
      approvals: [{ by: 'revisora-operator' }, { by: 'revisora-owner' }],
    });
    expect(await actions(order.id)).toEqual([
      ['admin:revisora-operator', 'withdrawal.approval_given'],
      ['admin:revisora-owner', 'withdrawal.approved'],
    ]);
    // The creditor hears of the approval once, when it is complete.
    const mail = await smtp.waitFor((m) => m.email.subject?.startsWith('Retiro aprobado') ?? false);
    expect(mail.email.text).toContain('15,000.00 USDT');
    expect(smtp.mails.filter((m) => m.email.subject?.startsWith('Retiro aprobado'))).toHaveLength(
      1,
    );

    const read = await marta('GET', `/api/admin/withdrawals/${order.id}`);
    expect(read.json<AdminWithdrawal>()).toMatchObject({
      status: 'approved',
      requiredApprovals: 2,
    });
  });

  it('one approval is enough below the amount (9,999.999999 USDT)', async () => {
    const order = await orderOf('9999.999999');
    const first = await approve(marta, order.id);
    expect(first.json<AdminWithdrawal>()).toMatchObject({
      status: 'approved',
      requiredApprovals: 1,
      approvals: [{ by: 'revisora-operator' }],
    });
  });

  it('exactly the amount needs two', async () => {
    const order = await orderOf('10000');
    expect((await approve(marta, order.id)).json<AdminWithdrawal>().status).toBe('pending');
  });

  it('a rejection by either ends it after the first approval', async () => {
    const order = await orderOf('20000');
    await approve(marta, order.id);
    const rejected = await luis('POST', `/api/admin/withdrawals/${order.id}/reject`, {
      reason: 'Destino dudoso',
      from: 'pending',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<AdminWithdrawal>()).toMatchObject({ status: 'rejected' });
    expect((await approve(luis, order.id)).statusCode).toBe(409);
  });

  it('the same person twice at once over two instances: one approval counts', async () => {
    const order = await orderOf('15000');
    const token = await adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
    const sameOnOther = adminClient(await ctx.anotherInstance(), token);
    const same = adminClient(ctx.app, token);
    const answers = await Promise.all([approve(same, order.id), approve(sameOnOther, order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db
      .select()
      .from(withdrawalApprovals)
      .where(eq(withdrawalApprovals.withdrawalId, order.id));
    expect(rows).toHaveLength(1);
    const [stored] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, order.id));
    expect(stored?.status).toBe('pending');
  });

  it('two different people at once over two instances: approved with both', async () => {
    const order = await orderOf('15000');
    const answers = await Promise.all([approve(marta, order.id), approve(luis, order.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const read = await marta('GET', `/api/admin/withdrawals/${order.id}`);
    expect(read.json<AdminWithdrawal>()).toMatchObject({ status: 'approved' });
    expect(read.json<AdminWithdrawal>().approvals).toHaveLength(2);
  });

  it('a viewer cannot approve, and an unknown order answers 404', async () => {
    const viewer = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer'));
    const order = await orderOf('15000');
    expect((await approve(viewer, order.id)).statusCode).toBe(403);
    const unknown = await marta(
      'GET',
      '/api/admin/withdrawals/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
