import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userListQuery } from '@schemas/admin-list-filters';
import { adminSearchQuery, adminUserPage } from '@schemas/admin-users';
import { adminWalletPage } from '@schemas/admin-wallets';
import { errorResponse } from '@schemas/common';
import { pageQuery } from '@schemas/paging';
import type { AdminListsService } from './admin-lists.service';

/** The dashboard's Usuarios, Carteras and Búsqueda lists (guarded admin scope). */
export const adminListsRoutes =
  (lists: AdminListsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users',
      {
        config: { minRole: 'viewer' },
        schema: {
          querystring: userListQuery,
          response: { 200: adminUserPage, 400: errorResponse },
        },
      },
      async (request) => lists.users(request.query),
    );

    app.get(
      '/api/admin/wallets',
      {
        config: { minRole: 'viewer' },
        schema: { querystring: pageQuery, response: { 200: adminWalletPage, 400: errorResponse } },
      },
      async (request) => lists.wallets(request.query),
    );

    app.get(
      '/api/admin/search',
      {
        config: { minRole: 'viewer' },
        schema: {
          querystring: adminSearchQuery,
          response: { 200: adminUserPage, 400: errorResponse },
        },
      },
      async (request) => lists.search(request.query),
    );
  };
