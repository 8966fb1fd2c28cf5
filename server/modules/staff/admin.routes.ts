import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { bearerToken, currentAdmin, currentStaff } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { AdminAuthService, ClientInfo } from './admin-auth.service';
import type { AdminSignInService } from './admin-sign-in.service';

const api = endpoints.adminSignIn;

/** Where the request came from, kept with the session it opens. */
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Staff sign-in and its steps: the only /api/admin routes outside the guard. */
export const adminLoginRoutes =
  (signIn: AdminSignInService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.login, {}, async (request) =>
      signIn.login(request.body.username, request.body.password, clientOf(request)),
    );

    route(app, api.newPassword, {}, async (request) =>
      signIn.changeTemporaryPassword(
        request.body.challenge,
        request.body.newPassword,
        clientOf(request),
      ),
    );

    route(app, api.totpSetup, {}, async (request) => signIn.beginEnrolment(request.body.challenge));

    route(app, api.totpConfirm, {}, async (request) =>
      signIn.confirmEnrolment(request.body.challenge, request.body.code, clientOf(request)),
    );

    route(app, api.code, {}, async (request) =>
      signIn.submitCode(request.body.challenge, request.body.code, clientOf(request)),
    );
  };

/** Registered inside the guarded admin scope. */
export const adminSessionRoutes =
  (adminAuth: AdminAuthService): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { config: { minRole: 'viewer' } } as const;

    route(app, api.logout, read, async (request, reply) => {
      const token = bearerToken(request);
      if (token) await adminAuth.logout(token, currentStaff(request));
      return reply.code(204).send();
    });

    route(app, api.session, read, async (request) => {
      const { username, role } = currentAdmin(request);
      return { username, role };
    });
  };
