import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser as currentUserSchema, loginInput } from '@schemas/auth';
import { errorResponse } from '@schemas/common';
import {
  clearSessionCookie,
  currentUser,
  deviceCookie,
  type RequireUser,
  setDeviceCookie,
  sessionToken,
  setSessionCookie,
} from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import type { AuthService } from './auth.service';

export const authRoutes =
  (auth: AuthService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/login',
      {
        schema: {
          body: loginInput,
          response: { 200: currentUserSchema, 401: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const { token, expiresAt, user, deviceId } = await auth.login(
          request.body.email,
          request.body.password,
          request.ip,
          { userAgent: request.headers['user-agent'], deviceId: deviceCookie(request) },
        );
        setSessionCookie(request, reply, token, expiresAt);
        setDeviceCookie(request, reply, deviceId);
        return auth.view(user);
      },
    );

    app.post('/api/logout', async (request, reply) => {
      const token = sessionToken(request);
      if (token) await auth.logout(token);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    });

    app.get(
      '/api/user',
      {
        preHandler: requireUser,
        schema: { response: { 200: currentUserSchema } },
        // Built by toCurrentUser (typed CurrentUser): sent as built (docs/decisions/web-speed.md#hot-reads-sent-as-built).
        serializerCompiler: trustedJson,
      },
      async (request) => auth.view(currentUser(request)),
    );
  };
