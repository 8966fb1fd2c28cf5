import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser as currentUserSchema, loginInput } from '@schemas/auth';
import { errorResponse } from '@schemas/common';
import {
  clearSessionCookie,
  currentUser,
  type RequireUser,
  sessionToken,
  setSessionCookie,
} from '../../plugins/session';
import type { AuthService } from './auth.service';
import { toCurrentUser } from './user-view';

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
        const { token, expiresAt, user } = await auth.login(
          request.body.email,
          request.body.password,
          request.ip,
        );
        setSessionCookie(request, reply, token, expiresAt);
        return toCurrentUser(user);
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
      { preHandler: requireUser, schema: { response: { 200: currentUserSchema } } },
      async (request) => toCurrentUser(currentUser(request)),
    );
  };
