import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CreditorAgreement,
  StaffAgreementList,
  Verification,
} from '@schemas/mediation-agreement';
import type { PendingItem } from '@schemas/mediation-case';
import { auditLog, mediationAgreements, mediationEvents, users } from '../../db/schema';
import { agreementFixtures, STEP, USDT_TERMS } from '../../../tests/support/agreement-fixtures';
import { adminToken, randomAddress } from '../../../tests/support/factories';
import { pdfsig, readPdf } from '../../../tests/support/pdf-text';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { signIn } from '../../../tests/support/withdrawal-fixtures';

let ctx: TestContext;
let smtp: SmtpCapture;
const fx = agreementFixtures(() => ctx);
let operator: ReturnType<typeof fx.staffCall>;

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://cartera.example' },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await ctx.reset();
  operator = fx.staffCall(await adminToken(ctx.app, ctx.db, ctx.clock, 'operator'));
});

/** A creditor in 'Para Firma' with the agreement issued. */
async function issued(terms = USDT_TERMS) {
  const c = await fx.inNegotiation(operator);
  expect((await fx.setTerms(operator, c.user.id, terms)).statusCode).toBe(200);
  expect((await fx.move(operator, c.user.id, 'para-firma')).statusCode).toBe(200);
  ctx.clock.advance(STEP);
  const res = await operator('POST', `/api/admin/mediation-agreement/${c.user.id}`);
  expect(res.statusCode, res.body).toBe(200);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    c.call(method, url, payload, { 'user-agent': PHONE });
  return { ...c, call, issue: res.json<{ id: string; sha256: string }>() };
}

async function codeFor(email: string) {
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && (m.email.subject ?? '').startsWith('Tu código para firmar'),
  );
  // Whom to tell when the code was not asked for: named (no SUPPORT_CONTACT here: the team).
  expect(mail.email.text).toContain('comunícate con el equipo de Cartera USDT.');
  return /(\d{6})/.exec(mail.email.text ?? '')![1]!;
}

const agreementRow = async (userId: string) =>
  (
    await ctx.db.select().from(mediationAgreements).where(eq(mediationAgreements.userId, userId))
  ).sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime())[0]!;

describe('issuing the agreement', () => {
  it('issues in Para Firma only: the PDF holds the parties, wallets and terms in figures and words, and the creditor is e-mailed', async () => {
    const c = await fx.inNegotiation(operator);
    await fx.setTerms(operator, c.user.id, USDT_TERMS);
    const early = await operator('POST', `/api/admin/mediation-agreement/${c.user.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'El acuerdo se emite en la etapa Para Firma; este caso está en En Negociación',
    );
    await fx.move(operator, c.user.id, 'para-firma');
    const pendingNow = async () =>
      (await c.call('GET', '/api/mediation')).json<{ pending: PendingItem[] }>().pending;
    const before = await pendingNow();
    const res = await operator('POST', `/api/admin/mediation-agreement/${c.user.id}`);
    expect(res.statusCode).toBe(200);
    // Pending once, as the agreement to sign — not also as one more document to open.
    expect(await pendingNow()).toEqual([
      ...before,
      { kind: 'agreement', text: 'Lee y firma tu Acuerdo de Liquidación.' },
    ]);
    const mail = await smtp.waitFor((m) =>
      (m.email.subject ?? '').startsWith('Tu acuerdo de liquidación está listo para firmar'),
    );
    expect(mail.email.text).toContain('2,500.50 USDT');
    expect(mail.email.text).toContain('https://cartera.example/mediacion');

    const view = (await c.call('GET', '/api/mediation/agreement')).json<CreditorAgreement>();
    expect(view).toMatchObject({
      open: true,
      state: 'issued',
      amount: '2500.500000',
      method: 'usdt',
    });
    if (!view.open) throw new Error('no agreement');
    expect(view.expiresAt).toBe(
      new Date(ctx.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    );
    expect(view.pages.join('\n')).toContain('dos mil quinientos USDT con 50/100');
    const pdf = await c.call('GET', `/api/mediation/documents/${view.documentId}`);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(view.sha256);
    const { text } = readPdf(pdf.rawPayload);
    for (const expected of [
      'Acuerdo de Liquidación',
      'Valeria Gómez Ríos',
      c.main.address,
      c.savings.address,
      '3,615.25 USDT',
      '2,500.50 USDT',
      'dos mil quinientos USDT con 50/100',
      '69.16 %',
      '15 días naturales',
      'MED-',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  });

  it('re-issuing voids the previous one, which stays in the history', async () => {
    const c = await issued();
    ctx.clock.advance(STEP);
    const again = await operator('POST', `/api/admin/mediation-agreement/${c.user.id}`);
    expect(again.statusCode).toBe(200);
    const list = (
      await operator('GET', `/api/admin/mediation-agreement/${c.user.id}`)
    ).json<StaffAgreementList>();
    expect(list.agreements.map((a) => a.state)).toEqual(['issued', 'voided']);
  });
});

describe('the signature ceremony', () => {
  it('refuses every wrong signature with a Spanish 4xx and changes nothing', async () => {
    const c = await issued();
    const sign = (body: object) => c.call('POST', '/api/mediation/agreement/sign', body);
    const good = { typedName: 'valeria gomez rios', consent: true, payoutAddress: randomAddress() };
    const noCode = await sign({ ...good, code: '123456' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('El código no es válido o ya venció. Pide un código nuevo.');

    expect((await c.call('POST', '/api/mediation/agreement/code')).statusCode).toBe(200);
    const code = await codeFor(c.user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refusals: [object, number, string][] = [
      [{ ...good, code: wrong }, 400, 'Código incorrecto. Te quedan 4 intentos.'],
      [{ ...good, code, consent: false }, 400, 'Debes aceptar firmar electrónicamente el acuerdo'],
      [{ ...good, code, typedName: 'Valeria Gómez' }, 400, 'no coincide con el nombre completo'],
      [{ ...good, code, payoutAddress: undefined }, 400, 'Escribe la dirección de tu cartera'],
      [{ ...good, code, payoutAddress: c.main.address }, 400, 'otra de tus carteras'],
      [{ ...good, code, payoutAddress: '0x123' }, 400, 'Dirección Inválida'],
    ];
    for (const [body, status, message] of refusals) {
      const res = await sign(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await agreementRow(c.user.id)).toMatchObject({ status: 'issued', codeFailures: 1 });
    expect((await c.view()).stage).toBe('para-firma');
    const failed = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.agreement_code_failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.details).toMatchObject({ device: 'Chrome en Android', left: 4 });
  });

  it('signs once with two requests at once, seals a PDF that pdfsig validates, and the verification page knows it', async () => {
    const c = await issued();
    await c.call('POST', '/api/mediation/agreement/viewed');
    ctx.clock.advance(60_000);
    await c.call('POST', '/api/mediation/agreement/code');
    const code = await codeFor(c.user.email);
    const payoutAddress = randomAddress();
    const body = {
      code,
      typedName: 'VALERIA GOMEZ RIOS',
      consent: true,
      payoutAddress,
      signatureImage: SIGNATURE_PNG,
    };
    const [a, b] = await Promise.all([
      c.call('POST', '/api/mediation/agreement/sign', body),
      c.call('POST', '/api/mediation/agreement/sign', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const signed = (a.statusCode === 200 ? a : b).json<{
      documentId: string;
      verifyCode: string;
      sha256: string;
    }>();
    expect(signed.verifyCode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect((a.statusCode === 200 ? b : a).json().message).toBe('Ya firmaste este acuerdo');

    const file = await c.call('GET', `/api/mediation/documents/${signed.documentId}`);
    const content = file.rawPayload;
    expect(createHash('sha256').update(content).digest('hex')).toBe(signed.sha256);
    const sig = pdfsig(content);
    expect(sig).toContain('Signature is Valid.');
    expect(sig).toContain('Total document signed');

    const { text, pages } = readPdf(content);
    expect(pages).toBeGreaterThan(1);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Certificado de firma electrónica',
      c.issue.sha256,
      'Valeria Gómez Ríos',
      'VALERIA GOMEZ RIOS',
      c.user.email,
      'verificado con un código',
      'Chrome en Android',
      'Ciudad de México',
      ' UTC',
      payoutAddress,
      signed.verifyCode,
      `https://cartera.example/verificar/${signed.verifyCode}`,
    ]) {
      expect(flat).toContain(expected);
    }

    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify/${signed.verifyCode}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<Verification>()).toEqual({
      title: 'Acuerdo de Liquidación firmado',
      issuedAt: expect.any(String),
      signedAt: ctx.clock.now().toISOString(),
      signerMasked: 'Valeria G. R.',
      sha256: signed.sha256,
      valid: true,
      status: 'Válido',
    });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/verify/AAAA-BBBB-CCCC-DDDD' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos ningún documento con ese código');

    const view = await c.view();
    expect(view.stage).toBe('monetizacion');
    expect(view.documents.map((d) => d.kind)).toContain('signed-agreement');
    const mail = await smtp.waitFor((m) =>
      (m.email.subject ?? '').startsWith('Firmaste tu acuerdo de liquidación'),
    );
    expect(mail.email.attachments.map((x) => x.filename)).toEqual([
      expect.stringMatching(/^acuerdo-de-liquidacion-firmado-ACU-/),
    ]);
    const kinds = (
      await ctx.db.select().from(mediationEvents).where(eq(mediationEvents.userId, c.user.id))
    ).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['agreement-viewed', 'agreement-code', 'agreement-signed']),
    );
    const [user] = await ctx.db.select().from(users).where(eq(users.id, c.user.id));
    expect(user!.mediationStatus).toBe('monetizacion');
  });

  it('lets the creditor decline with a reason that staff read; an expired agreement cannot be signed', async () => {
    const c = await issued();
    const declined = await c.call('POST', '/api/mediation/agreement/decline', {
      reason: 'El plazo de pago es muy largo',
    });
    expect(declined.statusCode).toBe(200);
    const list = (
      await operator('GET', `/api/admin/mediation-agreement/${c.user.id}`)
    ).json<StaffAgreementList>();
    expect(list.agreements[0]).toMatchObject({
      state: 'declined',
      declineReason: 'El plazo de pago es muy largo',
    });
    expect((await c.view()).stage).toBe('para-firma');
    const again = await c.call('POST', '/api/mediation/agreement/code');
    expect(again.statusCode).toBe(409);

    ctx.clock.advance(STEP);
    await operator('POST', `/api/admin/mediation-agreement/${c.user.id}`);
    ctx.clock.advance(31 * 86_400_000);
    // A month later the creditor signs in again.
    const cookies = await signIn(ctx.app, c.user.email);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/mediation/agreement/code',
      cookies,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^El acuerdo venció el /);
  });
});

describe('the Para Firma list by agreement', () => {
  it('shows only the unsigned or only the declined', async () => {
    const waiting = await issued();
    const declining = await fx.inNegotiation(operator, 'Ana María López Ñúñez');
    await fx.setTerms(operator, declining.user.id, USDT_TERMS);
    await fx.move(operator, declining.user.id, 'para-firma');
    await operator('POST', `/api/admin/mediation-agreement/${declining.user.id}`);
    await declining.call('POST', '/api/mediation/agreement/decline', { reason: 'No' });
    const ids = async (filter: string) =>
      (await operator('GET', `/api/admin/mediation-users/para-firma?agreement=${filter}`))
        .json<{ users: { id: string }[] }>()
        .users.map((u) => u.id);
    expect(await ids('unsigned')).toEqual([waiting.user.id]);
    expect(await ids('declined')).toEqual([declining.user.id]);
    const bad = await operator('GET', '/api/admin/mediation-users/para-firma?agreement=todos');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Filtro de acuerdo inválido');
  });
});

/** A small drawn stroke: a 4×4 PNG. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAYAAACzzX7wAAAAFklEQVR4nGNgYGD4jxf//48fM1BsAgBi5j/BQrOEKwAAAABJRU5ErkJggg==';
