import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressParam,
  adminChainTransaction,
  adminWallet,
  chainBalance,
  userIdParam,
  walletIdParam,
} from '@schemas/admin-detail';
import { errorResponse } from '@schemas/common';
import type { WalletAdminService } from './wallet-admin.service';

const errors = { 400: errorResponse, 404: errorResponse } as const;
const chainErrors = { ...errors, 502: errorResponse } as const;

/** Registered inside the guarded admin scope; every read is allowed to viewers. */
export const walletAdminRoutes =
  (wallets: WalletAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { minRole: 'viewer' } as const;

    app.get(
      '/api/admin/wallets/:walletId',
      { config, schema: { params: walletIdParam, response: { 200: adminWallet, ...errors } } },
      async (request) => wallets.get(request.params.walletId),
    );

    app.get(
      '/api/admin/user-wallets/:userId',
      {
        config,
        schema: { params: userIdParam, response: { 200: z.array(adminWallet), ...errors } },
      },
      async (request) => wallets.ofUser(request.params.userId),
    );

    app.get(
      '/api/admin/wallet-blockchain-balance/:address',
      { config, schema: { params: addressParam, response: { 200: chainBalance, ...chainErrors } } },
      async (request) => wallets.balance(request.params.address),
    );

    app.get(
      '/api/admin/wallet-blockchain-transactions/:address',
      {
        config,
        schema: {
          params: addressParam,
          response: { 200: z.array(adminChainTransaction), ...chainErrors },
        },
      },
      async (request) => wallets.transactions(request.params.address),
    );
  };
