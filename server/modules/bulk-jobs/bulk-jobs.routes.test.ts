import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRole } from '@schemas/admin-roles';
import type { BulkJob, BulkJobCreated } from '@schemas/bulk-jobs';
import type { MediationStageId } from '@schemas/mediation';
import { admins, auditLog, mailOutbox, users } from '../../db/schema';
import { createAdminAuthService } from '../staff/admin-auth.service';
import { adminToken, createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { BULK_LEASE_MS } from './bulk-jobs.service';

/**
 * Bulk actions (docs/product/staff-at-scale.md#bulk-actions, docs/decisions/bulk-jobs.md): each
 * action's result per item, totals, roles, the results file, cancelling, the cap, and a job
 * left half-done by an instance that stopped, finished by another with each item done once.
 */

let ctx: TestContext;
let other: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext({ bulkJobsJob: false });
  other = await ctx.anotherInstance();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const tokens = new Map<string, string>();
beforeEach(() => tokens.clear());

async function tokenOf(role: AdminRole) {
  const token = tokens.get(role) ?? (await adminToken(ctx.app, ctx.db, ctx.clock, role));
  tokens.set(role, token);
  return token;
}

async function call(
  role: AdminRole | string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const token = role.startsWith('Bearer ') ? role.slice(7) : await tokenOf(role as AdminRole);
  return ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

async function start(role: AdminRole | string, body: object) {
  const response = await call(role, 'POST', '/api/admin/bulk-jobs', body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<BulkJobCreated>();
}

const job = async (id: string) =>
  (await call('viewer', 'GET', `/api/admin/bulk-jobs/${id}`)).json<BulkJob>();

/** Passes of the worker until nothing is left. */
async function runToEnd(app = ctx.app) {
  for (let i = 0; i < 20; i += 1) if ((await app.runBulkJobs()).processed === 0) return;
}

const inStage = (stage: MediationStageId, extra: Parameters<typeof createUser>[1] = {}) =>
  createUser(ctx.db, { selectedForMediation: 1, mediationStatus: stage, ...extra });

const auditsOf = (action: string, userId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `user:${userId}`)));

const mailsTo = (to: string, subject: string) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `${subject}%`)));

describe('bulk actions', () => {
  it('invites a selection: done, skipped with the reason, unknown ids skipped, counted in the total', async () => {
    const fresh = [await createUser(ctx.db), await createUser(ctx.db), await createUser(ctx.db)];
    const already = await inStage('verificar-id');
    const created = await start('operator', {
      action: 'invite',
      ids: [...fresh.map((u) => u.id), already.id, 'no-existe', fresh[0]!.id],
    });
    expect(created.total).toBe(5);
    expect((await job(created.id)).state).toBe('running');
    await runToEnd();
    const finished = await job(created.id);
    expect(finished).toMatchObject({
      state: 'done',
      author: 'revisora-operator',
      action: 'invite',
      total: 5,
      processed: 5,
      done: 3,
      skipped: 2,
      failed: 0,
    });
    expect(finished.problems).toEqual([
      {
        target: already.id,
        name: already.name,
        result: 'skipped',
        reason: 'El usuario ya está en mediación (Verificar ID)',
      },
      { target: 'no-existe', name: null, result: 'skipped', reason: 'Usuario no encontrado' },
    ]);
    for (const user of fresh) {
      const entries = await auditsOf('mediation.invited', user.id);
      expect(entries.map((e) => e.actor)).toEqual(['admin:revisora-operator']);
      expect(await mailsTo(user.email, 'Invitación al proceso de mediación')).toHaveLength(1);
    }
    expect(await auditsOf('mediation.invited', already.id)).toHaveLength(0);
  });

  it('moves everything a stage filter matches one stage forward, and says why a case cannot move', async () => {
    const a = await inStage('invitados');
    const b = await inStage('invitados');
    await inStage('docs-firma');
    const byFilter = await start('operator', {
      action: 'move-forward',
      filter: { stage: 'invitados' },
    });
    expect(byFilter.total).toBe(2);
    const noPhotos = await inStage('verificar-id');
    const byIds = await start('operator', { action: 'move-forward', ids: [noPhotos.id] });
    await runToEnd();
    expect(await job(byFilter.id)).toMatchObject({ state: 'done', done: 2, skipped: 0 });
    for (const user of [a, b]) {
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.mediationStatus).toBe('verificar-id');
      expect(await auditsOf('mediation.moved', user.id)).toHaveLength(1);
    }
    const refused = await job(byIds.id);
    expect(refused).toMatchObject({ done: 0, skipped: 1 });
    expect(refused.problems[0]!.reason).toBe(
      'Para verificar la identidad y pasar a Docs P/Firma el usuario debe haber subido las dos fotos de su identificación',
    );
  });

  it('sends documents only in Docs P/Firma, reminds only what is pending, assigns and releases as the single actions do', async () => {
    const docs = await inStage('docs-firma', { fullName: 'Ana Ruiz', cellphone: '5512345678' });
    const early = await inStage('invitados');
    const documents = await start('operator', {
      action: 'send-documents',
      ids: [docs.id, early.id],
    });
    const invited = await createUser(ctx.db);
    const outside = await createUser(ctx.db);
    await call('operator', 'POST', '/api/admin/invite-to-mediation', { userId: invited.id });
    const remind = await start('operator', { action: 'remind', ids: [invited.id, outside.id] });
    await tokenOf('operator');
    const [operator] = await ctx.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.username, 'revisora-operator'));
    const assign = await start('operator', {
      action: 'assign',
      ids: [docs.id, outside.id],
      params: { assigneeId: operator!.id },
    });
    await runToEnd();

    const sent = await job(documents.id);
    expect(sent).toMatchObject({ done: 1, skipped: 1 });
    expect(sent.problems[0]!.reason).toBe(
      'Los documentos solo se envían en la etapa Docs P/Firma; este caso está en Invitados',
    );
    expect(await auditsOf('mediation.documents_sent', docs.id)).toHaveLength(1);
    expect(await mailsTo(docs.email, 'Documentos')).toHaveLength(1);

    const reminded = await job(remind.id);
    expect(reminded).toMatchObject({ done: 1, skipped: 1 });
    expect(reminded.problems[0]!.reason).toBe('El usuario no está en mediación');
    const reminders = await auditsOf('mediation.reminder_sent', invited.id);
    expect(reminders.map((e) => e.actor)).toEqual(['admin:revisora-operator']);
    expect(await mailsTo(invited.email, 'Recordatorio')).toHaveLength(1);

    // Assigning is the single 'Asignar a…' per case: its rules, its audit entry.
    const assigned = await job(assign.id);
    expect(assigned).toMatchObject({ done: 1, skipped: 1 });
    expect(assigned.problems[0]!.reason).toBe('El usuario no está en mediación');
    const [owned] = await ctx.db
      .select({ assigneeId: users.assigneeId })
      .from(users)
      .where(eq(users.id, docs.id));
    expect(owned!.assigneeId).toBe(operator!.id);
    expect(await auditsOf('mediation.assigned', docs.id)).toHaveLength(1);
    expect(
      (await call('operator', 'POST', '/api/admin/bulk-jobs', { action: 'assign', ids: [docs.id] }))
        .statusCode,
    ).toBe(400);

    const release = await start('operator', { action: 'release', ids: [docs.id] });
    await runToEnd();
    expect(await job(release.id)).toMatchObject({ done: 1, skipped: 0 });
    const [released] = await ctx.db
      .select({ assigneeId: users.assigneeId })
      .from(users)
      .where(eq(users.id, docs.id));
    expect(released!.assigneeId).toBeNull();
    expect(await auditsOf('mediation.unassigned', docs.id)).toHaveLength(1);
  });

  it('exports the matching rows as the results file, formula-safe, for owners only', async () => {
    const tricky = await inStage('negociacion', {
      fullName: '=HYPERLINK("http://x")',
      totalBalance: '1250.50',
      walletCount: 2,
    });
    expect(
      (
        await call('operator', 'POST', '/api/admin/bulk-jobs', {
          action: 'export',
          ids: [tricky.id],
        })
      ).statusCode,
    ).toBe(403);
    const exported = await start('owner', { action: 'export', filter: { stage: 'negociacion' } });
    expect(exported.total).toBe(1);
    await runToEnd();
    const file = await call('viewer', 'GET', `/api/admin/bulk-jobs/${exported.id}/results.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Caso,Nombre,Correo,Resultado,Motivo,Fecha (UTC),Teléfono,Etapa,Carteras,Saldo (USDT)',
    );
    expect(lines[1]).toContain(`${tricky.id},"'=HYPERLINK(""http://x"")",${tricky.email},Hecho,,`);
    expect(lines[1]).toMatch(/,En Negociación,2,1250\.50$/);
    expect(await auditsOf('bulk.exported', tricky.id)).toHaveLength(1);
  });

  it('counts what a filter matches as its list shows it, and invites the Usuarios list matches outside mediation', async () => {
    const rich = { country: 'México', totalBalance: '1500.000000' };
    const outside = [await createUser(ctx.db, rich), await createUser(ctx.db, rich)];
    const invited = await inStage('invitados', rich);
    await createUser(ctx.db, { ...rich, totalBalance: '999.99' });
    await createUser(ctx.db, { ...rich, country: 'Chile' });
    const listed = async (query: string) => {
      const res = await call('viewer', 'GET', `/api/admin/users?limit=100&${query}`);
      return res.json<{ users: { id: string }[] }>().users.map((u) => u.id);
    };
    const matching = async (filter: object) => {
      const res = await call('operator', 'POST', '/api/admin/bulk-jobs/matching', { filter });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ total: number }>().total;
    };
    const filter = { country: 'México', minBalance: '1000' };
    expect(await matching(filter)).toBe(3);
    expect(await listed('country=M%C3%A9xico&minBalance=1000')).toHaveLength(3);
    expect(await matching({ ...filter, stage: 'none' })).toBe(2);
    expect(await matching({ stage: 'invitados', country: 'México' })).toBe(1);
    expect(await matching({ stage: 'invitados', overdue: true })).toBe(0);
    const viewer = await call('viewer', 'POST', '/api/admin/bulk-jobs/matching', { filter });
    expect(viewer.statusCode).toBe(403);
    const bad = await call('operator', 'POST', '/api/admin/bulk-jobs/matching', {
      filter: { stage: 'otra' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'filter.stage: Etapa de mediación desconocida' });

    const created = await start('operator', { action: 'invite', filter });
    expect(created.total).toBe(3);
    await runToEnd();
    expect(await job(created.id)).toMatchObject({ state: 'done', done: 2, skipped: 1 });
    for (const user of outside)
      expect(await auditsOf('mediation.invited', user.id)).toHaveLength(1);
    expect(await auditsOf('mediation.invited', invited.id)).toHaveLength(0);
  });

  it('lets a viewer read jobs but not start one; a bad id, an empty choice and the cap are Spanish 4xx', async () => {
    const user = await createUser(ctx.db);
    expect(
      (await call('viewer', 'POST', '/api/admin/bulk-jobs', { action: 'invite', ids: [user.id] }))
        .statusCode,
    ).toBe(403);
    expect((await call('viewer', 'GET', '/api/admin/bulk-jobs')).statusCode).toBe(200);
    const neither = await call('operator', 'POST', '/api/admin/bulk-jobs', { action: 'invite' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual({
      message: 'Indica los casos (ids) o un filtro, uno de los dos',
    });
    const tooMany = await call('operator', 'POST', '/api/admin/bulk-jobs', {
      action: 'invite',
      ids: Array.from({ length: 100_001 }, (_, i) => String(i)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('como máximo sobre 100000 casos');
    const nothing = await call('operator', 'POST', '/api/admin/bulk-jobs', {
      action: 'invite',
      filter: { stage: 'liquidado' },
    });
    expect(nothing.json()).toEqual({ message: 'Ningún caso coincide con el filtro' });
    const missing = await call('viewer', 'GET', `/api/admin/bulk-jobs/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });

  it('cancel stops claiming items; the rest stay without a result', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx.db)));
    const created = await start('operator', { action: 'invite', ids: people.map((u) => u.id) });
    await ctx.app.runBulkJobs({ maxItems: 2 });
    const cancelled = await call('operator', 'POST', `/api/admin/bulk-jobs/${created.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', processed: 2, total: 5 });
    ctx.clock.advance(BULK_LEASE_MS + 1000);
    expect((await ctx.app.runBulkJobs()).processed).toBe(0);
    expect(await job(created.id)).toMatchObject({ state: 'cancelled', done: 2 });
    const again = await call('operator', 'POST', `/api/admin/bulk-jobs/${created.id}/cancel`);
    expect(again.statusCode).toBe(409);
    const file = await call('viewer', 'GET', `/api/admin/bulk-jobs/${created.id}/results.csv`);
    expect(file.body.split('Sin procesar')).toHaveLength(4);
  });

  it('a job half-done by an instance that stopped is finished by another: each item once, none left', async () => {
    await createAdminAuthService({ db: ctx.db, clock: ctx.clock }).createOrReset(
      'jefa@example.com',
      'Admin-Prueba-2026',
      'operator',
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'jefa@example.com', password: 'Admin-Prueba-2026' },
    });
    const people = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx.db)));
    const created = await start(`Bearer ${login.json<{ token: string }>().token}`, {
      action: 'invite',
      ids: people.map((u) => u.id),
    });
    // Both instances lease a batch each at once, do a few items, and the second stops.
    await Promise.all([ctx.app.runBulkJobs({ maxItems: 4 }), other.runBulkJobs({ maxItems: 3 })]);
    // Everything is leased: another pass finds nothing free.
    expect((await other.runBulkJobs()).processed).toBe(0);
    await other.close();
    const halfway = await job(created.id);
    expect(halfway.state).toBe('running');
    expect(halfway.done).toBe(7);
    // What the stopped instance held comes back when its lease ends.
    await runToEnd();
    expect((await job(created.id)).state).toBe('running');
    ctx.clock.advance(BULK_LEASE_MS + 1000);
    await runToEnd();
    expect(await job(created.id)).toMatchObject({ state: 'done', done: 30, processed: 30 });
    for (const user of people) {
      expect(await auditsOf('mediation.invited', user.id)).toHaveLength(1);
      expect(await mailsTo(user.email, 'Invitación al proceso de mediación')).toHaveLength(1);
    }
    const [finished] = await mailsTo('jefa@example.com', 'Terminó la acción masiva');
    expect(finished!.subject).toBe('Terminó la acción masiva: Invitar a mediación · Cartera USDT');
    const finishedMails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Terminó%'));
    expect(finishedMails).toHaveLength(1);
  });
});
