import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MEDIATION_STAGE_IDS,
  type MediationCasePage,
  type MediationStageId,
  type TimelinePage,
} from '@schemas/mediation';
import { auditLog, mailOutbox, mediationEvents, users } from '../../db/schema';
import { adminToken, createUser, createWallet } from '../../../tests/support/factories';
import { readPdf } from '../../../tests/support/pdf-text';
import { mailsTo, startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { formatUsdtExact } from '@schemas/money';

const TEST_EMAIL = 'pruebas.mediacion@cartera.mx';
const PHOTOS = { idPhotoFront: '/api/objects/frente', idPhotoBack: '/api/objects/reverso' };

let ctx: TestContext;
let smtp: SmtpCapture;
let operator: string;
let viewer: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({
    env: {
      SMTP_URL: smtp.url,
      MEDIATION_TEST_EMAIL: TEST_EMAIL,
      SUPPORT_CONTACT: 'soporte@cartera.example, +52 55 1234 5678',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await ctx.reset();
  operator = await adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
  viewer = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = operator) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

/** A user in `stage` (or outside mediation) with wallets of the given balances. */
async function caseAt(
  stage: MediationStageId | null,
  options: { balances?: string[]; photos?: boolean; fullName?: string } = {},
) {
  const user = await createUser(ctx.db, {
    fullName: options.fullName ?? 'María Fernanda Ruiz Téllez',
    cellphone: '5512345678',
    countryCode: '+52',
    country: 'MX',
    selectedForMediation: stage ? 1 : null,
    mediationStatus: stage,
    ...(options.photos === false ? {} : PHOTOS),
  });
  const wallets = [];
  for (const [i, balance] of (options.balances ?? []).entries()) {
    wallets.push(
      await createWallet(ctx.db, user, { pretokenizedBalance: balance, name: `Cartera ${i + 1}` }),
    );
  }
  return { user, wallets };
}

const stageOf = async (userId: string) =>
  (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.mediationStatus;

const timelineOf = (userId: string) =>
  ctx.db
    .select()
    .from(mediationEvents)
    .where(eq(mediationEvents.userId, userId))
    .orderBy(asc(mediationEvents.createdAt));

describe('board reads', () => {
  it('counts every stage exactly, zeros included, and only users in mediation', async () => {
    await caseAt(null);
    await caseAt(null);
    for (const stage of ['invitados', 'invitados', 'docs-firma', 'liquidado'] as const) {
      await caseAt(stage);
    }
    const res = await call('GET', '/api/admin/mediation-stats', undefined, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invitados: 2,
      'verificar-id': 0,
      'docs-firma': 1,
      negociacion: 0,
      'para-firma': 0,
      monetizacion: 0,
      liquidado: 1,
    });
  });

  it('lists a stage’s cases by name, page by page, with what the stage allows', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Caso ${String(i).padStart(2, '0')}`);
    for (const fullName of [...names].reverse()) {
      await caseAt('negociacion', { fullName, balances: ['10.5'] });
    }
    await caseAt('para-firma', { fullName: 'Otra etapa' });

    const first = await call('GET', '/api/admin/mediation-users/negociacion', undefined, viewer);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<MediationCasePage>();
    expect(page1.users.map((u) => u.fullName)).toEqual(names.slice(0, 25));
    expect(page1).toMatchObject({
      hasMore: true,
      nextCursor: expect.any(String),
      moves: {
        forward: { to: 'para-firma', label: 'Para Firma', kind: 'advance' },
        back: { to: 'docs-firma', label: 'Docs P/Firma' },
        sendsDocuments: false,
        final: false,
      },
    });
    expect(page1.users[0]).toEqual({
      id: expect.any(String),
      fullName: 'Caso 00',
      email: expect.stringContaining('@prueba.mx'),
      cellphone: '5512345678',
      countryCode: '+52',
      country: 'MX',
      walletCount: 1,
      totalBalance: '10.50',
      idPhotoFront: PHOTOS.idPhotoFront,
      idPhotoBack: PHOTOS.idPhotoBack,
      mediationStatus: 'negociacion',
      verified: false,
      openDisputes: 0,
      lastReminderAt: null,
      // Made in the stage by the factory, not by a move: no time in it (stage-targets.routes.test).
      stageSince: expect.any(String),
      targetDays: 14,
      overdue: false,
      assignee: null,
    });

    const next = await call(
      'GET',
      `/api/admin/mediation-users/negociacion?cursor=${page1.nextCursor}`,
      undefined,
      viewer,
    );
    const page2 = next.json<MediationCasePage>();
    expect(page2.users.map((u) => u.fullName)).toEqual(names.slice(25));
    expect(page2).toMatchObject({ hasMore: false, nextCursor: null });

    const byNumber = await call('GET', '/api/admin/mediation-users/negociacion?page=2');
    expect(byNumber.json<MediationCasePage>().users).toEqual(page2.users);
  });

  it('answers 400 in Spanish to an unknown stage or a bad cursor', async () => {
    const unknown = await call('GET', '/api/admin/mediation-users/seleccionados');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'stageId: Etapa de mediación desconocida' });
    const cursor = await call('GET', '/api/admin/mediation-users/invitados?cursor=bm9wZQ');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toEqual({ message: 'Cursor inválido' });
  });
});

describe('invite and remove', () => {
  it('invites with the stored e-mail and name, whatever the body says, and e-mails the user', async () => {
    const { user } = await caseAt(null, { balances: ['1500.5', '250'] });
    const res = await call('POST', '/api/admin/invite-to-mediation', {
      userId: user.id,
      email: 'otra.persona@example.com',
      fullName: 'Nombre Cambiado',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      selectedForMediation: true,
      mediationStatus: 'invitados',
      emailSent: true,
    });
    expect(await stageOf(user.id)).toBe('invitados');
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.email.subject).toBe('Invitación al proceso de mediación · Cartera USDT');
    expect(mail.email.text).toContain('Hola, María Fernanda Ruiz Téllez:');
    expect(mail.email.text).toContain('2 carteras, 1,750.50 USDT en total');
    // The channel for doubts is named (SUPPORT_CONTACT), never an unnamed 'official' one.
    expect(mail.email.text).toContain(
      'comunícate con soporte de Cartera USDT (soporte@cartera.example, +52 55 1234 5678) antes de compartir cualquier dato',
    );
    expect(mail.email.text).not.toContain('canales oficiales');
    expect(mailsTo(smtp, 'otra.persona@example.com')).toEqual([]);

    const again = await call('POST', '/api/admin/invite-to-mediation', { userId: user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'El usuario ya está en mediación (Invitados)' });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.invited'));
    expect(audit).toEqual([
      expect.objectContaining({ actor: 'admin:revisora-operator', target: `user:${user.id}` }),
    ]);
  });

  it('keeps the invitation when the e-mail must wait, and says so', async () => {
    const { user } = await caseAt(null);
    smtp.refuse(user.email);
    const res = await call('POST', '/api/admin/invite-to-mediation', { userId: user.id });
    smtp.accept(user.email);
    expect(res.json()).toMatchObject({ mediationStatus: 'invitados', emailSent: false });
    expect(await ctx.db.select().from(mailOutbox)).toEqual([
      expect.objectContaining({ to: user.email, sentAt: null }),
    ]);
  });

  it('removes from mediation, clearing both flags and telling the user; refuses what is not there', async () => {
    const { user } = await caseAt('para-firma');
    const res = await call('DELETE', `/api/admin/select-for-mediation/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      selectedForMediation: false,
      mediationStatus: null,
      emailSent: true,
    });
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.email.subject).toBe('Tu proceso de mediación terminó · Cartera USDT');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ selectedForMediation: null, mediationStatus: null });
    expect((await call('DELETE', `/api/admin/select-for-mediation/${user.id}`)).statusCode).toBe(
      409,
    );
    const nobody = await call(
      'DELETE',
      '/api/admin/select-for-mediation/00000000-0000-4000-8000-000000000000',
    );
    expect(nobody.statusCode).toBe(404);
    const invalid = await call('POST', '/api/admin/invite-to-mediation', { userId: 'abc' });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('moves', () => {
  const put = (userId: string, body: object) =>
    call('PUT', `/api/admin/mediation-status/${userId}`, body);

  it('moves forward, refuses a skip with 409 and a move back without reason with 400', async () => {
    const { user } = await caseAt('invitados');
    const forward = await put(user.id, { status: 'verificar-id' });
    expect(forward.statusCode).toBe(200);
    expect(forward.json()).toEqual({ from: 'invitados', to: 'verificar-id', verified: false });

    const skip = await put(user.id, { status: 'negociacion' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toMatch(/^Un caso cambia una etapa a la vez/);
    const back = await put(user.id, { status: 'invitados', reason: '' });
    expect(back.statusCode).toBe(400);
    const bad = await put(user.id, { status: 'cerrado' });
    expect(bad.statusCode).toBe(400);
    expect(await stageOf(user.id)).toBe('verificar-id');
  });

  it('verifies the identity from the board only with both photos', async () => {
    const { user: without } = await caseAt('verificar-id', { photos: false });
    const refused = await put(without.id, { status: 'docs-firma' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('las dos fotos de su identificación');

    const { user } = await caseAt('verificar-id');
    const res = await put(user.id, { status: 'docs-firma' });
    expect(res.json()).toEqual({ from: 'verificar-id', to: 'docs-firma', verified: true });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ verified: 1, mediationStatus: 'docs-firma' });
  });

  it('lets exactly one of ten simultaneous identical moves win', async () => {
    const { user } = await caseAt('invitados');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => put(user.id, { status: 'verificar-id' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await stageOf(user.id)).toBe('verificar-id');
    expect((await timelineOf(user.id)).filter((e) => e.kind === 'moved')).toHaveLength(1);
  });

  it('lets exactly one win when admins move one case forward and back at once', async () => {
    const { user } = await caseAt('negociacion');
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => put(user.id, { status: 'para-firma' })),
      ...Array.from({ length: 4 }, () =>
        put(user.id, { status: 'docs-firma', reason: 'Faltan documentos' }),
      ),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect(['para-firma', 'docs-firma']).toContain(await stageOf(user.id));
    expect(await timelineOf(user.id)).toHaveLength(1);
  });
});

describe('documents', () => {
  it('are sent only in Docs P/Firma', async () => {
    for (const stage of MEDIATION_STAGE_IDS.filter((s) => s !== 'docs-firma')) {
      const { user } = await caseAt(stage, { balances: ['5'] });
      const res = await call('POST', '/api/admin/send-mediation-documents', { userId: user.id });
      expect(res.statusCode, stage).toBe(409);
      expect(res.json().message).toMatch(
        /^Los documentos solo se envían en la etapa Docs P\/Firma/,
      );
    }
    const { user: outside } = await caseAt(null);
    const res = await call('POST', '/api/admin/send-mediation-documents', { userId: outside.id });
    expect(res.json()).toEqual({ message: 'El usuario no está en mediación' });
    const nobody = await call('POST', '/api/admin/send-mediation-documents', {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    expect(smtp.mails.filter((m) => m.email.attachments.length > 0)).toHaveLength(0);
  });

  it('e-mails both PDFs to the stored address, with the name, every wallet and the total', async () => {
    const balances = ['1500.50000000', '250.00000000', '42.12345678'];
    const { user, wallets } = await caseAt('docs-firma', { balances });
    const res = await call('POST', '/api/admin/send-mediation-documents', {
      userId: user.id,
      email: 'otra.persona@example.com',
      fullName: 'Nombre Cambiado',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      documentsCount: 2,
      reference: expect.stringMatching(/^MED-\d{8}-[0-9A-F]{8}$/),
      emailSent: true,
    });

    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mailsTo(smtp, 'otra.persona@example.com')).toEqual([]);
    expect(mail.email.subject).toBe('Documentos de tu proceso de mediación · Cartera USDT');
    expect(mail.email.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [`convenio-de-mediacion-${answer.reference}.pdf`, 'application/pdf'],
      [`estado-de-carteras-y-saldos-${answer.reference}.pdf`, 'application/pdf'],
    ]);
    const [agreement, statement] = mail.email.attachments.map((a) => readPdf(a.content));
    expect(agreement!.title).toBe('Convenio de Mediación');
    expect(statement!.title).toBe('Estado de Carteras y Saldos');
    for (const pdf of [agreement!, statement!]) {
      expect(pdf.text).toContain('María Fernanda Ruiz Téllez');
      expect(pdf.text).toContain(answer.reference);
      expect(pdf.text).toContain('1,792.62345678 USDT');
      expect(pdf.text).toContain('+52 55 1234 5678');
      expect(pdf.text).toContain(user.email);
    }
    // How to answer, said once and the same way in the e-mail and the statement: the app for a
    // balance, the named support channel for anything else; the e-mail itself takes no replies.
    expect(mail.email.text).toContain("márcalo con 'No estoy de acuerdo'");
    expect(mail.email.text).toContain(
      'comunícate con soporte de Cartera USDT (soporte@cartera.example, +52 55 1234 5678): este correo no recibe respuestas.',
    );
    expect(statement!.text.replace(/\s+/g, ' ')).toContain(
      'comunícate con soporte de Cartera USDT (soporte@cartera.example, +52 55 1234 5678)',
    );
    expect(statement!.text).not.toMatch(/respóndenos|canales oficiales/);
    for (const wallet of wallets) {
      expect(statement!.text).toContain(wallet.address);
      expect(statement!.text).toContain(formatUsdtExact(wallet.pretokenizedBalance));
    }

    expect(await stageOf(user.id)).toBe('docs-firma');
    expect(await timelineOf(user.id)).toEqual([
      expect.objectContaining({
        kind: 'documents',
        fromStage: 'docs-firma',
        actor: 'admin:revisora-operator',
        details: {
          reference: answer.reference,
          documents: mail.email.attachments.map((a) => a.filename),
          titles: ['Convenio de Mediación', 'Estado de Carteras y Saldos'],
          email: user.email,
        },
      }),
    ]);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.documents_sent'));
    expect(audit).toHaveLength(1);
  });

  it('keeps the PDFs in the outbox when the mail server refuses, and says so', async () => {
    const { user } = await caseAt('docs-firma', { balances: ['7'] });
    smtp.refuse(user.email);
    const res = await call('POST', '/api/admin/send-mediation-documents', { userId: user.id });
    smtp.accept(user.email);
    expect(res.json()).toMatchObject({ documentsCount: 2, emailSent: false });
    const [queued] = await ctx.db.select().from(mailOutbox);
    expect(queued).toMatchObject({ to: user.email, sentAt: null, attempts: 1 });
    expect((await timelineOf(user.id))[0]!.kind).toBe('documents');
    // The outbox job sends the mail, both PDFs attached, once it is due.
    ctx.clock.advance(60_000);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email), 15_000);
    expect(mail.email.attachments).toHaveLength(2);
  });

  it('sends the test documents with made-up data to MEDIATION_TEST_EMAIL', async () => {
    // The confirmation names the address before anything is sent.
    const target = await call('GET', '/api/admin/test-docs-email');
    expect(target.json()).toEqual({ email: TEST_EMAIL });
    expect(smtp.mails.filter((m) => m.to.includes(TEST_EMAIL))).toEqual([]);
    const res = await call('POST', '/api/admin/test-docs-email');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ documentsCount: 2, email: TEST_EMAIL, emailSent: true });
    const mail = await smtp.waitFor((m) => m.to.includes(TEST_EMAIL));
    expect(mail.email.subject).toBe('[Prueba] Documentos de mediación · Cartera USDT');
    expect(mail.email.attachments).toHaveLength(2);
    const statement = readPdf(mail.email.attachments[1]!.content);
    expect(statement.text).toContain('Usuaria de Prueba Ejemplo');
    expect(statement.text).toContain('DOCUMENTO DE PRUEBA');
    expect(statement.text).toContain('1,337.62345678 USDT');
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.test_documents_sent'));
    expect(audit).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ email: TEST_EMAIL }) }),
    ]);
  });
});

describe('notes and timeline', () => {
  it('adds notes and reads the timeline newest first, page by page', async () => {
    const { user } = await caseAt('invitados');
    await call('PUT', `/api/admin/mediation-status/${user.id}`, { status: 'verificar-id' });
    for (const text of ['Primera llamada', 'Envió fotos por correo']) {
      ctx.clock.advance(60_000);
      const note = await call('POST', `/api/admin/mediation-notes/${user.id}`, { text });
      expect(note.statusCode).toBe(201);
      expect(note.json()).toMatchObject({
        kind: 'note',
        text,
        by: 'revisora-operator',
        fromStage: 'verificar-id',
      });
    }
    const empty = await call('POST', `/api/admin/mediation-notes/${user.id}`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'text: Escribe la nota' });

    const first = await call(
      'GET',
      `/api/admin/mediation-timeline/${user.id}?limit=2`,
      undefined,
      viewer,
    );
    const page1 = first.json<TimelinePage>();
    expect(page1.entries.map((e) => e.text)).toEqual(['Envió fotos por correo', 'Primera llamada']);
    expect(page1.hasMore).toBe(true);
    const second = await call(
      'GET',
      `/api/admin/mediation-timeline/${user.id}?limit=2&cursor=${page1.nextCursor}`,
      undefined,
      viewer,
    );
    expect(second.json<TimelinePage>()).toEqual({
      entries: [
        expect.objectContaining({
          kind: 'moved',
          fromStage: 'invitados',
          toStage: 'verificar-id',
          by: 'revisora-operator',
          text: null,
          verified: false,
        }),
      ],
      hasMore: false,
      nextCursor: null,
    });
    const nobody = await call(
      'GET',
      '/api/admin/mediation-timeline/00000000-0000-4000-8000-000000000000',
    );
    expect(nobody.statusCode).toBe(404);
  });
});
