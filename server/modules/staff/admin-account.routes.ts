import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { bearerToken, currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { StaffPasswordChange } from '../account/staff-password-change.service';
import type { AdminAccountService } from './admin-account.service';
import type { AdminAuthService } from './admin-auth.service';

const api = endpoints.adminAccount;

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

    route(app, api.get, own, async (request) => account.overview(currentAdmin(request)));

    route(app, api.totpSetup, own, async (request) =>
      account.beginEnrolment(currentAdmin(request)),
    );

    route(app, api.totpConfirm, own, async (request) => ({
      recoveryCodes: await account.confirmEnrolment(
        currentAdmin(request),
        request.body.code,
        request.ip,
      ),
    }));

    /** docs/product/admin-panel.md#my-account: the current password, then the new one. */
    route(app, api.changePassword, own, async (request) => {
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
    });

    route(app, api.sessions, own, async (request) => ({
      sessions: await adminAuth.sessionsOf(currentAdmin(request).id, tokenOf(request)),
    }));

    route(app, api.endSession, own, async (request, reply) => {
      await adminAuth.endSession(currentAdmin(request), request.params.sessionId, request.ip);
      return reply.code(204).send(null);
    });

    route(app, api.endOtherSessions, own, async (request) => ({
      ended: await adminAuth.endOtherSessions(currentAdmin(request), tokenOf(request), request.ip),
    }));
  };
