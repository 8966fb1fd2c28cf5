import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@schemas/common';
import { idPhotoInput, profile, profileInput } from '@schemas/profile';
import { currentUser, type RequireUser } from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import { toProfile } from './profile-view';
import type { ProfileService } from './profile.service';

export const profileRoutes =
  (profiles: ProfileService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);

    // Built by toProfile (typed Profile): sent as built (docs/decisions/web-speed.md#hot-reads-sent-as-built).
    app.get(
      '/api/profile',
      { schema: { response: { 200: profile } }, serializerCompiler: trustedJson },
      async (request) => toProfile(currentUser(request)),
    );

    app.put(
      '/api/profile',
      { schema: { body: profileInput, response: { 200: profile, 400: errorResponse } } },
      async (request) => profiles.update(currentUser(request).id, request.body),
    );

    app.put(
      '/api/profile/id-photo',
      {
        schema: {
          body: idPhotoInput,
          response: { 200: profile, 400: errorResponse, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) => profiles.saveIdPhoto(currentUser(request).id, request.body),
    );
  };
