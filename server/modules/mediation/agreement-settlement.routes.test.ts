import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffAgreementList, TermsInput } from '@schemas/mediation-agreement';
import type { LocalChain } from '../../../devchain/local-chain';
import { agreementFixtures, STEP, USDT_TERMS } from '../../../tests/support/agreement-fixtures';
import { adminToken, randomAddress } from '../../../tests/support/factories';
import { pdfsig, readPdf } from '../../../tests/support/pdf-text';
import type { SmtpCapture } from '../../../tests/support/smtp-capture';
import { useChainMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { auditLog, users, wallets } from '../../db/schema';
import { spreadPayment } from './agreement-settlement';

let chain: LocalChain;
let smtp: SmtpCapture;
let ctx: TestContext;
const fx = agreementFixtures(() => ctx);
let operator: ReturnType<typeof fx.staffCall>;

useChainMailTestContext((c, s, ch) => ((ctx = c), (smtp = s), (chain = ch)));
beforeEach(async () => {
  operator = fx.staffCall(await adminToken(ctx.app, ctx.db, ctx.clock, 'operator'));
});

/** A real USDT payment on the local chain: test USDT minted to `to` (a Transfer log). */
const pay = async (to: string, amount: string) =>
  (await chain.tools.mint(chain.usdtAddress, to as `0x${string}`, amount)).transactionHash;

/** A creditor who signed the agreement (now in 'Para Monetización'), with their payout address. */
async function signed(terms: TermsInput = USDT_TERMS, fullName = 'Valeria Gómez Ríos') {
  const c = await fx.inNegotiation(operator, fullName);
  await fx.setTerms(operator, c.user.id, terms);
  await fx.move(operator, c.user.id, 'para-firma');
  expect((await operator('POST', `/api/admin/mediation-agreement/${c.user.id}`)).statusCode).toBe(
    200,
  );
  ctx.clock.advance(STEP);
  await c.call('POST', '/api/mediation/agreement/code');
  const mail = await smtp.waitFor(
    (m) => m.to.includes(c.user.email) && (m.email.subject ?? '').startsWith('Tu código'),
  );
  const code = /(\d{6})/.exec(mail.email.text ?? '')![1]!;
  const payoutAddress = randomAddress();
  const res = await c.call('POST', '/api/mediation/agreement/sign', {
    code,
    typedName: fullName,
    consent: true,
    ...(terms.method === 'usdt' ? { payoutAddress } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...c, payoutAddress };
}

const settle = (userId: string, body: object, as = operator) =>
  as('POST', `/api/admin/mediation-settlement/${userId}`, body);

const balancesOf = async (email: string) =>
  (await ctx.db.select().from(wallets).where(eq(wallets.userEmail, email))).map(
    (w) => w.pretokenizedBalance,
  );

describe('spreading the payment over the wallets', () => {
  it('fills each wallet in order up to its balance and leaves any rest on the last', () => {
    expect(spreadPayment(['3200', '415.25'], '2500.5')).toEqual(['2500.5', '0']);
    expect(spreadPayment(['3200', '415.25'], '3500')).toEqual(['3200', '300']);
    expect(spreadPayment(['10'], '12')).toEqual(['12']);
  });
});

describe('settling a signed case', () => {
  it('refuses a payout of another amount or to another address, then settles with the real one: balances zero, an audit entry per wallet', async () => {
    const c = await signed();
    const short = await pay(c.payoutAddress, '2500.49');
    const wrongAmount = await settle(c.user.id, { txHash: short });
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().message).toBe(
      'La transacción envió 2,500.49 USDT a la dirección de destino, pero la liquidación es de 2,500.50 USDT.',
    );
    const elsewhere = await pay(randomAddress(), '2500.5');
    const wrongAddress = await settle(c.user.id, { txHash: elsewhere });
    expect(wrongAddress.statusCode).toBe(409);
    expect(wrongAddress.json().message).toContain(
      'La transacción no envió USDT a la dirección de destino de la liquidación',
    );
    expect((await settle(c.user.id, { reference: 'SPEI 1', note: 'x' })).statusCode).toBe(409);
    expect(await balancesOf(c.user.email)).toEqual(['3200.00000000', '415.25000000']);

    const payout = await pay(c.payoutAddress, '2500.5');
    const res = await settle(c.user.id, { txHash: payout });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: '2500.5', owed: '3615.25', wallets: 2 });
    expect(await balancesOf(c.user.email)).toEqual(['0.00000000', '0.00000000']);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, c.user.id));
    expect(user).toMatchObject({ mediationStatus: 'liquidado', totalBalance: '0.00' });

    const perWallet = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.wallet_settled'))
      .orderBy(asc(auditLog.createdAt));
    expect(perWallet).toHaveLength(2);
    expect(perWallet.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        {
          settlementId: res.json().settlementId,
          wallet: c.main.address,
          owed: '3200.00000000',
          paid: '2500.5',
          difference: '699.5',
        },
        {
          settlementId: res.json().settlementId,
          wallet: c.savings.address,
          owed: '415.25000000',
          paid: '0',
          difference: '415.25',
        },
      ]),
    );

    const view = await c.view();
    expect(view.stage).toBe('liquidado');
    const certificate = view.documents.find((d) => d.kind === 'settlement-certificate')!;
    const pdf = await c.call('GET', `/api/mediation/documents/${certificate.id}`);
    expect(readPdf(pdf.rawPayload).text.replace(/\s+/g, '')).toContain(payout);
    // Sealed like the signed agreement: pdfsig finds the service's signature over the whole file.
    const sig = pdfsig(pdf.rawPayload);
    expect(sig).toContain('Signature is Valid.');
    expect(sig).toContain('Total document signed');
    // Staff reach the signed agreement and the certificate from the agreement's row.
    const [agreement] = (
      await operator('GET', `/api/admin/mediation-agreement/${c.user.id}`)
    ).json<StaffAgreementList>().agreements;
    expect(agreement).toMatchObject({ state: 'signed', certificateDocumentId: certificate.id });
    const signedFile = view.documents.find((d) => d.kind === 'signed-agreement')!;
    expect(agreement!.signedDocumentId).toBe(signedFile.id);
    const mail = await smtp.waitFor((m) =>
      (m.email.subject ?? '').startsWith('Tu caso quedó liquidado'),
    );
    expect(mail.email.text).toContain(`/tx/${payout}`);
    expect(mail.email.attachments).toHaveLength(1);

    // The same payout never settles twice, not even this case after an owner reopens it.
    expect(
      (await fx.move(operator, c.user.id, 'monetizacion', { reason: 'Error' })).statusCode,
    ).toBe(403);
    // An owner signs in now (the staff's sessions go idle after 30 minutes).
    const owner = fx.staffCall(await adminToken(ctx.app, ctx.db, ctx.clock, 'owner'));
    const reopened = await fx.move(owner, c.user.id, 'monetizacion', {
      reason: 'Revisar el pago',
    });
    expect(reopened.statusCode).toBe(200);
    expect(await balancesOf(c.user.email)).toEqual(['0.00000000', '0.00000000']);
    const twice = await settle(c.user.id, { txHash: payout });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Ese pago ya se registró en otra liquidación: un hash liquida un solo caso',
    );
  });

  it('settles another payout method with a reference and a note, only from Para Monetización', async () => {
    const c = await signed({
      amount: '1000',
      method: 'other',
      methodText: 'Transferencia SPEI',
      payoutDays: 10,
    });
    const missing = await settle(c.user.id, { reference: 'SPEI 123' });
    expect(missing.statusCode).toBe(400);
    const res = await settle(c.user.id, { reference: 'SPEI 123', note: 'Pagado por SPEI' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balancesOf(c.user.email)).toEqual(['0.00000000', '0.00000000']);
    const again = await settle(c.user.id, { reference: 'SPEI 123', note: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'La liquidación se registra en la etapa Para Monetización; este caso está en Liquidado',
    );
  });
});
