import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIATION_STAGE_IDS, type MediationStats, type TimelinePage } from '@schemas/mediation';
import { createStorage } from '../adapters/storage';
import { findUserByEmail } from '../modules/users/users.repo';
import { adminToken } from '../../tests/support/factories';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { DEMO_CROWD } from './demo-crowd';
import { DEMO_CASES, seedDemoMediation } from './demo-mediation';
import { seedDemoData } from './seed-demo';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  await seedDemoMediation(ctx.db, createStorage(ctx.config), ctx.clock);
  token = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
});
afterAll(() => ctx.close());

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('demo mediation cases', () => {
  it('fill every stage of the board, the demo users staying outside mediation', async () => {
    const stats = (await get('/api/admin/mediation-stats')).json<MediationStats>();
    // The crowd's few invitations wait in the first column beside the named cases.
    const crowdInvited = DEMO_CROWD.filter((p) => p.invited).length;
    for (const stage of MEDIATION_STAGE_IDS) {
      const named = DEMO_CASES.filter((c) => c.stage === stage).length;
      expect(stats[stage], stage).toBe(named + (stage === 'invitados' ? crowdInvited : 0));
      expect(stats[stage], stage).toBeGreaterThan(0);
    }
    const ana = await findUserByEmail(ctx.db, 'ana@demo.cartera.mx');
    expect(ana).toMatchObject({ selectedForMediation: null, mediationStatus: null });
  });

  it('got there through the workflow: a timeline per case, verified past the identity check', async () => {
    const sofia = (await findUserByEmail(ctx.db, 'sofia@demo.cartera.mx'))!;
    expect(sofia).toMatchObject({ verified: 1, mediationStatus: 'negociacion', walletCount: 1 });
    const timeline = (await get(`/api/admin/mediation-timeline/${sofia.id}`)).json<TimelinePage>();
    expect(timeline.entries.map((e) => [e.kind, e.toStage, e.by])).toEqual([
      ['moved', 'negociacion', 'Sistema'],
      ['moved', 'docs-firma', 'Sistema'],
      ['moved', 'verificar-id', 'Sistema'],
      ['invited', 'invitados', 'Sistema'],
    ]);
    const tomas = (await findUserByEmail(ctx.db, 'tomas@demo.cartera.mx'))!;
    expect(tomas).toMatchObject({ idPhotoFront: null, verified: null });
    const valeria = (await findUserByEmail(ctx.db, 'valeria@demo.cartera.mx'))!;
    expect(valeria.idPhotoFront).toMatch(/^\/api\/objects\//);
    expect(valeria).toMatchObject({ walletCount: 2, totalBalance: '3615.25' });
  });
});
