import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginInput, adminSession, adminStats } from '@schemas/admin';
import {
  adminSignedIn,
  adminSignInResult,
  challengeInput,
  newPasswordInput,
  secondFactorInput,
  totpEnrolInput,
  totpSetup,
} from '@schemas/admin-sign-in';
import { errorResponse } from '@schemas/common';
import { bearerToken, currentAdmin, currentStaff } from '../../plugins/admin-auth';
import type { AdminAuthService, ClientInfo } from './admin-auth.service';
import type { AdminSignInService } from './admin-sign-in.service';
import type { AdminStatsService } from './admin-stats.service';

/** Where the request came from, kept with the session it opens. */
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const signInErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

/** Staff sign-in and its steps: the only /api/admin routes outside the guard. */
export const adminLoginRoutes =
  (signIn: AdminSignInService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/login',
      { schema: { body: adminLoginInput, response: { 200: adminSignInResult, ...signInErrors } } },
      async (request) =>
        signIn.login(request.body.username, request.body.password, clientOf(request)),
    );

    app.post(
      '/api/admin/login/new-password',
      { schema: { body: newPasswordInput, response: { 200: adminSignInResult, ...signInErrors } } },
      async (request) =>
        signIn.changeTemporaryPassword(
          request.body.challenge,
          request.body.newPassword,
          clientOf(request),
        ),
    );

    app.post(
      '/api/admin/login/totp-setup',
      { schema: { body: challengeInput, response: { 200: totpSetup, ...signInErrors } } },
      async (request) => signIn.beginEnrolment(request.body.challenge),
    );

    app.post(
      '/api/admin/login/totp-setup/confirm',
      { schema: { body: totpEnrolInput, response: { 200: adminSignedIn, ...signInErrors } } },
      async (request) =>
        signIn.confirmEnrolment(request.body.challenge, request.body.code, clientOf(request)),
    );

    app.post(
      '/api/admin/login/code',
      { schema: { body: secondFactorInput, response: { 200: adminSignedIn, ...signInErrors } } },
      async (request) =>
        signIn.submitCode(request.body.challenge, request.body.code, clientOf(request)),
    );
  };

/** Registered inside the guarded admin scope. */
export const adminSessionRoutes =
  (adminAuth: AdminAuthService, stats: AdminStatsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/admin/logout', { config: { minRole: 'viewer' } }, async (request, reply) => {
      const token = bearerToken(request);
      if (token) await adminAuth.logout(token, currentStaff(request));
      return reply.code(204).send();
    });

    app.get(
      '/api/admin/session',
      { config: { minRole: 'viewer' }, schema: { response: { 200: adminSession } } },
      async (request) => {
        const { username, role } = currentAdmin(request);
        return { username, role };
      },
    );

    app.get(
      '/api/admin/stats',
      { config: { minRole: 'viewer' }, schema: { response: { 200: adminStats } } },
      async () => stats.read(),
    );
  };
