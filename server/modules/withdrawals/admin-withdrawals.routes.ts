import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin, currentStaff } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { WithdrawalsService } from './withdrawals.service';

const api = endpoints.adminWithdrawals;

/** Registered inside the guarded admin scope: reads for viewers, moves for operators. */
export const adminWithdrawalsRoutes =
  (withdrawals: WithdrawalsService): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { config: { minRole: 'viewer' } } as const;
    const move = { config: { minRole: 'operator' } } as const;

    route(app, api.ofUser, read, async (request) =>
      withdrawals.listForAdmin({ userId: request.params.userId }),
    );

    route(app, api.ofWallet, read, async (request) =>
      withdrawals.listForAdmin({ walletId: request.params.walletId }),
    );

    route(app, api.queue, read, async (request) =>
      withdrawals.queue(request.query, currentAdmin(request).id),
    );

    route(app, api.get, read, async (request) => withdrawals.order(request.params.id));

    route(app, api.approve, move, async (request) =>
      withdrawals.approve(request.params.id, currentStaff(request)),
    );

    route(app, api.complete, move, async (request) =>
      withdrawals.complete(request.params.id, currentStaff(request), request.body?.payoutTxHash),
    );

    route(app, api.reject, move, async (request) =>
      withdrawals.reject(request.params.id, currentStaff(request), request.body),
    );
  };
