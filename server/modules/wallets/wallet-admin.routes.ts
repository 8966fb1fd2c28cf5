import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import type { WalletAdminService } from './wallet-admin.service';

const api = endpoints.adminWallets;

/** Registered inside the guarded admin scope; every read is allowed to viewers. */
export const walletAdminRoutes =
  (wallets: WalletAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { config: { minRole: 'viewer' } } as const;

    route(app, api.get, read, async (request) => wallets.get(request.params.walletId));

    route(app, api.ofUser, read, async (request) => wallets.ofUser(request.params.userId));

    route(app, api.chainBalance, read, async (request) => wallets.balance(request.params.address));

    route(app, api.chainTransactions, read, async (request) =>
      wallets.transactions(request.params.address),
    );
  };
