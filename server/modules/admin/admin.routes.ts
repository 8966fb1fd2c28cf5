import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginInput, adminLoginResponse, adminSession, adminStats } from '@schemas/admin';
import { errorResponse } from '@schemas/common';
import { bearerToken, currentAdmin, currentStaff } from '../../plugins/admin-auth';
import type { AdminAuthService } from './admin-auth.service';
import type { AdminStatsService } from './admin-stats.service';

/** Admin sign-in: the only /api/admin route outside the guard. */
export const adminLoginRoutes =
  (adminAuth: AdminAuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/login',
      {
        schema: {
          body: adminLoginInput,
          response: { 200: adminLoginResponse, 401: errorResponse, 429: errorResponse },
        },
      },
      async (request) => adminAuth.login(request.body.username, request.body.password, request.ip),
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
