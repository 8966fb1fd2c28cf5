import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediationCasePage, TimelinePage } from '@schemas/mediation';
import { createStorage } from '../adapters/storage';
import { findUserByEmail } from '../modules/users/users.repo';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { DEMO_ASSIGNED_CASES, DEMO_STAFF_PASSWORD, seedDemoAssignments } from './demo-assignment';
import { DEMO_CASES, seedDemoMediation } from './demo-mediation';
import { seedDemoData } from './seed-demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  await seedDemoMediation(ctx.db, createStorage(ctx.config), ctx.clock);
  await seedDemoAssignments(ctx.db, ctx.clock);
});
afterAll(() => ctx.close());

describe('demo assignments', () => {
  it("give the demo operators cases, found under their 'Mis casos', with a timeline entry", async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'laura.mendez', password: DEMO_STAFF_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    const lauras = DEMO_ASSIGNED_CASES.filter((c) => c.username === 'laura.mendez');
    let found = 0;
    for (const stage of new Set(
      lauras.map((c) => DEMO_CASES.find((d) => d.email === c.email)!.stage),
    )) {
      const page = (
        await get(`/api/admin/mediation-users/${stage}?assignee=me`)
      ).json<MediationCasePage>();
      found += page.users.length;
      expect(page.users.every((u) => u.assignee?.name === 'laura.mendez')).toBe(true);
    }
    expect(found).toBe(lauras.length);

    const renata = await findUserByEmail(ctx.db, 'renata@demo.cartera.mx');
    const timeline = (
      await get(`/api/admin/mediation-timeline/${renata!.id}`)
    ).json<TimelinePage>();
    expect(timeline.entries[0]).toMatchObject({
      kind: 'assigned',
      text: 'Asignado a laura.mendez',
    });
  });
});
