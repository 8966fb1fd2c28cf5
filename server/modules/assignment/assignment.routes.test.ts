import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRole } from '@schemas/admin-roles';
import type { Assignment } from '@schemas/assignment';
import type { AdminWithdrawal, WithdrawalQueue } from '@schemas/admin-withdrawals';
import { endpoints } from '@schemas/endpoints';
import type { MediationCasePage, MediationStageId, TimelinePage } from '@schemas/mediation';
import { admins, auditLog, mediationDisputes, users, withdrawals } from '../../db/schema';
import { createAdminAuthService } from '../staff/admin-auth.service';
import {
  adminToken,
  createUser,
  createWallet,
  createWithdrawal,
} from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';

let ctx: TestContext;
let owner: string;
let laura: string;
let diego: string;
let viewer: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A signed-in staff member of this name and role (the factory's token has one per role). */
async function staffToken(username: string, role: AdminRole) {
  const password = 'Admin-Prueba-2026';
  await createAdminAuthService({ db: ctx.db, clock: ctx.clock }).createOrReset(
    username,
    password,
    role,
  );
  const [row] = await ctx.db.select().from(admins).where(eq(admins.username, username));
  ids[username] = row!.id;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
  });
  return (response.json() as { token: string }).token;
}

beforeEach(async () => {
  await ctx.reset();
  owner = await adminToken(ctx.app, ctx.db, ctx.clock, 'owner');
  laura = await staffToken('laura.mendez', 'operator');
  diego = await staffToken('diego.ramos', 'operator');
  viewer = await staffToken('lectora', 'viewer');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
/** Each change a second after the one before, so the log and the timeline read in order. */
const assign = (
  token: string,
  kind: 'case' | 'withdrawal',
  id: string,
  assigneeId: string | null,
) => {
  ctx.clock.advance(1000);
  return call(token, 'PUT', '/api/admin/assignments', { kind, id, assigneeId });
};

const PHOTOS = { idPhotoFront: '/api/objects/frente', idPhotoBack: '/api/objects/reverso' };

async function caseAt(stage: MediationStageId, fullName = 'María Fernanda Ruiz Téllez') {
  const user = await createUser(ctx.db, {
    fullName,
    cellphone: '5512345678',
    countryCode: '+52',
    country: 'MX',
    selectedForMediation: 1,
    mediationStatus: stage,
    verified: 1,
    ...PHOTOS,
  });
  const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: '150.25' });
  return { user, wallet };
}

async function openOrder(status: 'pending' | 'approved' = 'pending') {
  const { user, wallet } = await caseAt('invitados');
  return createWithdrawal(ctx.db, user, wallet, { amount: '10', status });
}

const setCaseAssignee = (userId: string, assigneeId: string | null) =>
  ctx.db.update(users).set({ assigneeId }).where(eq(users.id, userId));
const setOrderAssignee = (id: string, assigneeId: string | null) =>
  ctx.db.update(withdrawals).set({ assigneeId }).where(eq(withdrawals.id, id));

const REFUSED_CASE =
  'Este caso está asignado a laura.mendez; solo esa persona o un propietario pueden actuar sobre él.';
const REFUSED_ORDER =
  'Este retiro está asignado a laura.mendez; solo esa persona o un propietario pueden actuar sobre él.';

/** One mutating staff route, set up on a case or order assigned to laura.mendez. */
interface Guarded {
  setup: () => Promise<{ url: string; payload?: object }>;
  refusal: string;
}

const guardedCase = (
  stage: MediationStageId,
  request: (
    userId: string,
    wallet: { id: string; address: string },
  ) => { url: string; payload?: object } | Promise<{ url: string; payload?: object }>,
): Guarded => ({
  refusal: REFUSED_CASE,
  setup: async () => {
    const { user, wallet } = await caseAt(stage);
    await setCaseAssignee(user.id, ids['laura.mendez']!);
    return request(user.id, wallet);
  },
});

const guardedOrder = (
  status: 'pending' | 'approved',
  request: (id: string) => { url: string; payload?: object },
): Guarded => ({
  refusal: REFUSED_ORDER,
  setup: async () => {
    const order = await openOrder(status);
    await setOrderAssignee(order.id, ids['laura.mendez']!);
    return request(order.id);
  },
});

/** Every mutating staff route of the mediation and withdrawal modules, by `METHOD /url`. */
const GUARDED: Record<string, Guarded> = {
  'PUT /api/admin/mediation-status/:userId': guardedCase('invitados', (id) => ({
    url: `/api/admin/mediation-status/${id}`,
    payload: { status: 'verificar-id' },
  })),
  'DELETE /api/admin/select-for-mediation/:userId': guardedCase('invitados', (id) => ({
    url: `/api/admin/select-for-mediation/${id}`,
  })),
  'POST /api/admin/send-mediation-documents': guardedCase('docs-firma', (id) => ({
    url: '/api/admin/send-mediation-documents',
    payload: { userId: id },
  })),
  'POST /api/admin/mediation-notes/:userId': guardedCase('negociacion', (id) => ({
    url: `/api/admin/mediation-notes/${id}`,
    payload: { text: 'Llamé al titular' },
  })),
  'POST /api/admin/disputes/:id/answer': guardedCase('negociacion', async (id, wallet) => {
    const [dispute] = await ctx.db
      .insert(mediationDisputes)
      .values({
        userId: id,
        walletId: wallet.id,
        address: wallet.address,
        balance: '150.25',
        reason: 'El saldo no es el mío',
      })
      .returning();
    return {
      url: `/api/admin/disputes/${dispute!.id}/answer`,
      payload: { accepted: true, reply: 'Revisado' },
    };
  }),
  'PUT /api/admin/mediation-terms/:userId': guardedCase('negociacion', (id) => ({
    url: `/api/admin/mediation-terms/${id}`,
    payload: { amount: '100', method: 'usdt', payoutDays: 10 },
  })),
  'POST /api/admin/mediation-agreement/:userId': guardedCase('para-firma', (id) => ({
    url: `/api/admin/mediation-agreement/${id}`,
  })),
  'POST /api/admin/mediation-settlement/:userId': guardedCase('monetizacion', (id) => ({
    url: `/api/admin/mediation-settlement/${id}`,
    payload: { reference: 'SPEI 123', note: 'Pagado por transferencia' },
  })),
  'POST /api/admin/withdrawals/:id/approve': guardedOrder('pending', (id) => ({
    url: `/api/admin/withdrawals/${id}/approve`,
  })),
  'POST /api/admin/withdrawals/:id/complete': guardedOrder('approved', (id) => ({
    url: `/api/admin/withdrawals/${id}/complete`,
    payload: { payoutTxHash: `0x${'ab'.repeat(32)}` },
  })),
  'POST /api/admin/withdrawals/:id/reject': guardedOrder('pending', (id) => ({
    url: `/api/admin/withdrawals/${id}/reject`,
    payload: { reason: 'Destino dudoso' },
  })),
};

/** Mutating staff routes with no case or order that could be assigned, and why. */
const EXEMPT: Record<string, string> = {
  // A user outside mediation has no case; removal clears a case's assignee.
  'POST /api/admin/invite-to-mediation': 'no case yet',
  // Made-up documents to MEDIATION_TEST_EMAIL: no case at all.
  'POST /api/admin/test-docs-email': 'no case',
  // The board's targets per stage (owners): a setting, not a case.
  'PUT /api/admin/stage-targets': 'no case',
};

/**
 * The staff endpoints that change something, read from the contract's areas the mediation and
 * withdrawals modules register (docs/decisions/endpoint-contract.md).
 */
function mutatingStaffRoutes() {
  const areas = [endpoints.adminMediation, endpoints.adminCase, endpoints.adminWithdrawals];
  return areas
    .flatMap((area) => Object.values(area))
    .filter(({ method, path }) => method !== 'GET' && path.startsWith('/api/admin/'))
    .map(({ method, path }) => `${method} ${path}`)
    .sort();
}

describe('the assignment guard', () => {
  it('covers every mutating staff route of mediation and withdrawals', () => {
    expect(mutatingStaffRoutes()).toEqual([...Object.keys(GUARDED), ...Object.keys(EXEMPT)].sort());
  });

  for (const [route, guarded] of Object.entries(GUARDED)) {
    it(`${route}: only the assignee or an owner acts`, async () => {
      const method = route.split(' ')[0] as Method;
      const { url, payload } = await guarded.setup();
      const refused = await call(diego, method, url, payload);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ message: guarded.refusal });

      for (const token of [laura, owner]) {
        const answer = await call(token, method, url, payload);
        expect(answer.body).not.toContain('solo esa persona o un propietario');
      }
    });
  }

  it('lets anyone act on an unassigned case, and everyone read an assigned one', async () => {
    const { user } = await caseAt('negociacion');
    const note = await call(diego, 'POST', `/api/admin/mediation-notes/${user.id}`, {
      text: 'Sin asignar',
    });
    expect(note.statusCode).toBe(201);
    await setCaseAssignee(user.id, ids['laura.mendez']!);
    const read = await call(diego, 'GET', `/api/admin/mediation-timeline/${user.id}`);
    expect(read.statusCode).toBe(200);
    const moved = await call(laura, 'POST', `/api/admin/mediation-notes/${user.id}`, {
      text: 'Mía',
    });
    expect(moved.statusCode).toBe(201);
  });
});

describe('PUT /api/admin/assignments', () => {
  it('follows the role rules, audits and puts each change on the timeline', async () => {
    const { user } = await caseAt('negociacion');
    const lauraId = ids['laura.mendez']!;
    const diegoId = ids['diego.ramos']!;

    const taken = await assign(laura, 'case', user.id, lauraId);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<Assignment>()).toEqual({
      kind: 'case',
      id: user.id,
      assignee: { id: lauraId, name: 'laura.mendez' },
    });

    for (const next of [diegoId, null]) {
      const refused = await assign(diego, 'case', user.id, next);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: REFUSED_CASE });
    }
    // An operator releases their own, but does not hand it over.
    expect((await assign(laura, 'case', user.id, diegoId)).statusCode).toBe(409);
    const released = await assign(laura, 'case', user.id, null);
    expect(released.json<Assignment>().assignee).toBeNull();
    // Anyone (operator) assigns an unassigned one to someone.
    expect((await assign(diego, 'case', user.id, lauraId)).statusCode).toBe(200);
    // An owner reassigns anyone's.
    const reassigned = await assign(owner, 'case', user.id, diegoId);
    expect(reassigned.json<Assignment>().assignee?.name).toBe('diego.ramos');
    // The same assignee again changes and records nothing.
    expect((await assign(owner, 'case', user.id, diegoId)).statusCode).toBe(200);

    const audit = await ctx.db
      .select({ action: auditLog.action, actor: auditLog.actor, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.target, `user:${user.id}`))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['mediation.assigned', 'admin:laura.mendez'],
      ['mediation.unassigned', 'admin:laura.mendez'],
      ['mediation.assigned', 'admin:diego.ramos'],
      ['mediation.assigned', 'admin:revisora-owner'],
    ]);
    expect(audit[3]!.details).toMatchObject({ assignee: 'diego.ramos', previous: 'laura.mendez' });

    const timeline = await call(viewer, 'GET', `/api/admin/mediation-timeline/${user.id}`);
    const entries = timeline.json<TimelinePage>().entries;
    expect(entries.map((e) => [e.kind, e.text])).toEqual([
      ['assigned', 'Asignado a diego.ramos (antes: laura.mendez)'],
      ['assigned', 'Asignado a laura.mendez'],
      ['unassigned', 'Liberado; lo tenía laura.mendez'],
      ['assigned', 'Asignado a laura.mendez'],
    ]);
  });

  it('answers 403 to readers, 404 to unknown ids, 422 to staff who cannot hold it', async () => {
    const { user } = await caseAt('negociacion');
    const order = await openOrder();
    expect((await assign(viewer, 'case', user.id, null)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await assign(laura, 'case', unknown, null)).statusCode).toBe(404);
    expect((await assign(laura, 'withdrawal', unknown, null)).statusCode).toBe(404);
    expect((await assign(laura, 'case', user.id, unknown)).statusCode).toBe(422);
    expect((await assign(laura, 'case', user.id, ids.lectora!)).statusCode).toBe(422);
    await ctx.db
      .update(admins)
      .set({ disabledAt: new Date() })
      .where(eq(admins.id, ids['diego.ramos']!));
    const disabled = await assign(laura, 'withdrawal', order.id, ids['diego.ramos']!);
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json<{ message: string }>().message).toContain('activo');
    expect((await call(laura, 'PUT', '/api/admin/assignments', { kind: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('assigns withdrawal orders, shown on the order and audited', async () => {
    const order = await openOrder();
    const taken = await assign(laura, 'withdrawal', order.id, ids['laura.mendez']!);
    expect(taken.statusCode, taken.body).toBe(200);
    const detail = await call(viewer, 'GET', `/api/admin/withdrawals/${order.id}`);
    expect(detail.json<AdminWithdrawal>().assignee).toEqual({
      id: ids['laura.mendez'],
      name: 'laura.mendez',
    });
    const refused = await call(diego, 'POST', `/api/admin/withdrawals/${order.id}/approve`);
    expect(refused.json()).toEqual({ message: REFUSED_ORDER });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdrawal:${order.id}`));
    expect(entry).toMatchObject({ action: 'withdrawal.assigned', actor: 'admin:laura.mendez' });
  });

  it('lists active staff who may hold cases (no readers, no disabled)', async () => {
    await ctx.db
      .update(admins)
      .set({ disabledAt: new Date() })
      .where(eq(admins.id, ids['diego.ramos']!));
    const answer = await call(laura, 'GET', '/api/admin/assignable-staff');
    const names = answer.json<{ staff: { name: string }[] }>().staff.map((s) => s.name);
    expect(names).toEqual(['laura.mendez', 'revisora-owner']);
    expect((await call(viewer, 'GET', '/api/admin/assignable-staff')).statusCode).toBe(403);
  });
});

describe('disabling a staff member', () => {
  it('releases their cases and orders in the same transaction, audited', async () => {
    const lauraId = ids['laura.mendez']!;
    const { user } = await caseAt('negociacion');
    const order = await openOrder();
    await assign(laura, 'case', user.id, lauraId);
    await assign(laura, 'withdrawal', order.id, lauraId);

    const disabled = await call(owner, 'POST', `/api/admin/staff/${lauraId}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);

    const [caseRow] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const [orderRow] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, order.id));
    expect([caseRow!.assigneeId, orderRow!.assigneeId]).toEqual([null, null]);
    const released = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'admin:revisora-owner'), isNotNull(auditLog.details)));
    const actions = released.map((a) => [a.action, (a.details as { reason?: string }).reason]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['mediation.unassigned', 'staff-disabled'],
        ['withdrawal.unassigned', 'staff-disabled'],
      ]),
    );
  });
});

describe('making a staff member a reader', () => {
  it('releases their cases and orders in the same transaction, audited and on the timeline', async () => {
    const lauraId = ids['laura.mendez']!;
    const diegoId = ids['diego.ramos']!;
    const { user } = await caseAt('negociacion');
    const other = await caseAt('negociacion', 'Otro Titular');
    const order = await openOrder();
    await assign(laura, 'case', user.id, lauraId);
    await assign(laura, 'withdrawal', order.id, lauraId);
    await assign(diego, 'case', other.user.id, diegoId);

    // Another role change (operator -> owner) keeps them.
    ctx.clock.advance(1000);
    const promoted = await call(owner, 'PUT', `/api/admin/staff/${lauraId}/role`, {
      role: 'owner',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const held = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(held[0]!.assigneeId).toBe(lauraId);

    ctx.clock.advance(1000);
    const demoted = await call(owner, 'PUT', `/api/admin/staff/${lauraId}/role`, {
      role: 'viewer',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);

    const [caseRow] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const [orderRow] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, order.id));
    const [otherRow] = await ctx.db.select().from(users).where(eq(users.id, other.user.id));
    expect([caseRow!.assigneeId, orderRow!.assigneeId, otherRow!.assigneeId]).toEqual([
      null,
      null,
      diegoId,
    ]);
    const released = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'admin:revisora-owner'), isNotNull(auditLog.details)));
    const actions = released.map((a) => [
      a.action,
      a.target,
      (a.details as { reason?: string }).reason,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['mediation.unassigned', `user:${user.id}`, 'staff-demoted'],
        ['withdrawal.unassigned', `withdrawal:${order.id}`, 'staff-demoted'],
      ]),
    );
    expect(actions.filter(([action]) => String(action).endsWith('.unassigned'))).toHaveLength(2);

    const timeline = await call(viewer, 'GET', `/api/admin/mediation-timeline/${user.id}`);
    expect(timeline.json<TimelinePage>().entries[0]).toMatchObject({
      kind: 'unassigned',
      text: 'Liberado; lo tenía laura.mendez, que pasó a lector',
    });
  });
});

describe('the assignee filter', () => {
  it("gives 'me', 'none' and a staff member's cases and orders, as a brute-force count", async () => {
    const holders = [ids['laura.mendez']!, ids['diego.ramos']!, null];
    for (let i = 0; i < 9; i++) {
      const { user, wallet } = await caseAt('negociacion', `Titular ${i}`);
      await setCaseAssignee(user.id, holders[i % 3]!);
      const order = await createWithdrawal(ctx.db, user, wallet, { amount: '1' });
      await setOrderAssignee(order.id, holders[(i + 1) % 3]!);
    }
    const allCases = await ctx.db
      .select()
      .from(users)
      .where(eq(users.mediationStatus, 'negociacion'));
    const allOrders = await ctx.db.select().from(withdrawals);
    const expected = (rows: { assigneeId: string | null }[], who: string | null) =>
      rows.filter((r) => r.assigneeId === who).length;

    for (const [filter, who] of [
      ['me', ids['laura.mendez']!],
      ['none', null],
      [ids['diego.ramos']!, ids['diego.ramos']!],
    ] as const) {
      const cases = await call(
        laura,
        'GET',
        `/api/admin/mediation-users/negociacion?assignee=${filter}&limit=100`,
      );
      const page = cases.json<MediationCasePage>();
      expect(page.users.length).toBe(expected(allCases, who));
      expect(page.users.every((c) => (c.assignee?.id ?? null) === who)).toBe(true);

      const queue = await call(laura, 'GET', `/api/admin/withdrawals?assignee=${filter}&limit=100`);
      const orders = queue.json<WithdrawalQueue>().withdrawals;
      expect(orders.length).toBe(expected(allOrders, who));
      expect(orders.every((o) => (o.assignee?.id ?? null) === who)).toBe(true);
    }
    const all = await call(laura, 'GET', '/api/admin/mediation-users/negociacion?limit=100');
    expect(all.json<MediationCasePage>().users.length).toBe(allCases.length);
    expect((await call(laura, 'GET', '/api/admin/withdrawals?assignee=nadie')).statusCode).toBe(
      400,
    );
  });
});
