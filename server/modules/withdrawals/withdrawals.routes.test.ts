import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PENDING_WITHDRAWAL } from '@schemas/withdrawals';
import { auditLog, mailOutbox, wallets, withdrawals } from '../../db/schema';
import {
  createCreditor,
  createUser,
  createWallet,
  randomAddress,
} from '../../../tests/support/factories';
import { mailsTo, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { useMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { signIn } from '../../../tests/support/withdrawal-fixtures';
import { moveWithdrawal } from './withdrawal-workflow';
import { MAINNET_USDT } from './withdrawal-destination';
import { WALLET_NOT_FOUND } from './withdrawals.service';

let ctx: TestContext;
let smtp: SmtpCapture;
useMailTestContext((c, s) => ((ctx = c), (smtp = s)));

const ANA = 'ana@example.com';
/** Mixed case with an 'F': its checksum breaks when that letter's case changes. */
const DESTINATION = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

async function anaWithWallets() {
  const user = await createCreditor(ctx.db, { email: ANA });
  const main = await createWallet(ctx.db, user, {
    pretokenizedBalance: '1500.50000000',
    name: 'Principal',
  });
  const empty = await createWallet(ctx.db, user, { name: 'Vacía' });
  return { user, main, empty, cookies: await signIn(ctx.app, ANA) };
}

const post = (cookies: { sid: string }, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/withdrawals', cookies, payload });

/** A staff move made straight through the workflow (no chain, no e-mail). */
const staffMove = (withdrawalId: string, to: 'approved' | 'completed' | 'rejected') =>
  ctx.db.transaction((tx) =>
    moveWithdrawal(tx, {
      withdrawalId,
      to,
      actor: 'admin:test',
      at: ctx.clock.now(),
      reason: to === 'rejected' ? 'Destino no verificado' : undefined,
      payoutTxHash: to === 'completed' ? `0x${'ab'.repeat(32)}` : undefined,
      destinationRules: { usdtContract: MAINNET_USDT, blocked: [] },
      dualApprovalUsdt: '10000',
    }),
  );

const rowCount = async (table: typeof withdrawals | typeof auditLog | typeof mailOutbox) => {
  const [row] = await ctx.db.select({ n: count() }).from(table);
  return Number(row?.n);
};

describe('POST /api/withdrawals', () => {
  it('registers a pending order for the whole balance, audits it and e-mails the user', async () => {
    const { main, user, cookies } = await anaWithWallets();
    const response = await post(cookies, {
      walletId: main.id,
      withdrawalAddress: `  ${DESTINATION.toLowerCase()} `,
      amount: '1500.5',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      emailSent: true,
      walletId: main.id,
      status: 'pending',
      amount: '1500.50000000',
      withdrawalAddress: DESTINATION,
      wallet: { name: 'Principal', address: main.address },
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
    expect(mail.email.text).toContain(DESTINATION);
    expect(mail.email.text).toContain('Pendiente');
    // Queued with the order, marked sent once the server took it.
    await expect
      .poll(async () => (await ctx.db.select().from(mailOutbox)).map((m) => m.sentAt !== null))
      .toEqual([true]);
  });

  it('accepts an all-uppercase address, which carries no checksum', async () => {
    const { main, cookies } = await anaWithWallets();
    const upper = `0x${DESTINATION.slice(2).toUpperCase()}`;
    const response = await post(cookies, {
      walletId: main.id,
      withdrawalAddress: upper,
      amount: '01500.500',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().withdrawalAddress).toBe(DESTINATION);
  });

  const badChecksum = DESTINATION.replace('F', 'f');
  type Wallets = { main: string; mainAddress: string; empty: string; other: string };
  /** Each refusal changes a valid order (Ana's main wallet, whole balance, to DESTINATION). */
  const refusals: {
    name: string;
    change: (w: Wallets) => Record<string, unknown>;
    status: number;
    message: string;
  }[] = [
    {
      name: 'an amount below the balance (a screen out of date)',
      change: () => ({ amount: '1500.49' }),
      status: 400,
      message:
        'El saldo de la cartera cambió: el retiro ahora es de 1,500.50 USDT. Revisa el monto y confirma de nuevo.',
    },
    {
      name: 'an amount a hair above the balance',
      change: () => ({ amount: '1500.500000001' }),
      status: 400,
      message:
        'El saldo de la cartera cambió: el retiro ahora es de 1,500.50 USDT. Revisa el monto y confirma de nuevo.',
    },
    {
      name: 'a negative amount',
      change: () => ({ amount: '-1500.5' }),
      status: 400,
      message: 'amount: El monto debe ser un número decimal positivo',
    },
    {
      name: 'a wallet with a zero balance',
      change: (w) => ({ walletId: w.empty, amount: '0' }),
      status: 400,
      message: 'Esta cartera no tiene fondos para retirar',
    },
    {
      name: "another user's wallet",
      change: (w) => ({ walletId: w.other, amount: '99' }),
      status: 404,
      message: WALLET_NOT_FOUND,
    },
    {
      name: 'a wallet that does not exist',
      change: () => ({ walletId: '00000000-0000-4000-8000-000000000000', amount: '1' }),
      status: 404,
      message: WALLET_NOT_FOUND,
    },
    {
      name: 'a malformed wallet id',
      change: () => ({ walletId: 'abc', amount: '1' }),
      status: 400,
      message: 'walletId: La cartera seleccionada no es válida',
    },
    {
      name: 'an address one character short',
      change: () => ({ withdrawalAddress: DESTINATION.slice(0, -1) }),
      status: 400,
      message: 'withdrawalAddress: Dirección Inválida',
    },
    {
      name: 'an address with a non-hex character',
      change: () => ({ withdrawalAddress: `${DESTINATION.slice(0, -1)}g` }),
      status: 400,
      message: 'withdrawalAddress: Dirección Inválida',
    },
    {
      name: 'an address without 0x',
      change: () => ({ withdrawalAddress: DESTINATION.slice(2) }),
      status: 400,
      message: 'withdrawalAddress: Dirección Inválida',
    },
    {
      name: 'a mixed-case address with a wrong EIP-55 checksum',
      change: () => ({ withdrawalAddress: badChecksum }),
      status: 400,
      message:
        'Dirección Inválida: las mayúsculas y minúsculas no coinciden con la suma de verificación (EIP-55). Cópiala de nuevo o escríbela toda en minúsculas.',
    },
    {
      name: "the wallet's own address",
      change: (w) => ({ withdrawalAddress: w.mainAddress.toLowerCase() }),
      status: 400,
      message: 'La dirección de destino no puede ser la misma cartera de origen',
    },
  ];

  it.each(refusals)('refuses $name with a Spanish message and writes nothing', async (refusal) => {
    const { main, empty, cookies } = await anaWithWallets();
    const mailsBefore = mailsTo(smtp, ANA).length;
    const other = await createWallet(ctx.db, await createUser(ctx.db), {
      pretokenizedBalance: '99',
    });
    const refs = { main: main.id, mainAddress: main.address, empty: empty.id, other: other.id };
    const response = await post(cookies, {
      walletId: main.id,
      withdrawalAddress: DESTINATION,
      amount: '1500.5',
      ...refusal.change(refs),
    });
    expect(response.statusCode).toBe(refusal.status);
    expect(response.json()).toEqual({ message: refusal.message });
    expect(await rowCount(withdrawals)).toBe(0);
    expect(await rowCount(auditLog)).toBe(0);
    expect(await rowCount(mailOutbox)).toBe(0);
    expect(mailsTo(smtp, ANA)).toHaveLength(mailsBefore);
  });

  it('orders the balance cut to 6 decimals and leaves the rest on the wallet, whatever amount is sent', async () => {
    const user = await createCreditor(ctx.db, { email: ANA });
    const cookies = await signIn(ctx.app, ANA);
    const make = (pretokenizedBalance: string) =>
      createWallet(ctx.db, user, { pretokenizedBalance });
    for (const amount of ['42.12345678', '42.123456', undefined]) {
      const wallet = await make('42.12345678');
      const response = await post(cookies, {
        walletId: wallet.id,
        withdrawalAddress: DESTINATION,
        ...(amount ? { amount } : {}),
      });
      expect(response.statusCode, amount).toBe(201);
      expect(response.json().amount).toBe('42.12345600');
    }
    const mail = await smtp.waitFor(
      (m) => m.to.includes(ANA) && m.email.text?.includes('Monto: 42.') === true,
    );
    expect(mail.email.text).toContain('Monto: 42.123456 USDT');
    const audit = await ctx.db.select().from(auditLog);
    expect(audit[0]!.details).toMatchObject({ amount: '42.123456' });

    const dust = await make('0.00000078');
    const refused = await post(cookies, { walletId: dust.id, withdrawalAddress: DESTINATION });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'Esta cartera no tiene fondos para retirar: su saldo de 0.00000078 USDT es menor que 0.000001 USDT, lo mínimo que USDT puede transferir.',
    });
  });

  it('needs a complete profile: says what is missing, and writes nothing', async () => {
    const cases = [
      [
        { fullName: null, cellphone: null, idPhotoFront: null, idPhotoBack: null },
        'falta tu nombre completo, tu teléfono y las dos fotos de tu identificación.',
      ],
      [{ fullName: '   ' }, 'falta tu nombre completo.'],
      [{ idPhotoBack: null }, 'falta las dos fotos de tu identificación.'],
    ] as const;
    for (const [gaps, missing] of cases) {
      const user = await createCreditor(ctx.db, { verified: false, ...gaps });
      const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: '875' });
      const cookies = await signIn(ctx.app, user.email);
      const response = await post(cookies, { walletId: wallet.id, withdrawalAddress: DESTINATION });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: `Completa tu perfil para poder retirar: ${missing}`,
      });
    }
    expect(await rowCount(withdrawals)).toBe(0);
    expect(await rowCount(auditLog)).toBe(0);
    // Ordering does not need staff's verification: approving does.
    const unverified = await createCreditor(ctx.db, { verified: false });
    const wallet = await createWallet(ctx.db, unverified, { pretokenizedBalance: '875' });
    const cookies = await signIn(ctx.app, unverified.email);
    const ok = await post(cookies, { walletId: wallet.id, withdrawalAddress: DESTINATION });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a second order while one is pending, and allows one after a rejection', async () => {
    const { main, cookies } = await anaWithWallets();
    const order = { walletId: main.id, withdrawalAddress: DESTINATION, amount: '1500.5' };
    const first = await post(cookies, order);
    expect(first.statusCode).toBe(201);
    const second = await post(cookies, order);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: PENDING_WITHDRAWAL });
    expect(await rowCount(withdrawals)).toBe(1);
    expect(await rowCount(auditLog)).toBe(1);

    await staffMove(first.json().id, 'rejected');
    expect((await post(cookies, order)).statusCode).toBe(201);
  });

  it('refuses a new order while one is approved (about to be paid), and allows one after completion', async () => {
    const { main, cookies } = await anaWithWallets();
    const order = { walletId: main.id, withdrawalAddress: DESTINATION, amount: '1500.5' };
    const first = await post(cookies, order);
    await staffMove(first.json().id, 'approved');
    const again = await post(cookies, order);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: PENDING_WITHDRAWAL });
    expect(await rowCount(withdrawals)).toBe(1);
    await staffMove(first.json().id, 'completed');
    // The balance is now 0: nothing left to withdraw, whatever amount is asked.
    expect((await post(cookies, order)).statusCode).toBe(400);
  });

  it('creates exactly one order when 50 arrive at once for the same wallet', async () => {
    const { main, cookies } = await anaWithWallets();
    const order = { walletId: main.id, withdrawalAddress: DESTINATION, amount: '1500.5' };
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
    const anaUser = await createCreditor(ctx.db, { email: ANA });
    const first = await createWallet(ctx.db, anaUser, {
      pretokenizedBalance: '10',
      name: 'Principal',
    });
    const second = await createWallet(ctx.db, anaUser, { pretokenizedBalance: '20.25' });
    const betoUser = await createCreditor(ctx.db);
    const betoWallet = await createWallet(ctx.db, betoUser, { pretokenizedBalance: '5' });
    const ana = await signIn(ctx.app, ANA);
    const beto = await signIn(ctx.app, betoUser.email);
    const elsewhere = randomAddress();
    await post(ana, { walletId: first.id, withdrawalAddress: DESTINATION, amount: '10' });
    ctx.clock.advance(60_000);
    await post(ana, { walletId: second.id, withdrawalAddress: elsewhere, amount: '20.25' });
    await post(beto, { walletId: betoWallet.id, withdrawalAddress: elsewhere, amount: '5' });
    await ctx.db.delete(wallets).where(eq(wallets.id, second.id));

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
        withdrawalAddress: elsewhere,
        wallet: null,
        rejectionReason: null,
        payoutTxHash: null,
      },
      expect.objectContaining({
        walletId: first.id,
        amount: '10.00000000',
        wallet: { name: 'Principal', address: first.address },
      }),
    ]);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/withdrawals' });
    expect(response.statusCode).toBe(401);
  });
});
