import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediationCasePage, MediationStageId } from '@schemas/mediation';
import {
  creditorCase,
  type CaseDispute,
  type InvitedCase,
  type StaffDisputeList,
} from '@schemas/mediation-case';
import { auditLog, mediationDocuments, mediationEvents } from '../../db/schema';
import { adminToken, createUser, createWallet } from '../../../tests/support/factories';
import { readPdf } from '../../../tests/support/pdf-text';
import { mailsTo, startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { signIn } from '../../../tests/support/withdrawal-fixtures';

/** Between two staff steps: under the staff's 30-minute idle limit. */
const STEP = 5 * 60_000;
const PHOTOS = { idPhotoFront: '/api/objects/frente', idPhotoBack: '/api/objects/reverso' };

let ctx: TestContext;
let smtp: SmtpCapture;
let operator: string;
let viewer: string;

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
  operator = await adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
  viewer = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const staff = (method: Method, url: string, payload?: object, token = operator) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

/** A creditor with two wallets and a complete profile, signed in; not yet invited. */
async function creditor(profile: Partial<Parameters<typeof createUser>[1]> = {}) {
  const user = await createUser(ctx.db, {
    fullName: 'Valeria Gómez Ríos',
    cellphone: '5587654321',
    countryCode: '+52',
    ...PHOTOS,
    ...profile,
  });
  const main = await createWallet(ctx.db, user, {
    name: 'Principal',
    pretokenizedBalance: '3200.00000000',
  });
  const savings = await createWallet(ctx.db, user, {
    name: 'Ahorro',
    pretokenizedBalance: '415.25000000',
  });
  const cookies = await signIn(ctx.app, user.email);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, cookies });
  const post = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, cookies, payload });
  // Sent without the schema check: every answer must still be exactly the documented shape.
  const view = async () => {
    const answer = (await get('/api/mediation')).json<InvitedCase>();
    expect(creditorCase.parse(answer)).toEqual(answer);
    return answer;
  };
  return { user, main, savings, cookies, get, post, view };
}

const invite = (userId: string) =>
  staff('POST', '/api/admin/invite-to-mediation', { userId }).then((r) => r.json());
const move = (userId: string, status: MediationStageId, extra: object = {}) =>
  staff('PUT', `/api/admin/mediation-status/${userId}`, { status, ...extra });

/** Invited and walked to 'Docs P/Firma', a step every 5 minutes, with the documents sent. */
async function withDocuments() {
  const c = await creditor();
  await invite(c.user.id);
  for (const to of ['verificar-id', 'docs-firma'] as const) {
    ctx.clock.advance(STEP);
    expect((await move(c.user.id, to)).statusCode).toBe(200);
  }
  ctx.clock.advance(STEP);
  const sent = await staff('POST', '/api/admin/send-mediation-documents', { userId: c.user.id });
  expect(sent.statusCode).toBe(200);
  return c;
}

const TERMS = { amount: '3000', method: 'usdt', payoutDays: 30 };

const subjects = (email: string) => mailsTo(smtp, email).map((m) => m.email.subject);

describe('the case screen', () => {
  it('answers { invited: false } to a user who is not invited, and the case once they are', async () => {
    const c = await creditor({ fullName: null, idPhotoBack: null });
    expect((await c.get('/api/mediation')).json()).toEqual({ invited: false });

    const at = ctx.clock.now().toISOString();
    await invite(c.user.id);
    await staff('POST', `/api/admin/mediation-notes/${c.user.id}`, { text: 'Nota interna' });
    const view = await c.view();
    expect(view).toMatchObject({ invited: true, stage: 'invitados', documents: [], disputes: [] });
    expect(view.stages).toHaveLength(7);
    expect(view.stages[0]).toEqual({
      id: 'invitados',
      label: 'Invitación',
      description: expect.stringContaining('Te invitamos'),
      reachedAt: at,
    });
    expect(view.stages.slice(1).every((s) => s.reachedAt === null)).toBe(true);
    expect(view.pending).toEqual([
      { kind: 'profile', text: 'Completa tu perfil: falta tu nombre completo.' },
      { kind: 'id-photo', text: 'Sube la foto trasera de tu identificación oficial.' },
    ]);
    expect(view.timeline).toEqual([
      {
        id: expect.any(String),
        at,
        kind: 'invited',
        title: 'Te invitamos al proceso de mediación',
        detail: null,
      },
    ]);
    // Never a staff note, never who on the staff did it.
    const body = JSON.stringify(view);
    expect(body).not.toContain('Nota interna');
    expect(body).not.toContain('revisora');
    expect(view.disputesOpen).toBe(false);
    expect(view.disputesClosedReason).toBe(
      'Podrás indicar un desacuerdo con un saldo cuando recibas el estado de tus carteras.',
    );
  });

  it('dates each stage reached, forgets later ones after a move back, and mails each step', async () => {
    const c = await creditor();
    await invite(c.user.id);
    const times: string[] = [ctx.clock.now().toISOString()];
    for (const to of ['verificar-id', 'docs-firma', 'negociacion'] as const) {
      ctx.clock.advance(STEP);
      // Entering 'En Negociación' needs the documents of 'Docs P/Firma' sent.
      if (to === 'negociacion') {
        await staff('POST', '/api/admin/send-mediation-documents', { userId: c.user.id });
      }
      times.push(ctx.clock.now().toISOString());
      await move(c.user.id, to);
    }
    ctx.clock.advance(STEP);
    await move(c.user.id, 'docs-firma', { reason: 'Falta revisar el saldo de Ahorro' });
    const back = ctx.clock.now().toISOString();
    ctx.clock.advance(STEP);
    await move(c.user.id, 'verificar-id', { reason: 'La foto no se lee', shareReason: true });

    const view = await c.view();
    expect(view.stage).toBe('verificar-id');
    expect(view.stages.map((s) => s.reachedAt)).toEqual([
      times[0],
      ctx.clock.now().toISOString(),
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(view.timeline.map((e) => [e.title, e.detail])).toEqual([
      ['Tu caso regresó a Verificación de identidad', 'La foto no se lee'],
      ['Tu caso regresó a Revisión de documentos', null],
      ['Tu caso pasó a Negociación', null],
      ['Te enviamos tus documentos', 'Convenio de Mediación · Estado de Carteras y Saldos'],
      ['Verificamos tu identidad. Tu caso pasó a Revisión de documentos', null],
      ['Tu caso pasó a Verificación de identidad', null],
      ['Te invitamos al proceso de mediación', null],
    ]);
    expect(view.timeline[1]!.at).toBe(back);
    expect(JSON.stringify(view)).not.toContain('Falta revisar el saldo de Ahorro');

    await smtp.waitFor((m) => (m.email.subject ?? '').startsWith('Tu caso regresó a Verificación'));
    expect(subjects(c.user.email)).toEqual([
      'Invitación al proceso de mediación · Cartera USDT',
      'Tu caso avanzó: Verificación de identidad · Cartera USDT',
      'Tu caso avanzó: Revisión de documentos · Cartera USDT',
      'Documentos de tu proceso de mediación · Cartera USDT',
      'Tu caso avanzó: Negociación · Cartera USDT',
      'Tu caso regresó a Revisión de documentos · Cartera USDT',
      'Tu caso regresó a Verificación de identidad · Cartera USDT',
    ]);
    const mails = mailsTo(smtp, c.user.email);
    // Each step's e-mail links to the case screen when the app's public address is set.
    for (const mail of mails) {
      expect(mail.email.text, mail.email.subject).toContain(
        "Consulta tu caso en 'Mi proceso de mediación': https://cartera.example/mediacion",
      );
    }
    expect(mails[2]!.email.text).toContain('Verificamos tu identidad.');
    expect(mails[2]!.email.text).toContain('Qué sigue: Abre tus documentos');
    expect(mails[2]!.email.text).toContain("'Mi proceso de mediación'");
    expect(mails[5]!.email.text).not.toContain('Falta revisar');
    expect(mails[6]!.email.text).toContain('Motivo: La foto no se lee');
  });

  it('ends at once for a removed user: no case, no documents', async () => {
    const c = await withDocuments();
    const [doc] = (await c.view()).documents;
    expect((await c.get(`/api/mediation/documents/${doc!.id}`)).statusCode).toBe(200);
    await staff('DELETE', `/api/admin/select-for-mediation/${c.user.id}`);
    expect((await c.get('/api/mediation')).json()).toEqual({ invited: false });
    const gone = await c.get(`/api/mediation/documents/${doc!.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Documento no encontrado' });
    await smtp.waitFor((m) =>
      (m.email.subject ?? '').startsWith('Tu proceso de mediación terminó'),
    );
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mediation' });
    expect(res.statusCode).toBe(401);
  });
});

describe('documents', () => {
  it('keeps both documents encrypted with size and SHA-256, for the owner to open or download', async () => {
    const c = await withDocuments();
    const view = await c.view();
    expect(view.documents.map((d) => d.title)).toEqual([
      'Convenio de Mediación',
      'Estado de Carteras y Saldos',
    ]);
    expect(view.pending).toEqual([
      { kind: 'documents', text: 'Revisa tus documentos: 2 documentos sin abrir.' },
    ]);
    expect(view.timeline[0]).toMatchObject({
      kind: 'documents',
      title: 'Te enviamos tus documentos',
      detail: 'Convenio de Mediación · Estado de Carteras y Saldos',
    });

    const [agreement, statement] = view.documents;
    const download = await c.get(`/api/mediation/documents/${statement!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="estado-de-carteras-y-saldos-${statement!.reference}.pdf"`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.length).toBe(statement!.size);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(statement!.sha256);
    expect(readPdf(download.rawPayload).text).toContain(c.main.address);

    // At rest the bytes are sealed: the stored file is not the PDF.
    const [row] = await ctx.db
      .select()
      .from(mediationDocuments)
      .where(eq(mediationDocuments.id, statement!.id));
    expect(row!.storageKey).toMatch(/^documents\//);
    const after = await c.view();
    expect(after.pending).toEqual([
      { kind: 'documents', text: 'Revisa tus documentos: 1 documento sin abrir.' },
    ]);
    expect(after.documents[1]!.openedAt).toBe(ctx.clock.now().toISOString());

    const inline = await c.get(`/api/mediation/documents/${agreement!.id}?disposition=inline`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="convenio/);
    expect((await c.view()).pending).toEqual([]);
  });

  it('answers 404 to another user and to staff routes without a token; staff read and are logged', async () => {
    const c = await withDocuments();
    const [doc] = (await c.view()).documents;
    const other = await creditor();
    await invite(other.user.id);
    const stranger = await other.get(`/api/mediation/documents/${doc!.id}`);
    expect(stranger.statusCode).toBe(404);
    const unknown = await c.get('/api/mediation/documents/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await c.get('/api/mediation/documents/abc');
    expect(bad.statusCode).toBe(400);

    const list = await staff('GET', `/api/admin/users/${c.user.id}/documents`, undefined, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().documents).toEqual((await c.view()).documents);
    const read = await staff('GET', `/api/admin/documents/${doc!.id}`, undefined, viewer);
    expect(read.statusCode).toBe(200);
    expect(createHash('sha256').update(read.rawPayload).digest('hex')).toBe(doc!.sha256);
    // A staff reading does not count as the creditor's review.
    expect((await c.view()).documents[0]!.openedAt).toBeNull();
    const logged = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.document_viewed'));
    expect(logged).toEqual([
      expect.objectContaining({ actor: 'admin:revisora-viewer', target: `user:${c.user.id}` }),
    ]);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/documents/${doc!.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('balance disputes', () => {
  it('opens one per wallet, blocks Para Firma naming the wallet, and is answered with a reply the user reads', async () => {
    const c = await withDocuments();
    const opened = await c.post('/api/mediation/disputes', {
      walletId: c.savings.id,
      reason: 'El saldo de marzo no incluye\nel último depósito.',
    });
    expect(opened.statusCode).toBe(201);
    const dispute = opened.json<CaseDispute>();
    expect(dispute).toMatchObject({
      walletId: c.savings.id,
      address: c.savings.address,
      walletName: 'Ahorro',
      balance: '415.25000000',
      status: 'open',
      reply: null,
    });
    const again = await c.post('/api/mediation/disputes', {
      walletId: c.savings.id,
      reason: 'Otra vez',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Ya tienes un desacuerdo abierto sobre esta cartera/);
    const received = await smtp.waitFor((m) => (m.email.subject ?? '').startsWith('Recibimos'));
    expect(received.email.text).toContain('415.25 USDT');

    const board = await staff('GET', '/api/admin/mediation-users/docs-firma', undefined, viewer);
    expect(board.json<MediationCasePage>().users[0]).toMatchObject({ openDisputes: 1 });
    expect((await move(c.user.id, 'negociacion')).statusCode).toBe(200);
    const gate = await move(c.user.id, 'para-firma');
    expect(gate.statusCode).toBe(409);
    const short = `${c.savings.address.slice(0, 6)}…${c.savings.address.slice(-4)}`;
    expect(gate.json().message).toBe(
      `No se puede pasar a Para Firma: el usuario no está de acuerdo con el saldo de la cartera Ahorro (${short}). Responde primero el desacuerdo.`,
    );

    const answerUrl = `/api/admin/disputes/${dispute.id}/answer`;
    const reply = { accepted: true, reply: 'Corregimos el saldo de Ahorro a 515.25 USDT.' };
    expect((await staff('POST', answerUrl, reply, viewer)).statusCode).toBe(403);
    expect((await staff('POST', answerUrl, { accepted: true, reply: '' })).statusCode).toBe(400);
    const answered = await staff('POST', answerUrl, reply);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'accepted',
      reply: reply.reply,
      answeredBy: 'revisora-operator',
    });
    expect((await staff('POST', answerUrl, reply)).statusCode).toBe(409);
    const answerMail = await smtp.waitFor((m) => (m.email.subject ?? '').startsWith('Aceptamos'));
    expect(answerMail.email.text).toContain(reply.reply);

    const view = await c.view();
    expect(view.disputes[0]).toMatchObject({ status: 'accepted', reply: reply.reply });
    expect(JSON.stringify(view.disputes)).not.toContain('revisora');
    expect(view.pending).toEqual([
      { kind: 'documents', text: 'Revisa tus documentos: 2 documentos sin abrir.' },
      {
        kind: 'dispute-reply',
        text: `Lee nuestra respuesta a tu desacuerdo sobre Ahorro (${short}).`,
      },
    ]);
    expect(view.timeline.slice(0, 3).map((e) => e.title)).toEqual([
      `Aceptamos tu desacuerdo sobre Ahorro (${short})`,
      'Tu caso pasó a Negociación',
      `Indicaste un desacuerdo con el saldo de Ahorro (${short})`,
    ]);
    const read = await c.post(`/api/mediation/disputes/${dispute.id}/read`);
    expect(read.statusCode).toBe(200);
    expect((await c.view()).pending.map((p) => p.kind)).toEqual(['documents']);

    await staff('PUT', `/api/admin/mediation-terms/${c.user.id}`, TERMS);
    expect((await move(c.user.id, 'para-firma')).statusCode).toBe(200);
    const late = await c.post('/api/mediation/disputes', { walletId: c.main.id, reason: 'Tarde' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Tu caso ya está en Firma del acuerdo: los saldos ya no se pueden objetar desde la app.',
    );
    const audit = await ctx.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(inArray(auditLog.action, ['mediation.dispute_opened', 'mediation.dispute_answered']));
    expect(audit).toEqual([
      { action: 'mediation.dispute_opened', actor: `user:${c.user.id}` },
      { action: 'mediation.dispute_answered', actor: 'admin:revisora-operator' },
    ]);
    const list = await staff('GET', `/api/admin/users/${c.user.id}/disputes`, undefined, viewer);
    expect(list.json<StaffDisputeList>().disputes).toHaveLength(1);
  });

  it('is rejected with a reply the user reads as "no procede", and the wallet may be disputed again', async () => {
    const c = await withDocuments();
    const opened = await c.post('/api/mediation/disputes', {
      walletId: c.main.id,
      reason: 'Esperaba 3,500 USDT.',
    });
    const dispute = opened.json<CaseDispute>();
    const reply = 'El saldo de Principal es correcto: 3,200 USDT al corte.';
    const answered = await staff('POST', `/api/admin/disputes/${dispute.id}/answer`, {
      accepted: false,
      reply,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'rejected', reply });

    const short = `${c.main.address.slice(0, 6)}…${c.main.address.slice(-4)}`;
    const mail = await smtp.waitFor(
      (m) =>
        m.to.includes(c.user.email) &&
        m.email.subject === 'Respondimos tu desacuerdo · Cartera USDT',
    );
    expect(mail.email.text).toContain(
      `Revisamos tu desacuerdo con el saldo de Principal (${short}) y no procede.`,
    );
    expect(mail.email.text).toContain(reply);
    expect(mail.email.text).toContain('https://cartera.example/mediacion');

    const view = await c.view();
    expect(view.disputes[0]).toMatchObject({ status: 'rejected', reply });
    expect(view.timeline[0]).toMatchObject({
      kind: 'dispute-answered',
      title: `Respondimos tu desacuerdo sobre Principal (${short}): no procede`,
      detail: reply,
    });
    const audit = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.dispute_answered'));
    expect(audit).toEqual([{ details: expect.objectContaining({ accepted: false, text: reply }) }]);
    // Answered, it is no longer open: a new disagreement with the same wallet may be sent.
    const again = await c.post('/api/mediation/disputes', {
      walletId: c.main.id,
      reason: 'Sigo sin estar de acuerdo.',
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses what is not the owner’s, not invited, or badly written, in Spanish', async () => {
    const c = await withDocuments();
    const other = await creditor();
    const foreign = await c.post('/api/mediation/disputes', {
      walletId: other.main.id,
      reason: 'No es mía',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Cartera no encontrada' });
    const outside = await other.post('/api/mediation/disputes', {
      walletId: other.main.id,
      reason: 'Sin invitación',
    });
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toEqual({ message: 'No tienes un proceso de mediación activo' });
    const empty = await c.post('/api/mediation/disputes', { walletId: c.main.id, reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Escribe por qué no estás de acuerdo');
    const nul = await c.post('/api/mediation/disputes', {
      walletId: c.main.id,
      reason: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    const readForeign = await other.post(
      `/api/mediation/disputes/00000000-0000-4000-8000-000000000000/read`,
    );
    expect(readForeign.statusCode).toBe(404);
    const none = await staff(
      'POST',
      '/api/admin/disputes/00000000-0000-4000-8000-000000000000/answer',
      { accepted: false, reply: 'No' },
    );
    expect(none.statusCode).toBe(404);
  });

  it('creates exactly one of ten simultaneous disputes on one wallet', async () => {
    const c = await withDocuments();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        c.post('/api/mediation/disputes', { walletId: c.main.id, reason: `Motivo ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect((await c.view()).disputes).toHaveLength(1);
  });

  it('lets a dispute and the move to Para Firma never both win', async () => {
    const c = await withDocuments();
    await move(c.user.id, 'negociacion');
    await staff('PUT', `/api/admin/mediation-terms/${c.user.id}`, TERMS);
    const [dispute, moved] = await Promise.all([
      c.post('/api/mediation/disputes', { walletId: c.main.id, reason: 'Al mismo tiempo' }),
      move(c.user.id, 'para-firma'),
    ]);
    // Either the dispute came first (and the move was refused) or the move did (and the
    // dispute was refused): exactly one wins, the other gets a 409.
    const won = [dispute.statusCode === 201, moved.statusCode === 200];
    expect(won.filter(Boolean)).toHaveLength(1);
    expect([dispute.statusCode, moved.statusCode]).toContain(409);
    const events = await ctx.db
      .select({ kind: mediationEvents.kind })
      .from(mediationEvents)
      .where(eq(mediationEvents.userId, c.user.id));
    const openedAndSigned =
      events.some((e) => e.kind === 'dispute-opened') && (await c.view()).stage === 'para-firma';
    expect(openedAndSigned).toBe(false);
  });
});
