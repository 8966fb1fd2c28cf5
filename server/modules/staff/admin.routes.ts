import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { bearerToken, currentAdmin, currentStaff } from '../../plugins/admin-auth';
import { clearAdminPageCookie, setAdminPageCookie } from '../../plugins/admin-page-cookie';
import { route } from '../../plugins/route';
import type { AdminAuthService, ClientInfo } from './admin-auth.service';
import type { AdminSignInService } from './admin-sign-in.service';

const api = endpoints.adminSignIn;

/** Where the request came from, kept with the session it opens. */
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Staff sign-in and its steps: the only /api/admin routes outside the guard. The step that opens
 * the session also sets the panel's page cookie (admin-page-cookie.ts).
 */
export const adminLoginRoutes =
  (signIn: AdminSignInService, adminPrefix: string): FastifyPluginAsyncZod =>
  async (app) => {
    const opened =
      (request: FastifyRequest, reply: FastifyReply) =>
      <T extends object>(result: T): T => {
        if ('token' in result && typeof result.token === 'string') {
          setAdminPageCookie(request, reply, adminPrefix, result.token);
        }
        return result;
      };

    route(app, api.login, {}, async (request, reply) =>
      signIn
        .login(request.body.username, request.body.password, clientOf(request))
        .then(opened(request, reply)),
    );

    route(app, api.newPassword, {}, async (request, reply) =>
      signIn
        .changeTemporaryPassword(
          request.body.challenge,
          request.body.newPassword,
          clientOf(request),
        )
        .then(opened(request, reply)),
    );

    route(app, api.totpSetup, {}, async (request) => signIn.beginEnrolment(request.body.challenge));

    route(app, api.totpConfirm, {}, async (request, reply) =>
      signIn
        .confirmEnrolment(request.body.challenge, request.body.code, clientOf(request))
        .then(opened(request, reply)),
    );

    route(app, api.code, {}, async (request, reply) =>
      signIn
        .submitCode(request.body.challenge, request.body.code, clientOf(request))
        .then(opened(request, reply)),
    );
  };

/** Registered inside the guarded admin scope. */
export const adminSessionRoutes =
  (adminAuth: AdminAuthService, adminPrefix: string): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { config: { minRole: 'viewer' } } as const;

    route(app, api.logout, read, async (request, reply) => {
      const token = bearerToken(request);
      if (token) await adminAuth.logout(token, currentStaff(request));
      clearAdminPageCookie(request, reply, adminPrefix);
      return reply.code(204).send();
    });

    route(app, api.session, read, async (request) => {
      const { username, role } = currentAdmin(request);
      return { username, role };
    });
  };
