import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import type { AdminListsService } from './admin-lists.service';
import type { AdminStatsService } from './admin-stats.service';

/** The dashboard's statistics and its Usuarios, Carteras and Búsqueda lists (guarded admin scope). */
export const adminListsRoutes =
  (lists: AdminListsService, stats: AdminStatsService): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { config: { minRole: 'viewer' } } as const;

    route(app, endpoints.adminUsers.stats, read, async () => stats.read());

    route(app, endpoints.adminUsers.list, read, async (request) => lists.users(request.query));

    route(app, endpoints.adminWallets.list, read, async (request) => lists.wallets(request.query));

    route(app, endpoints.adminUsers.search, read, async (request) => lists.search(request.query));
  };
