import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import { currentUser, type RequireUser, sessionToken } from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import type { ProfileService } from './profile.service';

const api = endpoints.profile;

export const profileRoutes =
  (profiles: ProfileService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    // Checks the session in its own query (the guard's rule, and it records the use) and answers
    // what toProfile builds (typed Profile), sent as built
    // (docs/decisions/web-speed.md#hot-reads-sent-as-built).
    route(app, api.get, { serializerCompiler: trustedJson }, async (request) =>
      profiles.viewForSession(sessionToken(request)),
    );

    route(app, api.update, { onRequest: requireUser }, async (request) =>
      profiles.update(currentUser(request).id, request.body),
    );

    route(app, api.idPhoto, { onRequest: requireUser }, async (request) =>
      profiles.saveIdPhoto(currentUser(request).id, request.body),
    );
  };
