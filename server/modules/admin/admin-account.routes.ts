import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recoveryCodesResponse, totpCodeInput, totpSetup } from '@schemas/admin-sign-in';
import { changePasswordAnswer, changePasswordInput } from '@schemas/account-password';
import { errorResponse } from '@schemas/common';
import { adminAccount, adminSessions, endedSessions, sessionIdParam } from '@schemas/staff';
import { bearerToken, currentAdmin } from '../../plugins/admin-auth';
import type { StaffPasswordChange } from '../account/staff-password-change.service';
import type { AdminAccountService } from './admin-account.service';
import type { AdminAuthService } from './admin-auth.service';

/** A staff member's own second factor and sessions; every role may (guarded scope). */
export const adminAccountRoutes =
  (
    account: AdminAccountService,
    adminAuth: AdminAuthService,
    passwords: StaffPasswordChange,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const own = { config: { minRole: 'viewer' as const } };
    const tokenOf = (request: Parameters<typeof bearerToken>[0]) => bearerToken(request) ?? '';

    app.get(
      '/api/admin/account',
      { ...own, schema: { response: { 200: adminAccount } } },
      async (request) => account.overview(currentAdmin(request)),
    );

    app.post(
      '/api/admin/account/totp-setup',
      { ...own, schema: { response: { 200: totpSetup, 409: errorResponse } } },
      async (request) => account.beginEnrolment(currentAdmin(request)),
    );

    app.post(
      '/api/admin/account/totp-setup/confirm',
      {
        ...own,
        schema: {
          body: totpCodeInput,
          response: { 200: recoveryCodesResponse, 400: errorResponse, 409: errorResponse },
        },
      },
      async (request) => ({
        recoveryCodes: await account.confirmEnrolment(
          currentAdmin(request),
          request.body.code,
          request.ip,
        ),
      }),
    );

    /** docs/product/admin-panel.md#my-account: the current password, then the new one. */
    app.put(
      '/api/admin/account/password',
      {
        ...own,
        schema: {
          body: changePasswordInput,
          response: { 200: changePasswordAnswer, 400: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const { sessionsEnded } = await passwords.change(
          currentAdmin(request),
          tokenOf(request),
          request.ip,
          request.body,
        );
        return {
          message:
            sessionsEnded > 0
              ? `Tu contraseña cambió. Cerramos tus otras sesiones abiertas (${sessionsEnded}).`
              : 'Tu contraseña cambió.',
        };
      },
    );

    app.get(
      '/api/admin/account/sessions',
      { ...own, schema: { response: { 200: adminSessions } } },
      async (request) => ({
        sessions: await adminAuth.sessionsOf(currentAdmin(request).id, tokenOf(request)),
      }),
    );

    app.delete(
      '/api/admin/account/sessions/:sessionId',
      {
        ...own,
        schema: { params: sessionIdParam, response: { 204: z.null(), 404: errorResponse } },
      },
      async (request, reply) => {
        await adminAuth.endSession(currentAdmin(request), request.params.sessionId, request.ip);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/admin/account/sessions/end-others',
      { ...own, schema: { response: { 200: endedSessions } } },
      async (request) => ({
        ended: await adminAuth.endOtherSessions(
          currentAdmin(request),
          tokenOf(request),
          request.ip,
        ),
      }),
    );
  };
