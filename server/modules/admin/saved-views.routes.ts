import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@schemas/common';
import {
  deletedView,
  savedView,
  savedViewInput,
  savedViewList,
  savedViewListQuery,
  savedViewParams,
} from '@schemas/saved-views';
import { currentAdmin, currentStaff } from '../../plugins/admin-auth';
import type { SavedViewsService, ViewRequester } from './saved-views.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

const requester = (request: FastifyRequest): ViewRequester => ({
  staff: currentAdmin(request),
  actor: currentStaff(request),
});

/** Saved views of the admin lists, for every staff member (guarded admin scope). */
export const savedViewsRoutes =
  (views: SavedViewsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/views',
      {
        config: { minRole: 'viewer' },
        schema: { querystring: savedViewListQuery, response: { 200: savedViewList, ...errors } },
      },
      async (request) => views.list(request.query.list, requester(request)),
    );

    app.post(
      '/api/admin/views',
      {
        config: { minRole: 'viewer' },
        schema: { body: savedViewInput, response: { 200: savedView, ...errors } },
      },
      async (request) => views.create(request.body, requester(request)),
    );

    app.delete(
      '/api/admin/views/:id',
      {
        config: { minRole: 'viewer' },
        schema: { params: savedViewParams, response: { 200: deletedView, ...errors } },
      },
      async (request) => views.remove(request.params.id, requester(request)),
    );
  };
