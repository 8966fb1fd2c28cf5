import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin, currentStaff } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { SavedViewsService, ViewRequester } from './saved-views.service';

const api = endpoints.savedViews;

const requester = (request: FastifyRequest): ViewRequester => ({
  staff: currentAdmin(request),
  actor: currentStaff(request),
});

/** Saved views of the admin lists, for every staff member (guarded admin scope). */
export const savedViewsRoutes =
  (views: SavedViewsService): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { config: { minRole: 'viewer' } } as const;

    route(app, api.list, read, async (request) =>
      views.list(request.query.list, requester(request)),
    );

    route(app, api.create, read, async (request) => views.create(request.body, requester(request)));

    route(app, api.remove, read, async (request) =>
      views.remove(request.params.id, requester(request)),
    );
  };
