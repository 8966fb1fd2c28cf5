import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mediationEvents, mediationTerms } from '../../db/schema';
import { agreementFixtures, USDT_TERMS } from '../../../tests/support/agreement-fixtures';
import { adminToken } from '../../../tests/support/factories';
import { useMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { percentOf } from './agreement-terms';

let ctx: TestContext;
const fx = agreementFixtures(() => ctx);
let operator: ReturnType<typeof fx.staffCall>;
let viewer: ReturnType<typeof fx.staffCall>;

useMailTestContext((c) => (ctx = c));
beforeEach(async () => {
  operator = fx.staffCall(await adminToken(ctx.app, ctx.db, ctx.clock, 'operator'));
  viewer = fx.staffCall(await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer'));
});

describe('the agreed terms', () => {
  it('cuts the percentage of what is owed to two decimals and has none when nothing is owed', () => {
    expect(percentOf('2500.5', '3615.25')).toBe('69.16');
    expect(percentOf('3615.25', '3615.25')).toBe('100.00');
    expect(percentOf('10', '0')).toBeNull();
  });

  it('records the terms in En Negociación with a timeline and an audit entry, and shows them against the total owed', async () => {
    const c = await fx.inNegotiation(operator);
    expect((await viewer('GET', `/api/admin/mediation-terms/${c.user.id}`)).json()).toEqual({
      terms: null,
    });

    const res = await fx.setTerms(operator, c.user.id, USDT_TERMS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      amount: '2500.500000',
      method: 'usdt',
      methodText: null,
      payoutDays: 15,
      owed: '3615.25',
      percentOfOwed: '69.16',
      updatedAt: ctx.clock.now().toISOString(),
    });
    const changed = await fx.setTerms(operator, c.user.id, {
      amount: '3000',
      method: 'other',
      methodText: 'Transferencia SPEI a la cuenta del titular',
      payoutDays: 30,
    });
    expect(changed.json()).toMatchObject({ method: 'other', percentOfOwed: '82.98' });
    expect((await viewer('GET', `/api/admin/mediation-terms/${c.user.id}`)).json()).toEqual({
      terms: changed.json(),
    });

    const events = await ctx.db
      .select()
      .from(mediationEvents)
      .where(eq(mediationEvents.userId, c.user.id));
    expect(events.filter((e) => e.kind === 'terms').map((e) => e.text)).toEqual([
      'Monto: 2,500.50 USDT · USDT (ERC-20) · Plazo: 15 días',
      'Monto: 3,000.00 USDT · Transferencia SPEI a la cuenta del titular · Plazo: 30 días',
    ]);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.terms_set'));
    expect(audit.map((a) => a.details)).toEqual([
      {
        from: 'negociacion',
        amount: '2500.5',
        method: 'usdt',
        payoutDays: 15,
        text: expect.any(String),
      },
      {
        from: 'negociacion',
        amount: '3000',
        method: 'other',
        methodText: 'Transferencia SPEI a la cuenta del titular',
        payoutDays: 30,
        text: expect.any(String),
      },
    ]);
  });

  it('refuses bad terms with a Spanish message and changes nothing', async () => {
    const c = await fx.inNegotiation(operator);
    const bad = [
      [{ ...USDT_TERMS, amount: '0' }, 'El monto acordado debe ser mayor que cero'],
      [{ ...USDT_TERMS, amount: '1.1234567' }, 'hasta 6 decimales'],
      [{ ...USDT_TERMS, amount: '1e3' }, 'hasta 6 decimales'],
      [{ ...USDT_TERMS, payoutDays: 0 }, 'al menos 1 día'],
      [{ ...USDT_TERMS, method: 'other' }, 'Describe la forma de pago'],
      [{ ...USDT_TERMS, method: 'cheque' }, 'Elige la forma de pago'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await fx.setTerms(operator, c.user.id, body as never);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await ctx.db.select().from(mediationTerms)).toEqual([]);
    expect((await fx.setTerms(viewer, c.user.id, USDT_TERMS)).statusCode).toBe(403);
  });

  it('takes terms only in En Negociación, and the case cannot move to Para Firma without them', async () => {
    const c = await fx.inNegotiation(operator);
    const gate = await fx.move(operator, c.user.id, 'para-firma');
    expect(gate.statusCode).toBe(409);
    expect(gate.json().message).toBe(
      'Para pasar a Para Firma primero registra los términos acordados (monto, forma y plazo de pago)',
    );
    expect((await fx.setTerms(operator, c.user.id, USDT_TERMS)).statusCode).toBe(200);
    expect((await fx.move(operator, c.user.id, 'para-firma')).statusCode).toBe(200);
    const late = await fx.setTerms(operator, c.user.id, USDT_TERMS);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Los términos se registran en la etapa En Negociación; este caso está en Para Firma',
    );
  });

  it('does not enter En Negociación before the documents of Docs P/Firma were sent', async () => {
    const c = await fx.creditor();
    await operator('POST', '/api/admin/invite-to-mediation', { userId: c.user.id });
    await fx.move(operator, c.user.id, 'verificar-id');
    await fx.move(operator, c.user.id, 'docs-firma');
    const res = await fx.move(operator, c.user.id, 'negociacion');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Para pasar a En Negociación primero envía los documentos de Docs P/Firma',
    );
  });

  it('never lets staff move a case into Para Monetización or Liquidado by hand', async () => {
    const c = await fx.inNegotiation(operator);
    await fx.setTerms(operator, c.user.id, USDT_TERMS);
    await fx.move(operator, c.user.id, 'para-firma');
    const res = await fx.move(operator, c.user.id, 'monetizacion');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'El caso pasa a Para Monetización cuando el titular firma el acuerdo en la aplicación',
    );
  });
});
