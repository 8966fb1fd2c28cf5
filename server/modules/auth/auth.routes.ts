import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import {
  clearSessionCookie,
  deviceCookie,
  setDeviceCookie,
  sessionToken,
  setSessionCookie,
} from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import type { AuthService } from './auth.service';

const api = endpoints.auth;

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.login, {}, async (request, reply) => {
      const { token, expiresAt, user, deviceId } = await auth.login(
        request.body.email,
        request.body.password,
        request.ip,
        { userAgent: request.headers['user-agent'], deviceId: deviceCookie(request) },
      );
      setSessionCookie(request, reply, token, expiresAt);
      setDeviceCookie(request, reply, deviceId);
      return auth.view(user);
    });

    route(app, api.logout, {}, async (request, reply) => {
      const token = sessionToken(request);
      if (token) await auth.logout(token);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    });

    route(
      app,
      api.user,
      {
        // Checks the session in its own query (the guard's rule, and it records the use) and
        // answers what toCurrentUser builds (typed CurrentUser), sent as built
        // (docs/decisions/web-speed.md#hot-reads-sent-as-built).
        serializerCompiler: trustedJson,
      },
      async (request) => auth.currentForSession(sessionToken(request)),
    );
  };
