import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import { currentUser, type RequireUser, sessionToken } from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import type { WithdrawalsService } from './withdrawals.service';

const api = endpoints.withdrawals;

export const withdrawalsRoutes =
  (withdrawals: WithdrawalsService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      api.list,
      {
        // Checks the session in its own query (the guard's rule, and it records the use) and
        // answers what toListItem builds (typed WithdrawalListItem), sent as built
        // (docs/decisions/web-speed.md#hot-reads-sent-as-built).
        serializerCompiler: trustedJson,
      },
      async (request) => withdrawals.listForSession(sessionToken(request)),
    );

    route(app, api.checkDestination, { onRequest: requireUser }, async (request) =>
      withdrawals.checkDestination(currentUser(request), request.body),
    );

    route(app, api.create, { onRequest: requireUser }, async (request, reply) => {
      const created = await withdrawals.create(currentUser(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send(created);
    });

    route(app, api.cancel, { onRequest: requireUser }, async (request) =>
      withdrawals.cancel(currentUser(request), request.params.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    );
  };
