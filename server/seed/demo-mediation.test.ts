import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIATION_STAGE_IDS, type MediationStats, type TimelinePage } from '@schemas/mediation';
import type { CaseDocumentList } from '@schemas/mediation-case';
import type { MediationCharts } from '@schemas/mediation-board';
import type { StaffAgreementList } from '@schemas/mediation-agreement';
import { createStorage } from '../adapters/storage';
import { findUserByEmail } from '../modules/users/users.repo';
import { adminToken } from '../../tests/support/factories';
import { pdfsig, readPdf } from '../../tests/support/pdf-text';
import { DEMO_PAYOUT_ADDRESS } from './demo-agreement';
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
    expect(sofia).toMatchObject({ verified: 1, mediationStatus: 'negociacion', walletCount: 2 });
    const timeline = (await get(`/api/admin/mediation-timeline/${sofia.id}`)).json<TimelinePage>();
    expect(timeline.entries.map((e) => [e.kind, e.toStage, e.by])).toEqual([
      ['moved', 'negociacion', 'Sistema'],
      ['documents', null, 'Sistema'],
      ['moved', 'docs-firma', 'Sistema'],
      ['moved', 'verificar-id', 'Sistema'],
      ['invited', 'invitados', 'Sistema'],
    ]);
    const tomas = (await findUserByEmail(ctx.db, 'tomas@demo.cartera.mx'))!;
    expect(tomas).toMatchObject({ idPhotoFront: null, verified: null });
    const valeria = (await findUserByEmail(ctx.db, 'valeria@demo.cartera.mx'))!;
    expect(valeria.idPhotoFront).toMatch(/^\/api\/objects\//);
    expect(valeria).toMatchObject({ walletCount: 2, totalBalance: '3615.25' });
    // The board's largest cases, so a new staff member sees whole totals at their widest.
    const largest = (await findUserByEmail(ctx.db, 'maximiliano@demo.cartera.mx'))!;
    expect(largest).toMatchObject({ mediationStatus: 'docs-firma', totalBalance: '999999999.99' });
    const large = (await findUserByEmail(ctx.db, 'renata@demo.cartera.mx'))!;
    expect(large).toMatchObject({ mediationStatus: 'negociacion', totalBalance: '163807.09' });
  });

  it('keep the documents of every case past Docs P/Firma; Sofía has not opened hers', async () => {
    const documentsOf = async (email: string) => {
      const user = (await findUserByEmail(ctx.db, email))!;
      return (await get(`/api/admin/users/${user.id}/documents`)).json<CaseDocumentList>()
        .documents;
    };
    const sofia = await documentsOf('sofia@demo.cartera.mx');
    expect(sofia.map((d) => [d.title, d.openedAt])).toEqual([
      ['Convenio de Mediación', null],
      ['Estado de Carteras y Saldos', null],
    ]);
    const diego = await documentsOf('diego@demo.cartera.mx');
    expect(diego).toHaveLength(2);
    expect(diego.every((d) => d.openedAt !== null)).toBe(true);
    expect(await documentsOf('miguel@demo.cartera.mx')).toEqual([]);
  });

  it('give Elena a real signed agreement, sealed, so staff can settle her case', async () => {
    const elena = (await findUserByEmail(ctx.db, 'elena@demo.cartera.mx'))!;
    expect(elena.mediationStatus).toBe('monetizacion');
    const { agreements } = (
      await get(`/api/admin/mediation-agreement/${elena.id}`)
    ).json<StaffAgreementList>();
    expect(agreements).toEqual([
      expect.objectContaining({
        state: 'signed',
        amount: '5325.750000',
        method: 'usdt',
        payoutAddress: DEMO_PAYOUT_ADDRESS,
      }),
    ]);
    const [agreement] = agreements;
    expect(agreement!.viewedAt! < agreement!.signedAt!).toBe(true);
    const file = await get(`/api/admin/documents/${agreement!.signedDocumentId}`);
    expect(file.statusCode).toBe(200);
    const sig = pdfsig(file.rawPayload);
    expect(sig).toContain('Signature is Valid.');
    expect(sig).toContain('Total document signed');
    expect(readPdf(file.rawPayload).text).toContain('Elena Vargas Soto');
    const timeline = (await get(`/api/admin/mediation-timeline/${elena.id}`)).json<TimelinePage>();
    const kinds = timeline.entries.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['agreement-signed', 'agreement-viewed', 'agreement-issued']),
    );
  });

  it('show overdue cases in five stages and a month of moves (docs/product/staff-at-scale.md#stage-targets)', async () => {
    const { funnel, moves } = (await get('/api/admin/mediation-charts')).json<MediationCharts>();
    const overdue = Object.fromEntries(funnel.map((f) => [f.stage, f.overdue]));
    expect(overdue).toEqual({
      invitados: 1,
      'verificar-id': 1,
      'docs-firma': 1,
      negociacion: 1,
      'para-firma': 1,
      monetizacion: 0,
      liquidado: 0,
    });
    const days = moves.filter((d) => d.forward + d.back > 0);
    expect(days.length).toBeGreaterThanOrEqual(10);
    expect(days[0]!.day < moves[5]!.day).toBe(true);
  });
});
