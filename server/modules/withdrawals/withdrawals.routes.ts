import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@schemas/common';
import {
  createWithdrawalInput,
  createdWithdrawal,
  destinationCheck,
  destinationCheckInput,
  withdrawalList,
  withdrawalListItem,
} from '@schemas/withdrawals';
import { withdrawalIdParam } from '@schemas/admin-withdrawals';
import { currentUser, type RequireUser } from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import type { WithdrawalsService } from './withdrawals.service';

export const withdrawalsRoutes =
  (withdrawals: WithdrawalsService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/withdrawals',
      {
        onRequest: requireUser,
        schema: { response: { 200: withdrawalList } },
        // Built by toListItem (typed WithdrawalListItem): sent as built (docs/decisions/web-speed.md#hot-reads-sent-as-built).
        serializerCompiler: trustedJson,
      },
      async (request) => withdrawals.list(currentUser(request)),
    );

    app.post(
      '/api/withdrawals/destination-check',
      {
        onRequest: requireUser,
        schema: {
          body: destinationCheckInput,
          response: { 200: destinationCheck, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => withdrawals.checkDestination(currentUser(request), request.body),
    );

    app.post(
      '/api/withdrawals',
      {
        onRequest: requireUser,
        schema: {
          body: createWithdrawalInput,
          response: {
            201: createdWithdrawal,
            400: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const created = await withdrawals.create(currentUser(request), request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return reply.code(201).send(created);
      },
    );

    app.post(
      '/api/withdrawals/:id/cancel',
      {
        onRequest: requireUser,
        schema: {
          params: withdrawalIdParam,
          response: {
            200: withdrawalListItem,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request) =>
        withdrawals.cancel(currentUser(request), request.params.id, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
    );
  };
