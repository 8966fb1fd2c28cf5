import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountActivity, endedSessions } from '@schemas/payout-safety';
import { currentUser, sessionToken, type RequireUser } from '../../plugins/session';
import { unauthorized } from '../../errors';
import type { AccountService } from './account.service';

/** docs/product/payout-safety.md#new-device-alerts: 'Actividad reciente' and 'Cerrar las demás sesiones'. */
export const accountActivityRoutes =
  (account: AccountService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/activity',
      { onRequest: requireUser, schema: { response: { 200: accountActivity } } },
      async (request) => account.activity(currentUser(request).id),
    );

    app.post(
      '/api/account/sessions/end-others',
      { onRequest: requireUser, schema: { response: { 200: endedSessions } } },
      async (request) => {
        const token = sessionToken(request);
        if (!token) throw unauthorized();
        return account.endOtherSessions(currentUser(request).id, token, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      },
    );
  };
