import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, uuidParam } from '@schemas/common';
import { refreshAllResult, transactionList, walletList, walletView } from '@schemas/wallets';
import { currentUser, type RequireUser, sessionToken } from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import { toTransactionView, toWalletView } from './wallet-view';
import type { WalletsService } from './wallets.service';

const errors = { 404: errorResponse, 429: errorResponse, 502: errorResponse };

export const walletsRoutes =
  (wallets: WalletsService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    // Checks the session itself (same rule as requireUser) to save a round trip. The dashboard's
    // most frequent call: its answer is built by toWalletView (typed WalletView), so it is sent
    // as it is instead of being checked against the schema again (docs/decisions/web-speed.md).
    app.get(
      '/api/wallets',
      {
        schema: { response: { 200: walletList, 401: errorResponse } },
        serializerCompiler: trustedJson,
      },
      async (request) => (await wallets.listForSession(sessionToken(request))).map(toWalletView),
    );

    app.post(
      '/api/wallets/refresh-all',
      { preHandler: requireUser, schema: { response: { 200: refreshAllResult, ...errors } } },
      async (request) => {
        const result = await wallets.refreshAll(currentUser(request).email);
        return { ...result, wallets: result.wallets.map(toWalletView) };
      },
    );

    app.get(
      '/api/wallets/:id',
      {
        preHandler: requireUser,
        schema: { params: uuidParam, response: { 200: walletView, ...errors } },
      },
      async (request) =>
        toWalletView(await wallets.get(currentUser(request).email, request.params.id)),
    );

    app.post(
      '/api/wallets/:id/refresh',
      {
        preHandler: requireUser,
        schema: { params: uuidParam, response: { 200: walletView, ...errors } },
      },
      async (request) =>
        toWalletView(await wallets.refresh(currentUser(request).email, request.params.id)),
    );

    app.get(
      '/api/wallets/:id/transactions',
      {
        preHandler: requireUser,
        schema: { params: uuidParam, response: { 200: transactionList, ...errors } },
      },
      async (request) =>
        (await wallets.transactions(currentUser(request).email, request.params.id)).map(
          toTransactionView,
        ),
    );
  };
