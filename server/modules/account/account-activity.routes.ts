import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import { currentUser, sessionToken, type RequireUser } from '../../plugins/session';
import { unauthorized } from '../../errors';
import type { AccountService } from './account.service';

const api = endpoints.account;

/** docs/product/payout-safety.md#new-device-alerts: 'Actividad reciente' and 'Cerrar las demás sesiones'. */
export const accountActivityRoutes =
  (account: AccountService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.activity, { onRequest: requireUser }, async (request) =>
      account.activity(currentUser(request).id),
    );

    route(app, api.endOtherSessions, { onRequest: requireUser }, async (request) => {
      const token = sessionToken(request);
      if (!token) throw unauthorized();
      return account.endOtherSessions(currentUser(request).id, token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    });
  };
