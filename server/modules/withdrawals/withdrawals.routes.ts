import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@schemas/common';
import { createWithdrawalInput, createdWithdrawal, withdrawalList } from '@schemas/withdrawals';
import { currentUser, type RequireUser } from '../../plugins/session';
import type { WithdrawalsService } from './withdrawals.service';

export const withdrawalsRoutes =
  (withdrawals: WithdrawalsService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/withdrawals',
      { onRequest: requireUser, schema: { response: { 200: withdrawalList } } },
      async (request) => withdrawals.list(currentUser(request)),
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
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const created = await withdrawals.create(currentUser(request), request.body);
        return reply.code(201).send(created);
      },
    );
  };
