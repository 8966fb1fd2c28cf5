import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PENDING_WITHDRAWAL } from '@schemas/withdrawals';
import { auditLog, mailOutbox, wallets, withdrawals } from '../../db/schema';
import { mailsTo, startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { ADDRESSES, createOwner, signIn } from '../../../tests/support/withdrawal-fixtures';
import { moveWithdrawal } from './withdrawal-workflow';
import { WALLET_NOT_FOUND } from './withdrawals.service';

let ctx: TestContext;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => ctx.reset());

const ANA = 'ana@example.com';

async function anaWithWallets() {
  const owner = await createOwner(ctx.db, ANA, [
    { address: ADDRESSES.a, balance: '1500.50000000', name: 'Principal' },
    { address: ADDRESSES.b, balance: '0', name: 'Vacía' },
  ]);
  const [main, empty] = owner.wallets;
  return { ...owner, main: main!, empty: empty!, cookies: await signIn(ctx.app, ANA) };
}

const post = (cookies: { sid: string }, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/withdrawals', cookies, payload });

const rowCount = async (table: typeof withdrawals | typeof auditLog | typeof mailOutbox) => {
  const [row] = await ctx.db.select({ n: count() }).from(table);
  return Number(row?.n);
};

describe('POST /api/withdrawals', () => {
  it('registers a pending order for the whole balance, audits it and e-mails the user', async () => {
    const { main, user, cookies } = await anaWithWallets();
    const response = await post(cookies, {
      walletId: main.id,
      withdrawalAddress: `  ${ADDRESSES.destination.toLowerCase()} `,
      amount: '1500.5',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      emailSent: true,
      walletId: main.id,
      status: 'pending',
      amount: '1500.50000000',
      withdrawalAddress: ADDRESSES.destination,
      wallet: { name: 'Principal', address: ADDRESSES.a },
    });
    const [row] = await ctx.db.select().from(withdrawals);
    expect(row).toMatchObject({ userId: user.id, status: 'pending', amount: '1500.50000000' });
    const audit = await ctx.db.select().from(auditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        actor: `user:${user.id}`,
        action: 'withdrawal.created',
        target: `withdrawal:${row!.id}`,
      }),
    ]);

    const mail = await smtp.waitFor((m) => m.to.includes(ANA));
    expect(mail.email.subject).toBe('Orden de retiro registrada · Cartera USDT');
    expect(mail.email.text).toContain('Monto: 1,500.50 USDT');
    expect(mail.email.text).toContain(ADDRESSES.destination);
    expect(mail.email.text).toContain('Pendiente');
    expect(await rowCount(mailOutbox)).toBe(0);
  });

  it('accepts an all-uppercase address, which carries no checksum', async () => {
    const { main, cookies } = await anaWithWallets();
    const upper = `0x${ADDRESSES.destination.slice(2).toUpperCase()}`;
    const response = await post(cookies, {
      walletId: main.id,
      withdrawalAddress: upper,
      amount: '01500.500',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().withdrawalAddress).toBe(ADDRESSES.destination);
  });

  const badChecksum = ADDRESSES.destination.replace('F', 'f');
  const refusals: {
    name: string;
    payload: (w: { main: string; empty: string; other: string }) => Record<string, unknown>;
    status: number;
    message: string;
  }[] = [
    {
      name: 'an amount below the balance',
      payload: (w) => ({
        walletId: w.main,
        withdrawalAddress: ADDRESSES.destination,
        amount: '1500.49',
      }),
      status: 400,
      message: 'El monto debe ser el saldo completo de la cartera: 1,500.50 USDT',
    },
    {
      name: 'an amount a hair above the balance',
      payload: (w) => ({
        walletId: w.main,
        withdrawalAddress: ADDRESSES.destination,
        amount: '1500.500000001',
      }),
      status: 400,
      message: 'El monto debe ser el saldo completo de la cartera: 1,500.50 USDT',
    },
    {
      name: 'a negative amount',
      payload: (w) => ({
        walletId: w.main,
        withdrawalAddress: ADDRESSES.destination,
        amount: '-1500.5',
      }),
      status: 400,
      message: 'amount: El monto debe ser un número decimal positivo',
    },
    {
      name: 'a wallet with a zero balance',
      payload: (w) => ({
        walletId: w.empty,
        withdrawalAddress: ADDRESSES.destination,
        amount: '0',
      }),
      status: 400,
      message: 'Esta cartera no tiene fondos para retirar',
    },
    {
      name: "another user's wallet",
      payload: (w) => ({
        walletId: w.other,
        withdrawalAddress: ADDRESSES.destination,
        amount: '99',
      }),
      status: 404,
      message: WALLET_NOT_FOUND,
    },
    {
      name: 'a wallet that does not exist',
      payload: () => ({
        walletId: '00000000-0000-4000-8000-000000000000',
        withdrawalAddress: ADDRESSES.destination,
        amount: '1',
      }),
      status: 404,
      message: WALLET_NOT_FOUND,
    },
    {
      name: 'a malformed wallet id',
      payload: () => ({ walletId: 'abc', withdrawalAddress: ADDRESSES.destination, amount: '1' }),
      status: 400,
      message: 'walletId: La cartera seleccionada no es válida',
    },
    {
      name: 'an address one character short',
      payload: (w) => ({
        walletId: w.main,
        withdrawalAddress: ADDRESSES.destination.slice(0, -1),
        amount: '1500.5',
      }),
      status: 400,
      message: 'withdrawalAddress: Dirección Inválida',
    },
    {
      name: 'an address with a non-hex character',
      payload: (w) => ({
        walletId: w.main,
        withdrawalAddress: `${ADDRESSES.destination.slice(0, -1)}g`,
        amount: '1500.5',
      }),
      status: 400,
      message: 'withdrawalAddress: Dirección Inválida',
    },
    {
      name: 'an address without 0x',
      payload: (w) => ({
        walletId: w.main,
        withdrawalAddress: ADDRESSES.destination.slice(2),
        amount: '1500.5',
      }),
      status: 400,
      message: 'withdrawalAddress: Dirección Inválida',
    },
    {
      name: 'a mixed-case address with a wrong EIP-55 checksum',
      payload: (w) => ({ walletId: w.main, withdrawalAddress: badChecksum, amount: '1500.5' }),
      status: 400,
      message:
        'Dirección Inválida: las mayúsculas y minúsculas no coinciden con la suma de verificación (EIP-55). Cópiala de nuevo o escríbela toda en minúsculas.',
    },
    {
      name: "the wallet's own address",
      payload: (w) => ({
        walletId: w.main,
        withdrawalAddress: ADDRESSES.a.toLowerCase(),
        amount: '1500.5',
      }),
      status: 400,
      message: 'La dirección de destino no puede ser la misma cartera de origen',
    },
  ];

  it.each(refusals)('refuses $name with a Spanish message and writes nothing', async (refusal) => {
    const { main, empty, cookies } = await anaWithWallets();
    const mailsBefore = mailsTo(smtp, ANA).length;
    const other = await createOwner(ctx.db, 'beto@example.com', [
      { address: ADDRESSES.c, balance: '99' },
    ]);
    const response = await post(
      cookies,
      refusal.payload({ main: main.id, empty: empty.id, other: other.wallets[0]!.id }),
    );
    expect(response.statusCode).toBe(refusal.status);
    expect(response.json()).toEqual({ message: refusal.message });
    expect(await rowCount(withdrawals)).toBe(0);
    expect(await rowCount(auditLog)).toBe(0);
    expect(await rowCount(mailOutbox)).toBe(0);
    expect(mailsTo(smtp, ANA)).toHaveLength(mailsBefore);
  });

  it('refuses a second order while one is pending, and allows one after a rejection', async () => {
    const { main, cookies } = await anaWithWallets();
    const order = { walletId: main.id, withdrawalAddress: ADDRESSES.destination, amount: '1500.5' };
    const first = await post(cookies, order);
    expect(first.statusCode).toBe(201);
    const second = await post(cookies, order);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: PENDING_WITHDRAWAL });
    expect(await rowCount(withdrawals)).toBe(1);
    expect(await rowCount(auditLog)).toBe(1);

    await ctx.db.transaction((tx) =>
      moveWithdrawal(tx, {
        withdrawalId: first.json().id,
        to: 'rejected',
        actor: 'admin:test',
        at: ctx.clock.now(),
        reason: 'Destino no verificado',
      }),
    );
    expect((await post(cookies, order)).statusCode).toBe(201);
  });

  it('refuses a new order while one is approved (about to be paid), and allows one after completion', async () => {
    const { main, cookies } = await anaWithWallets();
    const order = { walletId: main.id, withdrawalAddress: ADDRESSES.destination, amount: '1500.5' };
    const first = await post(cookies, order);
    const move = (to: 'approved' | 'completed') =>
      ctx.db.transaction((tx) =>
        moveWithdrawal(tx, {
          withdrawalId: first.json().id,
          to,
          actor: 'admin:test',
          at: ctx.clock.now(),
        }),
      );
    await move('approved');
    const again = await post(cookies, order);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: PENDING_WITHDRAWAL });
    expect(await rowCount(withdrawals)).toBe(1);
    await move('completed');
    // The balance is now 0: nothing left to withdraw, whatever amount is asked.
    expect((await post(cookies, order)).statusCode).toBe(400);
  });

  it('creates exactly one order when 50 arrive at once for the same wallet', async () => {
    const { main, cookies } = await anaWithWallets();
    const order = { walletId: main.id, withdrawalAddress: ADDRESSES.destination, amount: '1500.5' };
    const mailsBefore = mailsTo(smtp, ANA).length;
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(cookies, order)));

    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ message: PENDING_WITHDRAWAL });
    }
    expect(await rowCount(withdrawals)).toBe(1);
    expect(await rowCount(auditLog)).toBe(1);
    expect(mailsTo(smtp, ANA)).toHaveLength(mailsBefore + 1);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/withdrawals', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Necesitas iniciar sesión' });
  });
});

describe('GET /api/withdrawals', () => {
  it("lists only the user's own orders, newest first, with the wallet or null once it is gone", async () => {
    const owner = await createOwner(ctx.db, ANA, [
      { address: ADDRESSES.a, balance: '10', name: 'Principal' },
      { address: ADDRESSES.b, balance: '20.25' },
    ]);
    await createOwner(ctx.db, 'beto@example.com', [{ address: ADDRESSES.c, balance: '5' }]);
    const ana = await signIn(ctx.app, ANA);
    const beto = await signIn(ctx.app, 'beto@example.com');
    const [first, second] = owner.wallets;
    await post(ana, {
      walletId: first!.id,
      withdrawalAddress: ADDRESSES.destination,
      amount: '10',
    });
    ctx.clock.advance(60_000);
    await post(ana, { walletId: second!.id, withdrawalAddress: ADDRESSES.d, amount: '20.25' });
    const betoWallet = (
      await ctx.db.select().from(wallets).where(eq(wallets.address, ADDRESSES.c))
    )[0]!;
    await post(beto, { walletId: betoWallet.id, withdrawalAddress: ADDRESSES.d, amount: '5' });
    await ctx.db.delete(wallets).where(eq(wallets.id, second!.id));

    const response = await ctx.app.inject({ method: 'GET', url: '/api/withdrawals', cookies: ana });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toEqual([
      {
        id: expect.any(String),
        walletId: null,
        status: 'pending',
        createdAt: new Date(ctx.clock.now()).toISOString(),
        amount: '20.25000000',
        withdrawalAddress: ADDRESSES.d,
        wallet: null,
        rejectionReason: null,
        payoutTxHash: null,
      },
      expect.objectContaining({
        walletId: first!.id,
        amount: '10.00000000',
        wallet: { name: 'Principal', address: ADDRESSES.a },
      }),
    ]);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/withdrawals' });
    expect(response.statusCode).toBe(401);
  });
});
