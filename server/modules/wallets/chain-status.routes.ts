import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chainStatus } from '@schemas/chain-status';
import type { ChainSync } from './chain-sync.service';

/** Registered inside the guarded admin scope: the follower's state, for every staff role. */
export const chainStatusRoutes =
  (sync: ChainSync): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/chain-status',
      { config: { minRole: 'viewer' }, schema: { response: { 200: chainStatus } } },
      async () => sync.status(),
    );
  };
