import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, wallets } from '../db/schema';
import { createUser } from '../../tests/support/factories';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { DEMO_CROWD } from './demo-crowd';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { hasDemoData, seedDemoData } from './seed-demo';
import { DEMO_SHARED_VIEW } from './demo-views';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('demo seed', () => {
  it('fills an empty database with users, wallets, totals and an admin who can sign in', async () => {
    expect(await seedDemoData(ctx.db)).toBe(true);
    expect(await hasDemoData(ctx.db)).toBe(true);

    const seeded = await ctx.db.select().from(users).orderBy(asc(users.email));
    expect(seeded.map((u) => u.email)).toEqual(
      [...DEMO_USERS, ...DEMO_CROWD].map((u) => u.email).sort(),
    );
    const ana = seeded.find((u) => u.email === 'ana@demo.cartera.mx');
    expect(ana).toMatchObject({ walletCount: 3, totalBalance: '1750.50' });
    expect(await ctx.db.select().from(wallets)).toHaveLength(
      [...DEMO_USERS, ...DEMO_CROWD].reduce((n, u) => n + u.wallets.length, 0),
    );

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'lucia@demo.cartera.mx', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: DEMO_ADMIN,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().token).toEqual(expect.any(String));
  });

  it('seeds enough varied people that each admin list scrolls past its first page', async () => {
    await seedDemoData(ctx.db);
    const all = await ctx.db.select().from(users);
    const page = 25;
    expect(all.length).toBeGreaterThan(page * 4);
    expect((await ctx.db.select().from(wallets)).length).toBeGreaterThan(page * 4);
    expect(all.filter((u) => u.email.includes('correo')).length).toBeGreaterThan(page);
    expect(all.some((u) => /[áéíóúñ]/i.test(u.fullName ?? ''))).toBe(true);
    expect(new Set(all.map((u) => u.countryCode))).toEqual(new Set(['+52', '+1', null]));
    expect(all.some((u) => u.cellphone === null)).toBe(true);
    expect(all.filter((u) => u.selectedForMediation === 1).length).toBeGreaterThanOrEqual(2);
    const totals = all.map((u) => Number(u.totalBalance));
    expect(Math.max(...totals)).toBeGreaterThan(100_000);
    expect(totals.filter((t) => t === 0).length).toBeGreaterThan(3);
  });

  it('shares a saved view whose filters visibly narrow the users list', async () => {
    await seedDemoData(ctx.db);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const views = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/views?list=users',
      headers,
    });
    expect(views.json().views).toEqual([
      expect.objectContaining({ ...DEMO_SHARED_VIEW, owner: DEMO_ADMIN.username }),
    ]);
    const count = async (query: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/admin/users?limit=100&${query}`, headers })
      ).json().users.length as number;
    const narrowed = await count(DEMO_SHARED_VIEW.query);
    expect(narrowed).toBeGreaterThan(2);
    expect(narrowed).toBeLessThan(await count('country=MX'));
    expect(await count('country=US')).toBeGreaterThan(0);
  });

  it('leaves a database that already has users alone', async () => {
    await createUser(ctx.db, { email: 'real@example.com' });
    expect(await seedDemoData(ctx.db)).toBe(false);
    expect(await hasDemoData(ctx.db)).toBe(false);
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });
});
