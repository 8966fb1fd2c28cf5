import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIATION_STAGE_IDS } from '@schemas/mediation';
import { auditLog, mailOutbox, mediationEvents, users, withdrawals } from '../server/db/schema';
import { ADMIN_IP, passwordStep, postJson } from './support/admin-sign-in';
import { adminToken, createUser, createWallet, createWithdrawal } from './support/factories';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The text rules of schemas/common.ts on the admin, staff and mediation inputs: NUL anywhere,
 * CR/LF inside one-line fields and a right-to-left override in names are refused with a
 * Spanish 400 that names the field, and nothing is changed.
 */

const NUL = 'motivo\u0000oculto';
const CRLF = 'ana\r\nBcc: otra@example.com';
const RLO = '\u202Eanaid ed zeréP';
const REFUSED = 'Contiene caracteres no permitidos';

let ctx: TestContext;
let owner: string;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  owner = await adminToken(ctx.app, ctx.db, ctx.clock, 'owner');
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    remoteAddress: ADMIN_IP,
    headers: { authorization: `Bearer ${owner}` },
  });

async function expectRefused(
  response: Awaited<ReturnType<typeof call>>,
  field: string,
  detail = REFUSED,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: `${field}: ${detail}` });
}

const userRow = async (id: string) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const rowsOf = async <T>(query: Promise<T[]>) => (await query).length;

describe('mediation inputs', () => {
  it('refuse NUL in a move-back reason and in a note, and keep the case as it was', async () => {
    const [first, second] = MEDIATION_STAGE_IDS;
    const user = await createUser(ctx.db, { selectedForMediation: 1, mediationStatus: second });
    const events = () => rowsOf(ctx.db.select().from(mediationEvents));
    const before = await events();

    const move = await call('PUT', `/api/admin/mediation-status/${user.id}`, {
      status: first,
      reason: NUL,
    });
    await expectRefused(move, 'reason');
    await expectRefused(
      await call('POST', `/api/admin/mediation-notes/${user.id}`, { text: NUL }),
      'text',
    );
    expect((await userRow(user.id)).mediationStatus).toBe(second);
    expect(await events()).toBe(before);

    // A note keeps its line breaks: only the other control characters are refused.
    const note = await call('POST', `/api/admin/mediation-notes/${user.id}`, {
      text: '  Llamó el lunes.\r\nVuelve a llamar el jueves.  ',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().text).toBe('Llamó el lunes.\r\nVuelve a llamar el jueves.');
  });

  it('refuse a CR/LF e-mail and a right-to-left name in an invitation and in the documents', async () => {
    const user = await createUser(ctx.db);
    const mails = () => rowsOf(ctx.db.select().from(mailOutbox));
    await expectRefused(
      await call('POST', '/api/admin/invite-to-mediation', { userId: user.id, email: CRLF }),
      'email',
    );
    await expectRefused(
      await call('POST', '/api/admin/invite-to-mediation', { userId: user.id, fullName: RLO }),
      'fullName',
    );
    await expectRefused(
      await call('POST', '/api/admin/send-mediation-documents', {
        userId: user.id,
        fullName: `Ana${NUL}`,
      }),
      'fullName',
    );
    expect(await userRow(user.id)).toMatchObject({
      selectedForMediation: null,
      mediationStatus: null,
    });
    expect(await mails()).toBe(0);
  });
});

describe('admin detail and withdrawal inputs', () => {
  it('refuse NUL in a new-photo request and in a rejection reason, changing nothing', async () => {
    const user = await createUser(ctx.db);
    await expectRefused(
      await call('POST', `/api/admin/users/${user.id}/id-photo-request`, {
        side: 'front',
        reason: NUL,
      }),
      'reason',
    );
    expect((await userRow(user.id)).idPhotoFrontRequest).toBeNull();

    const wallet = await createWallet(ctx.db, user);
    const order = await createWithdrawal(ctx.db, user, wallet);
    await expectRefused(
      await call('POST', `/api/admin/withdrawals/${order.id}/reject`, { reason: NUL }),
      'reason',
    );
    const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, order.id));
    expect(row).toMatchObject({ status: order.status, rejectionReason: null });
  });

  it('refuse control characters in search terms, filters and test addresses', async () => {
    await expectRefused(await call('GET', '/api/admin/search?q=ana%00perez'), 'q');
    await expectRefused(await call('GET', '/api/admin/search?q=ana%0D%0Aperez'), 'q');
    await expectRefused(await call('GET', '/api/admin/audit?actor=jefa%0Aotra'), 'actor');
    await expectRefused(await call('POST', '/api/admin/test-sendgrid', { email: CRLF }), 'email');
    // Spaces inside a search term still fold to one.
    const search = await call('GET', '/api/admin/search?q=%20ana%20%20%20demo%20');
    expect(search.statusCode).toBe(200);
  });
});

describe('staff passwords', () => {
  it('refuse NUL and line breaks in a new password, and keep the spaces a person typed', async () => {
    const created = await call('POST', '/api/admin/staff', { username: 'lucia', role: 'viewer' });
    expect(created.statusCode).toBe(201);
    const { temporaryPassword } = created.json();
    const { challenge } = await passwordStep(ctx.app, 'lucia', temporaryPassword);
    const audits = () => rowsOf(ctx.db.select().from(auditLog));
    const before = await audits();

    for (const newPassword of ['Clave-Larga\u0000-2026', 'Clave-Larga\n-2026']) {
      const res = await postJson(ctx.app, '/api/admin/login/new-password', {
        challenge,
        newPassword,
      });
      await expectRefused(res, 'newPassword');
    }
    expect(await audits()).toBe(before);
    // Still the temporary password: it signs in to the change-password step.
    expect((await passwordStep(ctx.app, 'lucia', temporaryPassword)).step).toBe('change-password');

    const spaced = '  Clave Larga 2026  ';
    const done = await postJson(ctx.app, '/api/admin/login/new-password', {
      challenge,
      newPassword: spaced,
    });
    expect(done.statusCode).toBe(200);
    expect((await passwordStep(ctx.app, 'lucia', spaced)).token).toEqual(expect.any(String));
    const trimmed = { username: 'lucia', password: spaced.trim() };
    expect((await postJson(ctx.app, '/api/admin/login', trimmed)).statusCode).toBe(401);
  });
});
