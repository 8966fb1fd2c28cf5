import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ID_PHOTO_MIN_ROLE } from '@schemas/admin-roles';
import { endpoints } from '@schemas/endpoints';
import { currentStaff } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { UserAdminService } from './user-admin.service';

const api = endpoints.adminUsers;

/** Registered inside the guarded admin scope. */
export const userAdminRoutes =
  (users: UserAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.get, { config: { minRole: 'viewer' } }, async (request) =>
      users.get(request.params.userId),
    );

    route(app, api.verify, { config: { minRole: 'operator' } }, async (request) =>
      users.verify(request.params.userId, currentStaff(request)),
    );

    route(app, api.unverify, { config: { minRole: 'operator' } }, async (request) =>
      users.unverify(request.params.userId, currentStaff(request)),
    );

    route(app, api.idPhotoRequest, { config: { minRole: 'operator' } }, async (request) =>
      users.requestIdPhoto(request.params.userId, request.body, currentStaff(request)),
    );

    route(app, api.idPhotoHistory, { config: { minRole: ID_PHOTO_MIN_ROLE } }, async (request) =>
      users.idPhotoHistory(request.params.userId),
    );

    route(app, api.identitiesToVerify, { config: { minRole: 'viewer' } }, async () =>
      users.identitiesToVerify(),
    );

    route(app, api.endSessions, { config: { minRole: 'owner' } }, async (request) =>
      users.endSessions(request.params.userId, currentStaff(request)),
    );
  };
