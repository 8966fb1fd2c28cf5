import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@schemas/audit';
import { adminClient, type AdminCall } from '../../../tests/support/admin-client';
import { adminToken, createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { auditLog } from '../../db/schema';
import { writeAudit } from './audit.repo';

let ctx: TestContext;
let owner: AdminCall;
let operator: AdminCall;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  owner = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'owner'));
  ctx.clock.advance(1000);
  operator = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'operator'));
});

const page = async (query = '') => {
  const res = await owner('GET', `/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};
const actions = (entries: AuditEntry[]) => entries.map((e) => `${e.actor} ${e.action}`);

/** Two users with both photo addresses (enough to verify), each acted on by staff. */
async function someActivity() {
  const photos = { idPhotoFront: '/api/objects/f', idPhotoBack: '/api/objects/b' };
  const ana = await createUser(ctx.db, { fullName: 'Ana Pérez', ...photos });
  const beto = await createUser(ctx.db, { fullName: 'Beto Núñez', ...photos });
  for (const [call, user] of [
    [operator, ana],
    [owner, beto],
    [operator, beto],
  ] as const) {
    ctx.clock.advance(1000);
    const path = call === operator && user === beto ? 'unverify-user' : 'verify-user';
    expect((await call('POST', `/api/admin/${path}/${user.id}`)).statusCode).toBe(200);
  }
  return { ana, beto };
}

describe('GET /api/admin/audit', () => {
  it('answers every staff action newest first: who, what, whom (with name and e-mail), when, IP', async () => {
    const { ana, beto } = await someActivity();
    const { entries, hasMore } = await page();
    expect(hasMore).toBe(false);
    expect(actions(entries)).toEqual([
      'admin:revisora-operator user.unverified',
      'admin:revisora-owner user.verified',
      'admin:revisora-operator user.verified',
      'admin:revisora-operator admin.signed_in',
      'admin:revisora-owner admin.signed_in',
    ]);
    expect(entries[2]).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: 'admin:revisora-operator',
      action: 'user.verified',
      target: `user:${ana.id}`,
      user: { id: ana.id, email: ana.email, fullName: 'Ana Pérez' },
      details: null,
      ip: '127.0.0.1',
    } satisfies AuditEntry);
    expect(entries[0]!.user).toEqual({ id: beto.id, email: beto.email, fullName: 'Beto Núñez' });
    expect(entries.at(-1)).toMatchObject({
      user: null,
      ip: '127.0.0.1',
      target: 'admin:revisora-owner',
    });
  });

  it('filters by the user concerned and by staff member, together or apart', async () => {
    const { ana, beto } = await someActivity();
    expect(actions((await page(`?userId=${beto.id}`)).entries)).toEqual([
      'admin:revisora-operator user.unverified',
      'admin:revisora-owner user.verified',
    ]);
    expect(actions((await page('?actor=revisora-owner')).entries)).toEqual([
      'admin:revisora-owner user.verified',
      'admin:revisora-owner admin.signed_in',
    ]);
    expect(actions((await page(`?actor=revisora-operator&userId=${ana.id}`)).entries)).toEqual([
      'admin:revisora-operator user.verified',
    ]);
    expect((await page('?actor=nadie')).entries).toEqual([]);
  });

  it('pages by cursor without repeats, also for entries written in the same instant', async () => {
    await someActivity();
    const sameInstant = ctx.clock.now();
    for (let i = 0; i < 3; i++) {
      await writeAudit(ctx.db, { actor: 'system', action: 'admin.signed_out' }, sameInstant);
    }
    const all = (await page()).entries.map((e) => e.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: AuditPage = await page(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.entries.map((e) => e.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(all).toHaveLength(8);
    expect(seen).toEqual(all);
  });

  it('records sign-out, and takes whom from a user target written by any module', async () => {
    const user = await createUser(ctx.db);
    await writeAudit(
      ctx.db,
      {
        actor: 'admin:revisora-owner',
        action: 'mediation.invited',
        target: `user:${user.id}`,
        details: { to: 'invitados' },
      },
      ctx.clock.now(),
    );
    ctx.clock.advance(1000);
    expect((await operator('POST', '/api/admin/logout')).statusCode).toBe(204);
    const { entries } = await page();
    expect(entries[0]).toMatchObject({
      actor: 'admin:revisora-operator',
      action: 'admin.signed_out',
      ip: '127.0.0.1',
    });
    expect((await page(`?userId=${user.id}`)).entries.map((e) => e.action)).toEqual([
      'mediation.invited',
    ]);
  });

  it('answers each action with the details declared for it, read leniently', async () => {
    const user = await createUser(ctx.db);
    const at = ctx.clock.now();
    const target = `user:${user.id}`;
    const actor = 'admin:revisora-owner';
    await writeAudit(
      ctx.db,
      {
        actor,
        target,
        action: 'mediation.moved',
        details: { from: 'verificar-id', to: 'docs-firma', verified: true },
      },
      at,
    );
    // Rows as another version may have left them: details it did not declare, an action it
    // does not know, and details of the wrong type.
    await ctx.db.insert(auditLog).values([
      { actor, action: 'mediation.removed', target, details: { from: 'invitados', extra: 1 } },
      { actor, action: 'future.action', target, details: { secret: 'x' } },
      { actor, action: 'user.sessions_ended', target, details: { ended: 'dos' } },
    ]);
    const byAction = new Map((await page()).entries.map((e) => [e.action, e.details]));
    expect(byAction.get('mediation.moved')).toEqual({
      from: 'verificar-id',
      to: 'docs-firma',
      verified: true,
    });
    expect(byAction.get('mediation.removed')).toEqual({ from: 'invitados' });
    expect(byAction.get('other')).toBeNull();
    expect(byAction.get('user.sessions_ended')).toBeNull();
    expect([...byAction.keys()]).not.toContain('future.action');
  });

  it('writes only details of the declared shape', async () => {
    const entry = {
      actor: 'system',
      action: 'user.sessions_ended',
      details: { ended: -1 },
    } as const;
    await expect(writeAudit(ctx.db, entry, ctx.clock.now())).rejects.toThrow();
    await expect(
      // @ts-expect-error an action outside the vocabulary is a type error
      writeAudit(ctx.db, { actor: 'system', action: 'job.ran' }, ctx.clock.now()),
    ).rejects.toThrow();
  });

  it('refuses malformed filters in Spanish', async () => {
    for (const [query, message] of [
      ['?userId=ana', 'Identificador de usuario inválido'],
      ['?cursor=%%%', 'Cursor inválido'],
      ['?cursor=WyJ4Il0', 'Cursor inválido'],
    ]) {
      const res = await owner('GET', `/api/admin/audit${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('GET /api/admin/audit/staff', () => {
  it('lists the staff usernames to filter by', async () => {
    const res = await owner('GET', '/api/admin/audit/staff');
    expect(res.json()).toMatchObject({ usernames: ['revisora-operator', 'revisora-owner'] });
  });
});
