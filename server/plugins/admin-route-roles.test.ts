import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, roleAllows, type AdminRole } from '@schemas/admin-roles';
import { auditLog } from '../db/schema';
import { registeredRoutes } from '../../tests/support/routes';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { adminToken } from '../../tests/support/factories';

/**
 * Every guarded admin route and the weakest role allowed on it (docs/product/users-and-roles.md#staff-roles). A new route
 * must be added here with its role: the first test fails until it is.
 */
const EXPECTED: Record<string, AdminRole> = {
  'POST /api/admin/logout': 'viewer',
  'GET /api/admin/session': 'viewer',
  'GET /api/admin/openapi.json': 'viewer',
  'GET /api/admin/stats': 'viewer',
  'GET /api/admin/mediation-stats': 'viewer',
  'GET /api/admin/mediation-users/:stageId': 'viewer',
  'GET /api/admin/stage-targets': 'viewer',
  'PUT /api/admin/stage-targets': 'owner',
  'GET /api/admin/mediation-overdue': 'viewer',
  'GET /api/admin/mediation-charts': 'viewer',
  'GET /api/admin/mediation-timeline/:userId': 'viewer',
  'GET /api/admin/mediation-terms/:userId': 'viewer',
  'PUT /api/admin/mediation-terms/:userId': 'operator',
  'GET /api/admin/mediation-agreement/:userId': 'viewer',
  'POST /api/admin/mediation-agreement/:userId': 'operator',
  'POST /api/admin/mediation-settlement/:userId': 'operator',
  'PUT /api/admin/mediation-status/:userId': 'operator',
  'PUT /api/admin/assignments': 'operator',
  'GET /api/admin/assignable-staff': 'operator',
  'POST /api/admin/invite-to-mediation': 'operator',
  'DELETE /api/admin/select-for-mediation/:userId': 'operator',
  'POST /api/admin/send-mediation-documents': 'operator',
  'GET /api/admin/test-docs-email': 'operator',
  'POST /api/admin/test-docs-email': 'operator',
  'POST /api/admin/mediation-notes/:userId': 'operator',
  // The creditor's documents and balance disputes.
  'GET /api/admin/users/:userId/documents': 'viewer',
  'GET /api/admin/documents/:id': 'viewer',
  'GET /api/admin/users/:userId/disputes': 'viewer',
  'POST /api/admin/disputes/:id/answer': 'operator',
  // A staff member's own account: second factor and sessions.
  'GET /api/admin/account': 'viewer',
  'POST /api/admin/account/totp-setup': 'viewer',
  'POST /api/admin/account/totp-setup/confirm': 'viewer',
  'PUT /api/admin/account/password': 'viewer',
  'GET /api/admin/account/sessions': 'viewer',
  'DELETE /api/admin/account/sessions/:sessionId': 'viewer',
  'POST /api/admin/account/sessions/end-others': 'viewer',
  // Staff management.
  'GET /api/admin/staff': 'owner',
  'POST /api/admin/staff': 'owner',
  'PUT /api/admin/staff/:staffId/role': 'owner',
  'POST /api/admin/staff/:staffId/disable': 'owner',
  'POST /api/admin/staff/:staffId/enable': 'owner',
  'POST /api/admin/staff/:staffId/reset-password': 'owner',
  'POST /api/admin/staff/:staffId/reset-two-factor': 'owner',
  'POST /api/admin/staff/:staffId/end-sessions': 'owner',
  // Detail dialogs: reads and on-chain figures for everyone; acting on a user for operators.
  'GET /api/admin/users/:userId': 'viewer',
  'GET /api/admin/wallets/:walletId': 'viewer',
  'GET /api/admin/user-wallets/:userId': 'viewer',
  'GET /api/admin/user-withdrawals/:userId': 'viewer',
  'GET /api/admin/wallet-withdrawals/:walletId': 'viewer',
  'GET /api/admin/wallet-blockchain-balance/:address': 'viewer',
  'GET /api/admin/wallet-blockchain-transactions/:address': 'viewer',
  'POST /api/admin/verify-user/:userId': 'operator',
  'POST /api/admin/unverify-user/:userId': 'operator',
  'POST /api/admin/users/:userId/id-photo-request': 'operator',
  'POST /api/admin/users/:userId/end-sessions': 'owner',
  'GET /api/admin/users/:userId/id-photo-history': 'operator',
  'GET /api/admin/identities-to-verify': 'viewer',
  // Withdrawal processing.
  'GET /api/admin/withdrawals': 'viewer',
  'GET /api/admin/withdrawals/:id': 'viewer',
  'POST /api/admin/withdrawals/:id/approve': 'operator',
  'POST /api/admin/withdrawals/:id/complete': 'operator',
  'POST /api/admin/withdrawals/:id/reject': 'operator',
  // The activity log.
  'GET /api/admin/audit': 'owner',
  'GET /api/admin/audit/export': 'owner',
  'GET /api/admin/audit/staff': 'owner',
  'GET /api/admin/users': 'viewer',
  'GET /api/admin/wallets': 'viewer',
  'GET /api/admin/views': 'viewer',
  'POST /api/admin/views': 'viewer',
  'DELETE /api/admin/views/:id': 'viewer',
  'GET /api/admin/search': 'viewer',
  'POST /api/admin/test-sendgrid': 'operator',
  'POST /api/admin/test-smtp': 'operator',
  'GET /api/admin/mail-outbox': 'viewer',
  'GET /api/admin/chain-status': 'viewer',
  'GET /api/admin/export/users': 'owner',
  'GET /api/admin/export/wallets': 'owner',
  'GET /api/admin/export/withdrawals': 'owner',
  // Bulk actions: starting one needs at least an operator (export, an owner: checked per action).
  'POST /api/admin/bulk-jobs': 'operator',
  'POST /api/admin/bulk-jobs/matching': 'operator',
  'GET /api/admin/bulk-jobs': 'viewer',
  'GET /api/admin/bulk-jobs/:id': 'viewer',
  'GET /api/admin/bulk-jobs/:id/results.csv': 'viewer',
  'POST /api/admin/bulk-jobs/:id/cancel': 'operator',
};

let ctx: TestContext;
const tokens = {} as Record<AdminRole, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ADMIN_ROLES) tokens[role] = await adminToken(ctx.app, ctx.db, ctx.clock, role);
});
afterAll(() => ctx.close());

const table = () =>
  Object.fromEntries(ctx.app.adminRouteTable.map((r) => [`${r.method} ${r.url}`, r.minRole]));

/** A path for the route: every parameter filled with a well-formed id that matches nothing. */
const concretePath = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    /address/i.test(name)
      ? '0x0000000000000000000000000000000000000001'
      : /stage/i.test(name)
        ? 'invitados'
        : '00000000-0000-4000-8000-000000000000',
  );

describe('admin route table', () => {
  it('declares the weakest allowed role of every guarded admin route', () => {
    expect(table()).toEqual(EXPECTED);
  });

  it('leaves no admin route but the sign-in steps outside the guarded scope', () => {
    const signIn = (path: string) =>
      path === '/api/admin/login' || path.startsWith('/api/admin/login/');
    const routed = registeredRoutes(ctx.app).flatMap(([path, methods]) =>
      path.startsWith('/api/admin/') && !signIn(path)
        ? methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${path}`)
        : [],
    );
    expect(routed.sort()).toEqual(Object.keys(table()).sort());
  });

  it('answers 403 in Spanish (and audits it) to every role below the route’s, never to one above', async () => {
    // Logout last: it ends the token the other calls use.
    const routes = [...ctx.app.adminRouteTable].sort((a) => (a.url.endsWith('/logout') ? 1 : -1));
    for (const role of ADMIN_ROLES) {
      for (const route of routes) {
        if (route.url.endsWith('/logout')) continue;
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concretePath(route.url),
          headers: { authorization: `Bearer ${tokens[role]}` },
        });
        const label = `${role} ${route.method} ${route.url}`;
        if (roleAllows(role, route.minRole)) {
          expect(res.statusCode, label).not.toBe(403);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ message: 'Tu rol no permite esta acción.' });
        }
      }
    }
    const refusals = (await ctx.db.select().from(auditLog)).filter(
      (e) => e.action === 'admin.forbidden',
    );
    const expectedRefusals = ADMIN_ROLES.flatMap((role) =>
      routes.filter((r) => !r.url.endsWith('/logout') && !roleAllows(role, r.minRole)),
    ).length;
    expect(refusals).toHaveLength(expectedRefusals);
  });

  it('tells the panel who is signed in and with which role', async () => {
    for (const role of ADMIN_ROLES) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/session',
        headers: { authorization: `Bearer ${tokens[role]}` },
      });
      expect(res.json()).toEqual({ username: `revisora-${role}`, role });
    }
  });
});
