import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { adminClient } from '../../../tests/support/admin-client';
import {
  adminToken,
  createCreditor,
  createWallet,
  createWithdrawal,
  randomAddress,
} from '../../../tests/support/factories';
import type { SmtpCapture } from '../../../tests/support/smtp-capture';
import { useMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { signIn } from '../../../tests/support/withdrawal-fixtures';
import { auditLog, withdrawals } from '../../db/schema';

/** Cancelling an order (docs/product/withdrawals.md#cancelling-an-order), through the real API. */
let ctx: TestContext;
let smtp: SmtpCapture;
useMailTestContext((c, s) => ((ctx = c), (smtp = s)));

async function pendingOrder(
  email = `ana.${randomAddress().slice(2, 10).toLowerCase()}@example.com`,
) {
  const user = await createCreditor(ctx.db, { email });
  const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: '1500.50000000' });
  const withdrawal = await createWithdrawal(ctx.db, user, wallet);
  return { user, wallet, withdrawal, cookies: await signIn(ctx.app, email) };
}

const cancel = (app: TestContext['app'], cookies: { sid: string }, id: string) =>
  app.inject({ method: 'POST', url: `/api/withdrawals/${id}/cancel`, cookies });

const statusOf = async (id: string) =>
  (await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]?.status;

describe('POST /api/withdrawals/:id/cancel', () => {
  it('cancels a pending order: audited, e-mailed, the wallet available again, staff see who', async () => {
    const { user, wallet, withdrawal, cookies } = await pendingOrder('ana@example.com');
    const response = await cancel(ctx.app, cookies, withdrawal.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: withdrawal.id, status: 'cancelled' });

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'withdrawal.cancelled'));
    expect(audit).toMatchObject({
      actor: `user:${user.id}`,
      target: `withdrawal:${withdrawal.id}`,
      details: { from: 'pending', to: 'cancelled', amount: '1500.50000000' },
    });
    const mail = await smtp.waitFor((m) => m.to.includes('ana@example.com'));
    expect(mail.email.subject).toBe('Retiro cancelado · Cartera USDT');
    expect(mail.email.text).toContain('Nuevo estado: Cancelado');
    expect(mail.email.text).toContain('Monto: 1,500.50 USDT');

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      cookies,
      payload: { walletId: wallet.id, withdrawalAddress: randomAddress() },
    });
    expect(again.statusCode).toBe(201);

    const owner = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer'));
    const list = await owner('GET', '/api/admin/withdrawals?status=cancelled');
    const [seen] = list.json<{ withdrawals: AdminWithdrawal[] }>().withdrawals;
    expect(seen).toMatchObject({
      id: withdrawal.id,
      status: 'cancelled',
      cancelledBy: 'ana@example.com',
      cancelledAt: ctx.clock.now().toISOString(),
    });
  });

  it("answers 404 for another creditor's order and changes nothing", async () => {
    const ana = await pendingOrder();
    const bruno = await pendingOrder();
    const response = await cancel(ctx.app, bruno.cookies, ana.withdrawal.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Retiro no encontrado' });
    expect(await statusOf(ana.withdrawal.id)).toBe('pending');
  });

  it.each([
    ['approved', 'Este retiro ya fue aprobado y no puede cancelarse'],
    ['completed', 'Este retiro ya fue completado'],
    ['rejected', 'Este retiro fue rechazado'],
  ] as const)('refuses with 409 in Spanish once the order is %s', async (status, message) => {
    const { withdrawal, cookies } = await pendingOrder();
    await ctx.db.update(withdrawals).set({ status }).where(eq(withdrawals.id, withdrawal.id));
    const response = await cancel(ctx.app, cookies, withdrawal.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(message);
    expect(await statusOf(withdrawal.id)).toBe(status);
  });

  it('answers 400 for an id that is not one', async () => {
    const { cookies } = await pendingOrder();
    const response = await cancel(ctx.app, cookies, 'nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('id: Identificador de retiro inválido');
  });

  it('two cancels at once: one wins, the other gets 409', async () => {
    const { withdrawal, cookies } = await pendingOrder();
    const other = await ctx.anotherInstance();
    const answers = await Promise.all([
      cancel(ctx.app, cookies, withdrawal.id),
      cancel(other, cookies, withdrawal.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'Este retiro ya está cancelado.',
    );
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'withdrawal.cancelled'));
    expect(entries).toHaveLength(1);
  });

  it('a cancel racing an approval over two app instances: exactly one wins', async () => {
    const operator = adminClient(
      await ctx.anotherInstance(),
      await adminToken(ctx.app, ctx.db, ctx.clock, 'operator'),
    );
    for (let round = 0; round < 6; round++) {
      const { withdrawal, cookies } = await pendingOrder();
      const [cancelled, approved] = await Promise.all([
        cancel(ctx.app, cookies, withdrawal.id),
        operator('POST', `/api/admin/withdrawals/${withdrawal.id}/approve`),
      ]);
      const codes = [cancelled.statusCode, approved.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = cancelled.statusCode === 409 ? cancelled : approved;
      expect(loser.json().message).toMatch(
        /^(Este retiro ya fue aprobado y no puede cancelarse|Un retiro Cancelado no puede pasar a Aprobado)/,
      );
      expect(await statusOf(withdrawal.id)).toBe(
        cancelled.statusCode === 200 ? 'cancelled' : 'approved',
      );
    }
  });
});
