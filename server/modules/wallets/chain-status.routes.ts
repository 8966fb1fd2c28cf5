import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import type { ChainSync } from './chain-sync.service';

/** Registered inside the guarded admin scope: the follower's state, for every staff role. */
export const chainStatusRoutes =
  (sync: ChainSync): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoints.adminWallets.chainStatus, { config: { minRole: 'viewer' } }, async () =>
      sync.status(),
    );
  };
