import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import { currentUser, type RequireUser, sessionToken } from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import { toTransactionView, toWalletView } from './wallet-view';
import type { WalletsService } from './wallets.service';

const api = endpoints.wallets;

export const walletsRoutes =
  (wallets: WalletsService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    // Checks the session itself (same rule as requireUser) to save a round trip. The dashboard's
    // most frequent call: its answer is built by toWalletView (typed WalletView), so it is sent
    // as it is instead of being checked against the schema again (docs/decisions/web-speed.md).
    route(app, api.list, { serializerCompiler: trustedJson }, async (request) =>
      (await wallets.listForSession(sessionToken(request))).map(toWalletView),
    );

    route(app, api.refreshAll, { preHandler: requireUser }, async (request) => {
      const result = await wallets.refreshAll(currentUser(request).email);
      return { ...result, wallets: result.wallets.map(toWalletView) };
    });

    route(app, api.get, { preHandler: requireUser }, async (request) =>
      toWalletView(await wallets.get(currentUser(request).email, request.params.id)),
    );

    route(app, api.refresh, { preHandler: requireUser }, async (request) =>
      toWalletView(await wallets.refresh(currentUser(request).email, request.params.id)),
    );

    route(app, api.transactions, { preHandler: requireUser }, async (request) =>
      (await wallets.transactions(currentUser(request).email, request.params.id)).map(
        toTransactionView,
      ),
    );
  };
