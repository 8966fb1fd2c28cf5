import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParam, walletIdParam } from '@schemas/admin-detail';
import {
  adminWithdrawal,
  adminWithdrawalList,
  completeWithdrawalInput,
  rejectWithdrawalInput,
  withdrawalIdParam,
  withdrawalQueue,
  withdrawalQueueQuery,
} from '@schemas/admin-withdrawals';
import { errorResponse } from '@schemas/common';
import { currentAdmin, currentStaff } from '../../plugins/admin-auth';
import type { WithdrawalsService } from './withdrawals.service';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse } as const;

/** Registered inside the guarded admin scope: reads for viewers, moves for operators. */
export const adminWithdrawalsRoutes =
  (withdrawals: WithdrawalsService): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { minRole: 'viewer' } as const;
    const move = { minRole: 'operator' } as const;

    app.get(
      '/api/admin/user-withdrawals/:userId',
      {
        config: read,
        schema: { params: userIdParam, response: { 200: adminWithdrawalList, ...errors } },
      },
      async (request) => withdrawals.listForAdmin({ userId: request.params.userId }),
    );

    app.get(
      '/api/admin/wallet-withdrawals/:walletId',
      {
        config: read,
        schema: { params: walletIdParam, response: { 200: adminWithdrawalList, ...errors } },
      },
      async (request) => withdrawals.listForAdmin({ walletId: request.params.walletId }),
    );

    app.get(
      '/api/admin/withdrawals',
      {
        config: read,
        schema: {
          querystring: withdrawalQueueQuery,
          response: { 200: withdrawalQueue, ...errors },
        },
      },
      async (request) => withdrawals.queue(request.query, currentAdmin(request).id),
    );

    app.get(
      '/api/admin/withdrawals/:id',
      {
        config: read,
        schema: { params: withdrawalIdParam, response: { 200: adminWithdrawal, ...errors } },
      },
      async (request) => withdrawals.order(request.params.id),
    );

    app.post(
      '/api/admin/withdrawals/:id/approve',
      {
        config: move,
        schema: { params: withdrawalIdParam, response: { 200: adminWithdrawal, ...errors } },
      },
      async (request) => withdrawals.approve(request.params.id, currentStaff(request)),
    );

    app.post(
      '/api/admin/withdrawals/:id/complete',
      {
        config: move,
        schema: {
          params: withdrawalIdParam,
          // Optional so that a missing body gets the same clear answer as a missing hash.
          body: completeWithdrawalInput.nullish(),
          response: { 200: adminWithdrawal, 502: errorResponse, ...errors },
        },
      },
      async (request) =>
        withdrawals.complete(request.params.id, currentStaff(request), request.body?.payoutTxHash),
    );

    app.post(
      '/api/admin/withdrawals/:id/reject',
      {
        config: move,
        schema: {
          params: withdrawalIdParam,
          body: rejectWithdrawalInput,
          response: { 200: adminWithdrawal, ...errors },
        },
      },
      async (request) => withdrawals.reject(request.params.id, currentStaff(request), request.body),
    );
  };
