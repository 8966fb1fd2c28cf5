import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, wallets } from '../db/schema';
import { createUser } from '../../tests/support/factories';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { hasDemoData, seedDemoData } from './seed-demo';

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
    expect(seeded.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email).sort());
    const ana = seeded.find((u) => u.email === 'ana@demo.cartera.mx');
    expect(ana).toMatchObject({ walletCount: 3, totalBalance: '1750.50' });
    expect(await ctx.db.select().from(wallets)).toHaveLength(
      DEMO_USERS.reduce((n, u) => n + u.wallets.length, 0),
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

  it('leaves a database that already has users alone', async () => {
    await createUser(ctx.db, { email: 'real@example.com' });
    expect(await seedDemoData(ctx.db)).toBe(false);
    expect(await hasDemoData(ctx.db)).toBe(false);
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });
});
