import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminWithdrawal, WithdrawalQueue } from '@schemas/admin-withdrawals';
import type { WithdrawalStatus } from '@schemas/withdrawals';
import type { LocalChain } from '../../../devchain/local-chain';
import { anOrder } from '../../../tests/support/admin-withdrawal-fixture';
import { adminClient, type AdminCall } from '../../../tests/support/admin-client';
import {
  adminToken,
  createCreditor,
  createWallet,
  createWithdrawal,
  randomAddress,
} from '../../../tests/support/factories';
import type { SmtpCapture } from '../../../tests/support/smtp-capture';
import { useChainMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { ADDRESSES, signIn } from '../../../tests/support/withdrawal-fixtures';
import { auditLog, users, wallets, withdrawals } from '../../db/schema';

let chain: LocalChain;
let smtp: SmtpCapture;
let ctx: TestContext;
let operator: AdminCall;
let viewer: AdminCall;
useChainMailTestContext((c, s, ch) => ((ctx = c), (smtp = s), (chain = ch)));
beforeEach(async () => {
  operator = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'operator'));
  viewer = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer'));
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * A verified creditor with a 1500.5 wallet and an order for it in `status`, to a fresh
 * destination.
 */
async function order(status: WithdrawalStatus = 'pending', createdAt?: Date) {
  const user = await createCreditor(ctx.db, { fullName: 'Ana Lucía Martínez' });
  const wallet = await createWallet(ctx.db, user, {
    name: 'Principal',
    pretokenizedBalance: '1500.50000000',
  });
  const withdrawal = await createWithdrawal(ctx.db, user, wallet, {
    status,
    ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
  });
  return { user, wallet, withdrawal };
}

const moveTo = (id: string, action: 'approve' | 'complete' | 'reject', body?: object) =>
  operator('POST', `/api/admin/withdrawals/${id}/${action}`, body);

const moves = async () =>
  (await ctx.db.select().from(auditLog).orderBy(asc(auditLog.createdAt))).filter((e) =>
    /^withdrawal\.(approved|completed|rejected)$/.test(e.action),
  );

const stored = async (id: string) =>
  (await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;

/** A real USDT payment on the local chain: test USDT minted to `to` (a Transfer log). */
const pay = async (to: string, amount: string) =>
  (await chain.tools.mint(chain.usdtAddress, to as `0x${string}`, amount)).transactionHash;

describe('GET /api/admin/withdrawals (the queue)', () => {
  it('lists the open orders oldest first with counts, pages by cursor, and filters by status', async () => {
    const t0 = new Date('2026-03-01T10:00:00.000Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const a = await order('pending', at(2));
    const b = await order('approved', at(1));
    const c = await order('pending', at(2)); // same instant as a: ordered by id
    await order('completed', at(0));
    await order('rejected', at(3));

    const first = await viewer('GET', '/api/admin/withdrawals?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<WithdrawalQueue>();
    const tied = [a, c].map((o) => o.withdrawal.id).sort();
    expect(page1.withdrawals.map((w) => w.id)).toEqual([b.withdrawal.id, tied[0]]);
    expect(page1).toMatchObject({ counts: { pending: 2, approved: 1 }, hasMore: true });
    // Every field: those not named here are the fixture's nulls and empty lists.
    expect(page1.withdrawals[0]).toEqual(
      anOrder({
        id: b.withdrawal.id,
        userId: b.user.id,
        userEmail: b.user.email,
        userName: 'Ana Lucía Martínez',
        walletId: b.wallet.id,
        walletName: 'Principal',
        walletAddress: b.wallet.address,
        withdrawalAddress: b.withdrawal.withdrawalAddress,
        amount: '1500.50000000',
        status: 'approved',
        allowedMoves: ['completed', 'rejected'],
        createdAt: at(1).toISOString(),
        updatedAt: at(1).toISOString(),
        signals: [
          {
            kind: 'new-destination',
            text: 'Dirección nueva: el titular nunca había retirado a ella',
          },
        ],
      }),
    );

    const next = await viewer('GET', `/api/admin/withdrawals?limit=2&cursor=${page1.nextCursor}`);
    const page2 = next.json<WithdrawalQueue>();
    expect(page2.withdrawals.map((w) => w.id)).toEqual([tied[1]]);
    expect(page2).toMatchObject({ hasMore: false, nextCursor: null });

    const completed = await viewer('GET', '/api/admin/withdrawals?status=completed');
    expect(completed.json<WithdrawalQueue>().withdrawals.map((w) => w.status)).toEqual([
      'completed',
    ]);
  });

  it('pages orders written by the database clock (microseconds) without repeats or gaps', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await order()).withdrawal.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/admin/withdrawals?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: WithdrawalQueue = (await viewer('GET', url)).json();
      seen.push(...page.withdrawals.map((w) => w.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
  });

  it('refuses a bad status, cursor or limit in Spanish', async () => {
    for (const [query, message] of [
      ['status=pagado', 'Estado de retiro desconocido'],
      ['cursor=zzz', 'Cursor inválido'],
      ['limit=0', 'El límite mínimo es 1'],
    ]) {
      const res = await viewer('GET', `/api/admin/withdrawals?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe("a user's and a wallet's orders", () => {
  it('lists them newest first with the wallet address; unknown ids 404, malformed 400', async () => {
    const { user, wallet, withdrawal } = await order('rejected');
    const other = await createWallet(ctx.db, user, { pretokenizedBalance: '5' });
    const newer = await createWithdrawal(ctx.db, user, other);
    const byUser = await viewer('GET', `/api/admin/user-withdrawals/${user.id}`);
    expect(byUser.statusCode).toBe(200);
    expect(byUser.json<AdminWithdrawal[]>().map((w) => [w.id, w.walletAddress])).toEqual([
      [newer.id, other.address],
      [withdrawal.id, wallet.address],
    ]);
    const byWallet = await viewer('GET', `/api/admin/wallet-withdrawals/${wallet.id}`);
    expect(byWallet.json<AdminWithdrawal[]>().map((w) => w.id)).toEqual([withdrawal.id]);

    for (const [url, message] of [
      [`/api/admin/user-withdrawals/${UNKNOWN}`, 'Usuario no encontrado'],
      [`/api/admin/wallet-withdrawals/${UNKNOWN}`, 'Cartera no encontrada'],
    ]) {
      expect((await viewer('GET', url!)).json(), url).toEqual({ message });
    }
    expect((await viewer('GET', '/api/admin/user-withdrawals/1')).statusCode).toBe(400);
    expect((await viewer('GET', '/api/admin/wallet-withdrawals/1')).statusCode).toBe(400);
  });
});

describe('moving an order', () => {
  it('approves, refuses to complete without a hash, completes with the payout: who and when on the order', async () => {
    const { user, wallet, withdrawal } = await order();
    const approvedAt = ctx.clock.now();
    const approved = await moveTo(withdrawal.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      allowedMoves: ['completed', 'rejected'],
      approvedBy: 'revisora-operator',
      approvedAt: approvedAt.toISOString(),
      completedBy: null,
    });
    expect((await stored(withdrawal.id)).identityAtApproval).toBe('verified');
    const approvedMail = await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.email.subject === 'Retiro aprobado · Cartera USDT',
    );
    expect(approvedMail.email.text).toContain('Nuevo estado: Aprobado');

    for (const body of [{}, { payoutTxHash: '  ' }, undefined]) {
      const refused = await moveTo(withdrawal.id, 'complete', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(
        'Pega el hash de la transacción con la que pagaste este retiro',
      );
    }
    expect((await stored(withdrawal.id)).status).toBe('approved');

    ctx.clock.advance(60_000);
    const hash = await pay(withdrawal.withdrawalAddress, '1500.5');
    const completed = await moveTo(withdrawal.id, 'complete', { payoutTxHash: hash });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      status: 'completed',
      allowedMoves: [],
      payoutTxHash: hash,
      approvedBy: 'revisora-operator',
      completedBy: 'revisora-operator',
      completedAt: ctx.clock.now().toISOString(),
    });
    const [after] = await ctx.db.select().from(wallets).where(eq(wallets.id, wallet.id));
    expect(after!.pretokenizedBalance).toBe('0.00000000');
    await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.email.subject === 'Retiro completado · Cartera USDT',
    );
    expect(await moves()).toEqual([
      expect.objectContaining({
        actor: 'admin:revisora-operator',
        action: 'withdrawal.approved',
        target: `withdrawal:${withdrawal.id}`,
        userId: user.id,
        ip: '127.0.0.1',
        details: expect.objectContaining({ identity: 'verified' }),
      }),
      expect.objectContaining({ action: 'withdrawal.completed', userId: user.id }),
    ]);
  });

  it('rejects with a reason the user reads in the app and in the e-mail', async () => {
    const { user, withdrawal } = await order();
    const missing = await moveTo(withdrawal.id, 'reject', { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Escribe el motivo del rechazo');
    const reason = 'La dirección de destino no coincide con la registrada.';
    const rejected = await moveTo(withdrawal.id, 'reject', { reason });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      rejectedBy: 'revisora-operator',
      rejectedAt: ctx.clock.now().toISOString(),
    });

    const { sid } = await signIn(ctx.app, user.email);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/withdrawals', cookies: { sid } });
    expect(mine.json()[0]).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.email.subject === 'Retiro rechazado · Cartera USDT',
    );
    expect(mail.email.text).toContain(`Motivo: ${reason}`);
    expect(await moves()).toEqual([
      expect.objectContaining({
        action: 'withdrawal.rejected',
        details: expect.objectContaining({ reason }),
      }),
    ]);
  });

  it('refuses moves the workflow does not allow, unknown orders and malformed ids', async () => {
    const { withdrawal } = await order();
    const early = await moveTo(withdrawal.id, 'complete', { payoutTxHash: `0x${'ab'.repeat(32)}` });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Un retiro Pendiente no puede pasar a Completado' });
    const done = (await order('completed')).withdrawal;
    for (const action of ['approve', 'reject'] as const) {
      const res = await moveTo(done.id, action, { reason: 'x' });
      expect(res.statusCode, action).toBe(409);
    }
    expect((await moveTo(UNKNOWN, 'approve')).json()).toEqual({ message: 'Retiro no encontrado' });
    expect((await moveTo('abc', 'approve')).json().message).toContain(
      'Identificador de retiro inválido',
    );
    expect(await moves()).toEqual([]);
  });

  it('lets exactly one of simultaneous moves of one order win', async () => {
    const { withdrawal } = await order();
    const answers = await Promise.all([
      moveTo(withdrawal.id, 'approve'),
      moveTo(withdrawal.id, 'approve'),
      moveTo(withdrawal.id, 'reject', { reason: 'Duplicado', from: 'pending' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await moves()).toHaveLength(1);
    const winner = answers.find((r) => r.statusCode === 200)!.json().status;
    expect((await stored(withdrawal.id)).status).toBe(winner);

    // Two staff members on an approved order: one completes, one rejects.
    const approved = (await order('approved')).withdrawal;
    const payout = await pay(approved.withdrawalAddress, '1500.5');
    const race = await Promise.all([
      moveTo(approved.id, 'complete', { payoutTxHash: payout }),
      moveTo(approved.id, 'reject', { reason: 'Duplicado', from: 'approved' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await moves()).toHaveLength(2);
  });

  it('refuses a reject made on a status that changed meanwhile', async () => {
    const { withdrawal } = await order();
    await moveTo(withdrawal.id, 'approve');
    const late = await moveTo(withdrawal.id, 'reject', { reason: 'Duplicado', from: 'pending' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'Este retiro cambió mientras tanto: ahora está Aprobado.',
    });
    expect((await stored(withdrawal.id)).status).toBe('approved');
  });
});

describe('completing with a payout hash (proof on chain)', () => {
  const refusal = async (id: string, hash: string) => {
    const res = await moveTo(id, 'complete', { payoutTxHash: hash });
    expect(res.statusCode, res.body).toBe(409);
    expect((await stored(id)).status).toBe('approved');
    return res.json().message as string;
  };

  it('accepts the transaction that paid the exact amount to the destination; the user sees the link', async () => {
    const { user, withdrawal } = await order('approved');
    const hash = await pay(withdrawal.withdrawalAddress, '1500.5');
    const res = await moveTo(withdrawal.id, 'complete', {
      payoutTxHash: ` ${hash.toUpperCase().replace('0X', '0x')} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', payoutTxHash: hash });

    const { sid } = await signIn(ctx.app, user.email);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/withdrawals', cookies: { sid } });
    expect(mine.json()[0]).toMatchObject({ status: 'completed', payoutTxHash: hash });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.email.subject === 'Retiro completado · Cartera USDT',
    );
    expect(mail.email.text).toContain(`Transacción del pago: https://etherscan.io/tx/${hash}`);
    expect(await moves()).toEqual([
      expect.objectContaining({
        action: 'withdrawal.completed',
        details: expect.objectContaining({ payoutTxHash: hash }),
      }),
    ]);
  });

  it('refuses a made-up hash, a failed transaction, the wrong destination and the wrong amount', async () => {
    const { withdrawal } = await order('approved');
    const madeUp = `0x${randomBytes(32).toString('hex')}`;
    expect(await refusal(withdrawal.id, madeUp)).toBe(
      'La transacción no existe en la cadena o aún no se ha confirmado. Revisa el hash.',
    );

    const failed = await chain.tools.transferUsdt(
      chain.usdtAddress,
      ADDRESSES.d,
      withdrawal.withdrawalAddress as `0x${string}`,
      '99999999',
      100_000n,
    );
    expect(await refusal(withdrawal.id, failed.transactionHash)).toBe(
      'La transacción falló en la cadena (estado Fallido): no pagó este retiro.',
    );

    const elsewhere = randomAddress();
    expect(await refusal(withdrawal.id, await pay(elsewhere, '1500.5'))).toBe(
      `La transacción no envió USDT a la dirección de destino del retiro (${withdrawal.withdrawalAddress}); envió USDT a ${elsewhere}.`,
    );
    const eth = await chain.tools.sendEth(
      ADDRESSES.d,
      withdrawal.withdrawalAddress as `0x${string}`,
      '1',
    );
    expect(await refusal(withdrawal.id, eth.transactionHash)).toBe(
      `La transacción no envió USDT a la dirección de destino del retiro (${withdrawal.withdrawalAddress}); no movió USDT.`,
    );

    expect(await refusal(withdrawal.id, await pay(withdrawal.withdrawalAddress, '1500.49'))).toBe(
      'La transacción envió 1,500.49 USDT a la dirección de destino, pero el retiro es de 1,500.50 USDT.',
    );
    expect(await moves()).toEqual([]);

    const malformed = await moveTo(withdrawal.id, 'complete', { payoutTxHash: '0x1234' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(
      'Hash de transacción inválido: 0x seguido de 64 caracteres hexadecimales',
    );
  });

  it('refuses a hash that already paid another order, even when both arrive at once', async () => {
    const destination = randomAddress();
    const orders = [];
    for (let i = 0; i < 3; i++) {
      orders.push((await order('approved')).withdrawal);
      await ctx.db
        .update(withdrawals)
        .set({ withdrawalAddress: destination })
        .where(eq(withdrawals.id, orders[i]!.id));
    }
    const hash = await pay(destination, '1500.5');
    const [first, second] = await Promise.all([
      moveTo(orders[0]!.id, 'complete', { payoutTxHash: hash }),
      moveTo(orders[1]!.id, 'complete', { payoutTxHash: hash }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toEqual({
      message:
        'Esta transacción ya se registró como pago de otro retiro: una transacción paga un solo retiro.',
    });
    expect(await refusal(orders[2]!.id, hash)).toBe(loser.json().message);
    expect(await moves()).toHaveLength(1);
  });
});

describe('identity before money', () => {
  it('shows each creditor identity on the queue and approves only a verified one', async () => {
    const verified = await order();
    const unverified = await order();
    await ctx.db.update(users).set({ verified: 0 }).where(eq(users.id, unverified.user.id));
    const incomplete = await order();
    await ctx.db
      .update(users)
      .set({ idPhotoBack: null, verified: 0 })
      .where(eq(users.id, incomplete.user.id));

    const queue = (await viewer('GET', '/api/admin/withdrawals')).json<WithdrawalQueue>();
    const identityOf = (id: string) => queue.withdrawals.find((w) => w.id === id)!.identity;
    expect(identityOf(verified.withdrawal.id)).toBe('verified');
    expect(identityOf(unverified.withdrawal.id)).toBe('unverified');
    expect(identityOf(incomplete.withdrawal.id)).toBe('incomplete');

    const refused = await moveTo(unverified.withdrawal.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Verifica primero la identidad del titular/);
    const gaps = await moveTo(incomplete.withdrawal.id, 'approve');
    expect(gaps.statusCode).toBe(409);
    expect(gaps.json().message).toBe(
      'Verifica primero la identidad del titular: su perfil está incompleto (nombre, teléfono o fotos de la identificación).',
    );
    expect(await moves()).toEqual([]);

    // Staff verify the identity in the user's detail; then the order can be approved.
    const verify = await operator('POST', `/api/admin/verify-user/${unverified.user.id}`);
    expect(verify.statusCode).toBe(200);
    const approved = await moveTo(unverified.withdrawal.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().identity).toBe('verified');
    expect((await moveTo(verified.withdrawal.id, 'approve')).statusCode).toBe(200);
  });

  it('lets a verification taken away meanwhile win: approve and unverify never both pass on stale data', async () => {
    const { user, withdrawal } = await order();
    const [approve, unverify] = await Promise.all([
      moveTo(withdrawal.id, 'approve'),
      operator('POST', `/api/admin/unverify-user/${user.id}`),
    ]);
    expect(unverify.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    // Either the approval came first (then it saw a verified user) or it was refused.
    if (approve.statusCode === 200) {
      expect((await stored(withdrawal.id)).identityAtApproval).toBe('verified');
    } else {
      expect(approve.statusCode).toBe(409);
      expect((await stored(withdrawal.id)).status).toBe('pending');
    }
    expect(row!.verified).toBe(0);
  });
});

describe('an 8-decimal balance, end to end', () => {
  it('is ordered for its 6 decimals, paid with exactly that on chain and completed; the rest stays', async () => {
    const user = await createCreditor(ctx.db, { fullName: 'Carlos Pérez Gómez' });
    const wallet = await createWallet(ctx.db, user, {
      name: 'Gastos',
      pretokenizedBalance: '42.12345678',
    });
    const destination = randomAddress();
    const { sid } = await signIn(ctx.app, user.email);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      cookies: { sid },
      payload: { walletId: wallet.id, withdrawalAddress: destination, amount: '42.12345678' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const queued = (await viewer('GET', '/api/admin/withdrawals')).json<WithdrawalQueue>();
    expect(queued.withdrawals[0]).toMatchObject({ id, amount: '42.12345600' });
    expect((await moveTo(id, 'approve')).statusCode).toBe(200);

    // What rounding would have paid, and the two-decimal figure: both refused, nothing written.
    for (const [paid, shown] of [
      ['42.123457', '42.123457'],
      ['42.12', '42.12'],
    ] as const) {
      const res = await moveTo(id, 'complete', { payoutTxHash: await pay(destination, paid) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `La transacción envió ${shown} USDT a la dirección de destino, pero el retiro es de 42.123456 USDT.`,
      );
    }
    const hash = await pay(destination, '42.123456');
    const done = await moveTo(id, 'complete', { payoutTxHash: hash });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', payoutTxHash: hash });
    const [after] = await ctx.db.select().from(wallets).where(eq(wallets.id, wallet.id));
    expect(after!.pretokenizedBalance).toBe('0.00000078');

    const mails = await Promise.all(
      ['Orden de retiro registrada', 'Retiro aprobado', 'Retiro completado'].map((subject) =>
        smtp.waitFor(
          (m) => m.to.includes(user.email) && m.email.subject?.startsWith(subject) === true,
        ),
      ),
    );
    for (const mail of mails) expect(mail.email.text).toContain('Monto: 42.123456 USDT');
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/withdrawals', cookies: { sid } });
    expect(mine.json()[0]).toMatchObject({ amount: '42.12345600', status: 'completed' });
  });
});

describe('an order placed before a destination rule existed', () => {
  it('shows staff why its destination cannot receive, and cannot be approved', async () => {
    const { withdrawal } = await order();
    await ctx.db
      .update(withdrawals)
      .set({ withdrawalAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7' })
      .where(eq(withdrawals.id, withdrawal.id));
    const queue = (await viewer('GET', '/api/admin/withdrawals')).json<WithdrawalQueue>();
    expect(queue.withdrawals[0]!.destinationProblem).toBe(
      'Esa es la dirección del contrato de USDT en Ethereum, no una cartera: los USDT enviados ahí se pierden',
    );
    const res = await moveTo(withdrawal.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Esa es la dirección del contrato de USDT en Ethereum, no una cartera: los USDT enviados ahí se pierden. Este retiro no puede aprobarse: recházalo.',
    );
    expect((await moveTo(withdrawal.id, 'reject', { reason: 'Destino inválido' })).statusCode).toBe(
      200,
    );
  });
});
