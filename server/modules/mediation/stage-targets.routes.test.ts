import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediationCasePage, MediationStageId } from '@schemas/mediation';
import type { MediationCharts, MediationOverdue, StageTargets } from '@schemas/mediation-board';
import { DEFAULT_STAGE_TARGETS, daysInStage, TARGETED_STAGE_IDS } from '@schemas/stage-targets';
import { admins, auditLog, mediationEvents, users } from '../../db/schema';
import { adminToken, createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';

let ctx: TestContext;
let owner: string;
let operator: string;
let viewer: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Noon in Mexico City (UTC-6): the chart's days are its days.
const NOW = new Date('2026-03-20T18:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
/** Staff signed in now (moving the clock by days ends their sessions). */
async function signIn() {
  owner = await adminToken(ctx.app, ctx.db, ctx.clock, 'owner');
  operator = await adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
  viewer = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
}
const later = async (ms: number) => {
  ctx.clock.advance(ms);
  await signIn();
};

beforeEach(async () => {
  await ctx.reset();
  ctx.clock.set(NOW);
  await signIn();
});

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const putTargets = (targets: Record<string, unknown>, token = owner) =>
  call('PUT', '/api/admin/stage-targets', token, { targets });

/** A case in `stage` since `since`. */
const caseAt = (stage: MediationStageId, since: Date | null) =>
  createUser(ctx.db, {
    selectedForMediation: 1,
    mediationStatus: stage,
    mediationStageAt: since,
  });

const listIds = async (stage: MediationStageId, query = '') => {
  const res = await call('GET', `/api/admin/mediation-users/${stage}?limit=100${query}`, viewer);
  expect(res.statusCode).toBe(200);
  return res.json<MediationCasePage>().users;
};

describe('stage targets', () => {
  it('start at the defaults, which every role reads', async () => {
    const res = await call('GET', '/api/admin/stage-targets', viewer);
    expect(res.statusCode).toBe(200);
    const { targets } = res.json<StageTargets>();
    expect(targets.map((t) => t.stage)).toEqual(TARGETED_STAGE_IDS);
    expect(Object.fromEntries(targets.map((t) => [t.stage, t.days]))).toEqual({
      invitados: 7,
      'verificar-id': 3,
      'docs-firma': 5,
      negociacion: 14,
      'para-firma': 10,
      monetizacion: 10,
    });
    expect(targets.every((t) => t.updatedBy === null && t.updatedAt === null)).toBe(true);
  });

  it('are set by owners only, and each change is audited', async () => {
    expect((await putTargets({ invitados: 2 }, operator)).statusCode).toBe(403);
    expect((await putTargets({ invitados: 2 }, viewer)).statusCode).toBe(403);

    const res = await putTargets({ invitados: 2, 'verificar-id': 3, negociacion: 0 });
    expect(res.statusCode).toBe(200);
    const targets = res.json<StageTargets>().targets;
    expect(targets.find((t) => t.stage === 'invitados')).toMatchObject({
      days: 2,
      updatedBy: 'revisora-owner',
      updatedAt: NOW.toISOString(),
    });
    // Unchanged (3 is the default): not written, not audited.
    expect(targets.find((t) => t.stage === 'verificar-id')).toMatchObject({
      days: 3,
      updatedBy: null,
    });
    expect(targets.find((t) => t.stage === 'negociacion')!.days).toBe(0);

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mediation.stage_targets_set'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'admin:revisora-owner',
      details: {
        changes: [
          { stage: 'invitados', from: 7, to: 2 },
          { stage: 'negociacion', from: 14, to: 0 },
        ],
      },
    });
    // The same again changes nothing and writes nothing.
    expect((await putTargets({ invitados: 2 })).statusCode).toBe(200);
    expect(await ctx.db.$count(auditLog, eq(auditLog.action, 'mediation.stage_targets_set'))).toBe(
      1,
    );
    const read = await call('GET', '/api/admin/stage-targets', viewer);
    expect(read.json<StageTargets>().targets.find((t) => t.stage === 'invitados')!.days).toBe(2);
  });

  it.each([
    [{ invitados: 366 }, 'El plazo no puede pasar de 365 días'],
    [{ invitados: -1 }, 'El plazo no puede ser negativo'],
    [{ invitados: 1.5 }, 'El plazo debe ser un número entero de días'],
    [{ invitados: '7' }, 'El plazo debe ser un número de días'],
    [{ liquidado: 3 }, 'La etapa liquidado no tiene plazo'],
    [{ nada: 3 }, 'La etapa nada no tiene plazo'],
    [{}, 'Indica al menos un plazo'],
  ])('refuse %j in Spanish', async (targets, message) => {
    const res = await putTargets(targets);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('refuse a body without targets', async () => {
    const res = await call('PUT', '/api/admin/stage-targets', owner, {});
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/plazos/);
  });
});

describe('overdue', () => {
  /** Offsets (in days before NOW) around every target, the boundary and a target of 0 included. */
  const OFFSETS = [0, 0.5, 2.99, 3, 3.01, 5, 6.999, 7, 7.001, 10, 14, 14.5, 40];

  it('filters a stage list in SQL exactly as days in stage > target, target 0 included', async () => {
    expect((await putTargets({ 'verificar-id': 0, negociacion: 365 })).statusCode).toBe(200);
    const targets: Record<string, number | null> = {
      ...DEFAULT_STAGE_TARGETS,
      'verificar-id': 0,
      negociacion: 365,
      liquidado: null,
    };
    const made: { id: string; stage: MediationStageId; since: Date | null }[] = [];
    const stages: MediationStageId[] = ['invitados', 'verificar-id', 'negociacion', 'liquidado'];
    for (const stage of stages) {
      for (const offset of OFFSETS) {
        const since = new Date(NOW.getTime() - offset * DAY);
        made.push({ id: (await caseAt(stage, since)).id, stage, since });
      }
    }
    const isOverdue = (c: (typeof made)[number]) => {
      const target = targets[c.stage];
      return c.since !== null && target !== null && daysInStage(c.since, NOW) > target!;
    };

    const res = await call('GET', '/api/admin/mediation-overdue', viewer);
    const counts = res.json<MediationOverdue>().stages;
    for (const stage of stages) {
      const inStage = made.filter((c) => c.stage === stage);
      const expected = inStage
        .filter(isOverdue)
        .map((c) => c.id)
        .sort();
      const overdue = await listIds(stage, '&overdue=true');
      const onTime = await listIds(stage, '&overdue=false');
      expect(overdue.map((c) => c.id).sort()).toEqual(expected);
      expect(overdue.every((c) => c.overdue)).toBe(true);
      expect(onTime.map((c) => c.id).sort()).toEqual(
        inStage
          .filter((c) => !isOverdue(c))
          .map((c) => c.id)
          .sort(),
      );
      expect(onTime.some((c) => c.overdue)).toBe(false);
      // Unfiltered, each case says whether it is overdue and its stage's target.
      for (const item of await listIds(stage)) {
        expect(item.overdue).toBe(isOverdue(made.find((c) => c.id === item.id)!));
        expect(item.targetDays).toBe(targets[stage]);
      }
      expect(counts.find((c) => c.stage === stage)).toEqual({
        stage,
        count: inStage.length,
        overdue: expected.length,
        mine: 0,
      });
    }
    // The brute force is not trivial: target 0 takes all but the case that entered just now.
    expect(made.filter((c) => c.stage === 'verificar-id' && isOverdue(c))).toHaveLength(
      OFFSETS.length - 1,
    );
    expect(made.filter((c) => c.stage === 'negociacion' && isOverdue(c))).toHaveLength(0);
    expect(made.filter((c) => c.stage === 'invitados' && isOverdue(c))).toHaveLength(5);
  });

  it("counts 'Mis casos vencidos': the reader's own overdue cases, beside everyone's", async () => {
    const [me] = await ctx.db.select().from(admins).where(eq(admins.username, 'revisora-operator'));
    const [other] = await ctx.db.select().from(admins).where(eq(admins.username, 'revisora-owner'));
    const late = new Date(NOW.getTime() - 30 * DAY);
    const fresh = new Date(NOW.getTime() - HOUR);
    // [stage, since, assignee]: mine overdue, mine on time, someone else's, nobody's.
    const plan: [MediationStageId, Date, string | null][] = [
      ['invitados', late, me!.id],
      ['invitados', late, me!.id],
      ['invitados', fresh, me!.id],
      ['invitados', late, other!.id],
      ['invitados', late, null],
      ['negociacion', late, me!.id],
      ['negociacion', late, null],
      ['para-firma', late, other!.id],
    ];
    for (const [stage, since, assignee] of plan) {
      const { id } = await caseAt(stage, since);
      await ctx.db.update(users).set({ assigneeId: assignee }).where(eq(users.id, id));
    }
    const read = async (token: string) => {
      const res = await call('GET', '/api/admin/mediation-overdue', token);
      expect(res.statusCode).toBe(200);
      return res.json<MediationOverdue>().stages;
    };
    const stages = await read(operator);
    // Brute force over the plan: overdue past the default targets (7, 14 and 10 days).
    for (const s of stages) {
      const inStage = plan.filter(([stage]) => stage === s.stage);
      const overdue = inStage.filter(([, since]) => since === late);
      expect(s, s.stage).toEqual({
        stage: s.stage,
        count: inStage.length,
        overdue: overdue.length,
        mine: overdue.filter(([, , who]) => who === me!.id).length,
      });
    }
    expect(stages.map((s) => s.mine)).toEqual([2, 0, 0, 1, 0, 0, 0]);
    // Another reader sees the same team counts and their own.
    const owners = await read(owner);
    expect(owners.map((s) => s.overdue)).toEqual(stages.map((s) => s.overdue));
    expect(owners.map((s) => s.mine)).toEqual([1, 0, 0, 0, 1, 0, 0]);
  });

  it('refuses an overdue filter that is not true or false', async () => {
    const res = await call('GET', '/api/admin/mediation-users/invitados?overdue=si', viewer);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(
      'El filtro de vencidos debe ser true o false',
    );
  });

  it('counts a case from when it entered its stage, and a new target applies at once', async () => {
    const user = await createUser(ctx.db, { fullName: 'Ana Ruiz', cellphone: '5512345678' });
    const invite = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/invite-to-mediation',
      headers: { authorization: `Bearer ${operator}` },
      payload: { userId: user.id },
    });
    expect(invite.statusCode).toBe(200);
    await later(7 * DAY);
    let [item] = await listIds('invitados');
    expect(item).toMatchObject({ stageSince: NOW.toISOString(), targetDays: 7, overdue: false });
    ctx.clock.advance(1);
    [item] = await listIds('invitados');
    expect(item!.overdue).toBe(true);

    // Moving on starts the clock again.
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/mediation-status/${user.id}`,
      headers: { authorization: `Bearer ${operator}` },
      payload: { status: 'verificar-id' },
    });
    expect(moved.statusCode).toBe(200);
    const movedAt = ctx.clock.now();
    await later(2.5 * DAY);
    [item] = await listIds('verificar-id');
    expect(item).toMatchObject({ stageSince: movedAt.toISOString(), overdue: false });
    expect(daysInStage(new Date(item!.stageSince!), ctx.clock.now())).toBe(2.5);
    await putTargets({ 'verificar-id': 2 });
    [item] = await listIds('verificar-id');
    expect(item!.overdue).toBe(true);

    // Out of mediation: no stage time left behind.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/select-for-mediation/${user.id}`,
      headers: { authorization: `Bearer ${operator}` },
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mediationStageAt).toBeNull();
  });
});

describe('charts', () => {
  it('count cases per stage and moves per Mexico City day over the last 30 days', async () => {
    await putTargets({ invitados: 1 });
    const cases = [
      await caseAt('invitados', new Date(NOW.getTime() - 2 * DAY)),
      await caseAt('invitados', new Date(NOW.getTime() - HOUR)),
      await caseAt('docs-firma', new Date(NOW.getTime() - HOUR)),
      await caseAt('liquidado', new Date(NOW.getTime() - 90 * DAY)),
    ];
    const userId = cases[0]!.id;
    const event = (at: string, kind: 'moved' | 'moved-back' | 'note' = 'moved') =>
      ctx.db.insert(mediationEvents).values({
        userId,
        actor: 'admin:admin',
        kind,
        fromStage: 'invitados',
        toStage: 'verificar-id',
        createdAt: new Date(at),
      });
    // Today (20 March in Mexico City) from 06:00 UTC; 05:59 UTC is still 19 March there.
    await event('2026-03-20T17:00:00Z');
    await event('2026-03-20T06:00:00Z');
    await event('2026-03-20T05:59:00Z');
    await event('2026-03-20T05:59:00Z', 'moved-back');
    await event('2026-03-20T05:00:00Z', 'note');
    // The first day of the 30 (19 February), and the day before it, left out.
    await event('2026-02-19T06:00:00Z');
    await event('2026-02-19T05:59:59Z');

    const res = await call('GET', '/api/admin/mediation-charts', viewer);
    expect(res.statusCode).toBe(200);
    const { funnel, moves } = res.json<MediationCharts>();
    expect(funnel.map((f) => f.stage)).toEqual([
      'invitados',
      'verificar-id',
      'docs-firma',
      'negociacion',
      'para-firma',
      'monetizacion',
      'liquidado',
    ]);
    expect(funnel[0]).toEqual({ stage: 'invitados', count: 2, overdue: 1, target: 1 });
    expect(funnel[2]).toEqual({ stage: 'docs-firma', count: 1, overdue: 0, target: 5 });
    expect(funnel[6]).toEqual({ stage: 'liquidado', count: 1, overdue: 0, target: null });

    expect(moves).toHaveLength(30);
    expect(moves[0]!.day).toBe('2026-02-19');
    expect(moves[29]!.day).toBe('2026-03-20');
    const byDay = Object.fromEntries(moves.map((m) => [m.day, [m.forward, m.back]]));
    expect(byDay['2026-03-20']).toEqual([2, 0]);
    expect(byDay['2026-03-19']).toEqual([1, 1]);
    expect(byDay['2026-02-19']).toEqual([1, 0]);
    const total = moves.reduce((sum, m) => sum + m.forward + m.back, 0);
    expect(total).toBe(5);
  });
});
