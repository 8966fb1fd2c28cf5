import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRole } from '@schemas/admin-roles';
import type { SavedView, SavedViewListAnswer } from '@schemas/saved-views';
import { auditLog } from '../../db/schema';
import { adminToken } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';

let ctx: TestContext;
const tokens = {} as Record<AdminRole, string>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  for (const role of ['owner', 'operator', 'viewer'] as const) {
    tokens[role] = await adminToken(ctx.app, ctx.db, ctx.clock, role);
  }
});

const call = (role: AdminRole, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[role]}` } });

async function create(role: AdminRole, body: object) {
  const res = await call(role, 'POST', '/api/admin/views', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SavedView;
}
const names = async (role: AdminRole, list = 'users') => {
  const res = await call(role, 'GET', `/api/admin/views?list=${list}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SavedViewListAnswer).views.map((v) => v.name);
};
const auditActions = async () =>
  (await ctx.db.select().from(auditLog)).map((e) => e.action).filter((a) => a.startsWith('view.'));

describe('saved views', () => {
  it('a personal view is its author’s alone: invisible and not deletable (404) for others', async () => {
    const mine = await create('operator', {
      name: 'Mis verificados',
      list: 'users',
      query: '?verified=1&sort=balance',
    });
    expect(mine).toMatchObject({ shared: false, owner: 'revisora-operator', canDelete: true });
    expect(mine.query).toBe('verified=1&sort=balance');
    expect(await names('operator')).toEqual(['Mis verificados']);
    expect(await names('viewer')).toEqual([]);
    expect(await names('owner')).toEqual([]);
    expect(await names('operator', 'withdrawals')).toEqual([]);

    for (const role of ['viewer', 'owner'] as const) {
      const res = await call(role, 'DELETE', `/api/admin/views/${mine.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Vista no encontrada' });
    }
    expect((await call('operator', 'DELETE', `/api/admin/views/${mine.id}`)).statusCode).toBe(200);
    expect(await names('operator')).toEqual([]);
    // Personal views are not logged.
    expect(await auditActions()).not.toContain('view.shared_created');
  });

  it('only an owner shares a view; everyone sees it; only an owner deletes it; both audited', async () => {
    const refused = await call('operator', 'POST', '/api/admin/views', {
      name: 'Compartida',
      list: 'users',
      query: 'country=MX',
      shared: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Solo un propietario puede crear o eliminar vistas compartidas',
    });

    const shared = await create('owner', {
      name: 'México con fotos',
      list: 'users',
      query: 'country=MX&photos=1&minBalance=1000',
      shared: true,
    });
    await create('viewer', { name: 'Personal', list: 'users', query: 'verified=0' });
    expect(await names('viewer')).toEqual(['México con fotos', 'Personal']);
    const seen = (
      (await call('viewer', 'GET', '/api/admin/views?list=users')).json() as SavedViewListAnswer
    ).views;
    expect(seen[0]).toMatchObject({ shared: true, canDelete: false, owner: 'revisora-owner' });

    expect((await call('viewer', 'DELETE', `/api/admin/views/${shared.id}`)).statusCode).toBe(403);
    expect((await call('operator', 'DELETE', `/api/admin/views/${shared.id}`)).statusCode).toBe(
      403,
    );
    expect(await auditActions()).toEqual(['view.shared_created']);

    expect((await call('owner', 'DELETE', `/api/admin/views/${shared.id}`)).statusCode).toBe(200);
    expect(await names('viewer')).toEqual(['Personal']);
    expect((await auditActions()).sort()).toEqual(['view.shared_created', 'view.shared_deleted']);
    const entry = (await ctx.db.select().from(auditLog)).find(
      (e) => e.action === 'view.shared_deleted',
    );
    expect(entry).toMatchObject({
      target: `view:${shared.id}`,
      details: {
        name: 'México con fotos',
        list: 'users',
        query: 'country=MX&photos=1&minBalance=1000',
      },
    });
  });

  it('a name is one per author and list (409); bad input is a Spanish 400', async () => {
    await create('viewer', { name: 'Igual', list: 'stage', query: 'stage=negociacion' });
    const again = await call('viewer', 'POST', '/api/admin/views', {
      name: 'Igual',
      list: 'stage',
      query: 'sort=name',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Ya tienes una vista con ese nombre en esta lista' });
    await create('viewer', { name: 'Igual', list: 'withdrawals', query: 'status=pending' });

    for (const [body, message] of [
      [{ name: ' ', list: 'users', query: '' }, 'Escribe un nombre para la vista'],
      [{ name: 'x', list: 'carteras', query: '' }, 'Lista desconocida'],
      [{ name: 'x', list: 'users', query: 'a'.repeat(2001) }, 'hasta 2000 caracteres'],
      [{ name: 'x', list: 'users', query: '', shared: 'si' }, 'Indica si la vista se comparte'],
    ] as const) {
      const res = await call('owner', 'POST', '/api/admin/views', body);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    expect((await call('viewer', 'GET', '/api/admin/views?list=x')).statusCode).toBe(400);
    expect((await call('viewer', 'DELETE', '/api/admin/views/nope')).statusCode).toBe(400);
  });
});
