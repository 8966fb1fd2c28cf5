import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediationCasePage } from '@schemas/mediation';
import type { InvitedCase } from '@schemas/mediation-case';
import { mediationReminders } from '../../db/schema';
import { agreementFixtures, USDT_TERMS } from '../../../tests/support/agreement-fixtures';
import { adminToken, createUser, createWallet } from '../../../tests/support/factories';
import { mailsTo, startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { signIn } from '../../../tests/support/withdrawal-fixtures';

/**
 * Reminders (docs/product/creditor-case.md#reminders) with two app instances on one database
 * and the manual clock: after 3 days, then every 4, at most 3 per pending thing, each sent once
 * whatever the number of instances running the job, and none once it is done.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const REMINDER = 'Recordatorio: tienes algo pendiente · Cartera USDT';

let ctx: TestContext;
let other: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
  other = await ctx.anotherInstance();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => ctx.reset());

const operator = () => adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
const staff = async (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${await operator()}` },
  });

/** Both instances run one pass of the job at the same time; answers how many they reminded. */
async function bothInstancesRun() {
  const passes = await Promise.all([
    ctx.app.runMediationReminders(),
    other.runMediationReminders(),
  ]);
  return passes.reduce((sum, pass) => sum + pass.reminded, 0);
}

const fx = agreementFixtures(() => ctx);

const reminders = (email: string) =>
  mailsTo(smtp, email).filter((m) => m.email.subject === REMINDER);

describe('reminders', () => {
  it('reminds after 3 days, then every 4, at most 3 times, each once with two instances', async () => {
    const user = await createUser(ctx.db, {
      fullName: 'Sofía Navarro Peña',
      cellphone: '6465550123',
    });
    await staff('POST', '/api/admin/invite-to-mediation', { userId: user.id });

    ctx.clock.advance(3 * DAY - MINUTE);
    expect(await bothInstancesRun()).toBe(0);
    ctx.clock.advance(MINUTE);
    expect(await bothInstancesRun()).toBe(1);
    expect(await bothInstancesRun()).toBe(0);
    const first = await smtp.waitFor(
      (m) => m.email.subject === REMINDER && m.to.includes(user.email),
    );
    expect(first.to).toEqual([user.email]);
    expect(first.email.text).toContain(
      '• Sube las fotos de tu identificación oficial (frente y reverso).',
    );
    expect(first.email.text).toContain("'Mi proceso de mediación'");

    for (const expected of [2, 3]) {
      ctx.clock.advance(4 * DAY - MINUTE);
      expect(await bothInstancesRun()).toBe(0);
      ctx.clock.advance(MINUTE);
      expect(await bothInstancesRun()).toBe(1);
      await smtp.waitFor(() => reminders(user.email).length === expected);
    }
    ctx.clock.advance(4 * DAY);
    expect(await bothInstancesRun()).toBe(0);
    ctx.clock.advance(40 * DAY);
    expect(await bothInstancesRun()).toBe(0);
    expect(reminders(user.email)).toHaveLength(3);

    const cookies = await signIn(ctx.app, user.email);
    const view = (
      await ctx.app.inject({ method: 'GET', url: '/api/mediation', cookies })
    ).json<InvitedCase>();
    expect(view.timeline.filter((e) => e.kind === 'reminder')).toHaveLength(3);
    expect(view.timeline[0]).toMatchObject({
      title: 'Te enviamos un recordatorio por correo',
      detail: 'Sube las fotos de tu identificación oficial (frente y reverso).',
    });
    const board = await staff('GET', '/api/admin/mediation-users/invitados');
    const lastSent = (await ctx.db.select().from(mediationReminders))[0]!.lastSentAt;
    expect(board.json<MediationCasePage>().users[0]!.lastReminderAt).toBe(lastSent!.toISOString());
  });

  it('stops as soon as it is done, and closes what the creditor did', async () => {
    const user = await createUser(ctx.db, {
      fullName: 'Diego Morales Campos',
      cellphone: '4421239876',
      idPhotoFront: '/api/objects/frente',
      idPhotoBack: '/api/objects/reverso',
    });
    await createWallet(ctx.db, user, { pretokenizedBalance: '890' });
    await staff('POST', '/api/admin/invite-to-mediation', { userId: user.id });
    // A complete profile: nothing is watched.
    expect(await ctx.db.select().from(mediationReminders)).toEqual([]);
    for (const to of ['verificar-id', 'docs-firma']) {
      await staff('PUT', `/api/admin/mediation-status/${user.id}`, { status: to });
    }
    await staff('POST', '/api/admin/send-mediation-documents', { userId: user.id });

    ctx.clock.advance(3 * DAY);
    expect(await bothInstancesRun()).toBe(1);
    const mail = await smtp.waitFor(
      (m) => m.email.subject === REMINDER && m.to.includes(user.email),
    );
    expect(mail.email.text).toContain('• Revisa tus documentos: 2 documentos sin abrir.');

    // The creditor opens both documents: the next due check closes the item, no e-mail.
    const cookies = await signIn(ctx.app, user.email);
    const view = (
      await ctx.app.inject({ method: 'GET', url: '/api/mediation', cookies })
    ).json<InvitedCase>();
    for (const doc of view.documents) {
      await ctx.app.inject({ method: 'GET', url: `/api/mediation/documents/${doc.id}`, cookies });
    }
    ctx.clock.advance(4 * DAY);
    expect(await bothInstancesRun()).toBe(0);
    const [item] = await ctx.db.select().from(mediationReminders);
    expect(item).toMatchObject({ kind: 'documents', sent: 1, doneAt: ctx.clock.now() });
    expect(reminders(user.email)).toHaveLength(1);
  });

  it('reminds of an answer to a dispute not read, each once with two instances, until it is read', async () => {
    const user = await createUser(ctx.db, {
      fullName: 'Valeria Gómez Ríos',
      cellphone: '5587654321',
      idPhotoFront: '/api/objects/frente',
      idPhotoBack: '/api/objects/reverso',
    });
    const wallet = await createWallet(ctx.db, user, {
      name: 'Ahorro',
      pretokenizedBalance: '415.25',
    });
    await staff('POST', '/api/admin/invite-to-mediation', { userId: user.id });
    for (const to of ['verificar-id', 'docs-firma']) {
      await staff('PUT', `/api/admin/mediation-status/${user.id}`, { status: to });
    }
    await staff('POST', '/api/admin/send-mediation-documents', { userId: user.id });
    const cookies = await signIn(ctx.app, user.email);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, cookies, payload });
    // Her documents are opened: only the answer is left to remind.
    const view = (await as('GET', '/api/mediation')).json<InvitedCase>();
    for (const doc of view.documents) await as('GET', `/api/mediation/documents/${doc.id}`);
    const opened = await as('POST', '/api/mediation/disputes', {
      walletId: wallet.id,
      reason: 'Falta el depósito de marzo.',
    });
    expect(opened.statusCode).toBe(201);
    const disputeId = opened.json<{ id: string }>().id;
    const answered = await staff('POST', `/api/admin/disputes/${disputeId}/answer`, {
      accepted: false,
      reply: 'El depósito de marzo llegó a otra cartera.',
    });
    expect(answered.statusCode).toBe(200);

    ctx.clock.advance(3 * DAY - MINUTE);
    expect(await bothInstancesRun()).toBe(0);
    ctx.clock.advance(MINUTE);
    expect(await bothInstancesRun()).toBe(1);
    expect(await bothInstancesRun()).toBe(0);
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`;
    const mail = await smtp.waitFor(
      (m) => m.email.subject === REMINDER && m.to.includes(user.email),
    );
    expect(mail.email.text).toContain(
      `• Lee nuestra respuesta a tu desacuerdo sobre Ahorro (${short}).`,
    );
    expect(mail.email.text).not.toContain('Revisa tus documentos');

    // She reads the answer: the next due check closes the item, no e-mail.
    expect((await as('POST', `/api/mediation/disputes/${disputeId}/read`)).statusCode).toBe(200);
    ctx.clock.advance(4 * DAY);
    expect(await bothInstancesRun()).toBe(0);
    const items = await ctx.db
      .select()
      .from(mediationReminders)
      .where(eq(mediationReminders.kind, 'dispute-reply'));
    expect(items).toEqual([
      expect.objectContaining({ subject: disputeId, sent: 1, doneAt: ctx.clock.now() }),
    ]);
    expect(reminders(user.email)).toHaveLength(1);
  });

  it('watches a new ID photo staff ask for, and forgets everything of a removed case', async () => {
    const user = await createUser(ctx.db, {
      fullName: 'Tomás Herrera Vidal',
      cellphone: '8112345670',
      idPhotoFront: '/api/objects/00000000-0000-4000-8000-000000000001',
      idPhotoBack: '/api/objects/00000000-0000-4000-8000-000000000002',
    });
    await staff('POST', '/api/admin/invite-to-mediation', { userId: user.id });
    const asked = await staff('POST', `/api/admin/users/${user.id}/id-photo-request`, {
      side: 'back',
      reason: 'La foto está borrosa',
    });
    expect(asked.statusCode).toBe(200);
    ctx.clock.advance(3 * DAY);
    expect(await bothInstancesRun()).toBe(1);
    const mail = await smtp.waitFor(
      (m) => m.email.subject === REMINDER && m.to.includes(user.email),
    );
    expect(mail.email.text).toContain(
      '• Sube de nuevo la foto trasera de tu identificación. Motivo: La foto está borrosa',
    );

    await staff('DELETE', `/api/admin/select-for-mediation/${user.id}`);
    const open = await ctx.db
      .select()
      .from(mediationReminders)
      .where(eq(mediationReminders.userId, user.id));
    expect(open.every((r) => r.doneAt !== null)).toBe(true);
    ctx.clock.advance(10 * DAY);
    expect(await bothInstancesRun()).toBe(0);
  });
});

describe('reminders of an agreement to sign', () => {
  const SIGN = 'Lee y firma tu Acuerdo de Liquidación antes del';

  /** A creditor in 'Para Firma' who read their documents, with the agreement just issued. */
  async function issued(fullName: string) {
    const staffCall = fx.staffCall(await operator());
    const c = await fx.inNegotiation(staffCall, fullName);
    for (const doc of (await c.view()).documents) {
      await c.call('GET', `/api/mediation/documents/${doc.id}`);
    }
    await fx.setTerms(staffCall, c.user.id, USDT_TERMS);
    await fx.move(staffCall, c.user.id, 'para-firma');
    const res = await staffCall('POST', `/api/admin/mediation-agreement/${c.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return c;
  }
  const agreementReminders = (email: string) =>
    reminders(email).filter((m) => (m.email.text ?? '').includes(SIGN));

  it('reminds 3 and 7 days after issue and 2 days before expiry, each once with two instances, then stops at expiry', async () => {
    const c = await issued('Elena Vargas Soto');
    // The agreement expires 30 days after issue: reminders on days 3, 7 and 28.
    for (const [days, expected] of [
      [3, 1],
      [4, 2],
      [21, 3],
    ] as const) {
      ctx.clock.advance(days * DAY - MINUTE);
      expect(await bothInstancesRun()).toBe(0);
      ctx.clock.advance(MINUTE);
      expect(await bothInstancesRun()).toBe(1);
      await smtp.waitFor(() => agreementReminders(c.user.email).length === expected);
    }
    const [last] = agreementReminders(c.user.email).slice(-1);
    expect(last!.email.subject).toBe(REMINDER);
    expect(last!.email.text).toMatch(
      /• Lee y firma tu Acuerdo de Liquidación antes del \d+ de \w+ de \d{4}\./,
    );
    expect(last!.email.text).toContain("'Mi proceso de mediación'");

    ctx.clock.advance(2 * DAY);
    expect(await bothInstancesRun()).toBe(0);
    const [watch] = await ctx.db
      .select()
      .from(mediationReminders)
      .where(eq(mediationReminders.kind, 'agreement'));
    expect(watch).toMatchObject({ sent: 3, doneAt: ctx.clock.now() });
    ctx.clock.advance(10 * DAY);
    expect(await bothInstancesRun()).toBe(0);
    expect(agreementReminders(c.user.email)).toHaveLength(3);
    const cookies = await signIn(ctx.app, c.user.email);
    const view = (
      await ctx.app.inject({ method: 'GET', url: '/api/mediation', cookies })
    ).json<InvitedCase>();
    expect(view.timeline.filter((e) => e.kind === 'reminder')).toHaveLength(3);
  });

  it('sends none once the creditor declined it', async () => {
    const c = await issued('Sofía Navarro Peña');
    const declined = await c.call('POST', '/api/mediation/agreement/decline', {
      reason: 'El monto no es el acordado',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    ctx.clock.advance(3 * DAY);
    expect(await bothInstancesRun()).toBe(0);
    const watches = await ctx.db
      .select()
      .from(mediationReminders)
      .where(eq(mediationReminders.kind, 'agreement'));
    expect(watches).toEqual([expect.objectContaining({ sent: 0, doneAt: ctx.clock.now() })]);
    expect(agreementReminders(c.user.email)).toEqual([]);
  });
});
