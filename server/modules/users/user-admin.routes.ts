import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUser,
  endedSessions,
  identitiesToVerify,
  idPhotoHistory,
  idPhotoRequestInput,
  userIdParam,
} from '@schemas/admin-detail';
import { ID_PHOTO_MIN_ROLE } from '@schemas/admin-roles';
import { errorResponse } from '@schemas/common';
import { currentStaff } from '../../plugins/admin-auth';
import type { UserAdminService } from './user-admin.service';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse } as const;

/** Registered inside the guarded admin scope. */
export const userAdminRoutes =
  (users: UserAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users/:userId',
      {
        config: { minRole: 'viewer' },
        schema: { params: userIdParam, response: { 200: adminUser, ...errors } },
      },
      async (request) => users.get(request.params.userId),
    );

    app.post(
      '/api/admin/verify-user/:userId',
      {
        config: { minRole: 'operator' },
        schema: { params: userIdParam, response: { 200: adminUser, ...errors } },
      },
      async (request) => users.verify(request.params.userId, currentStaff(request)),
    );

    app.post(
      '/api/admin/unverify-user/:userId',
      {
        config: { minRole: 'operator' },
        schema: { params: userIdParam, response: { 200: adminUser, ...errors } },
      },
      async (request) => users.unverify(request.params.userId, currentStaff(request)),
    );

    app.post(
      '/api/admin/users/:userId/id-photo-request',
      {
        config: { minRole: 'operator' },
        schema: {
          params: userIdParam,
          body: idPhotoRequestInput,
          response: { 200: adminUser, ...errors },
        },
      },
      async (request) =>
        users.requestIdPhoto(request.params.userId, request.body, currentStaff(request)),
    );

    app.get(
      '/api/admin/users/:userId/id-photo-history',
      {
        config: { minRole: ID_PHOTO_MIN_ROLE },
        schema: { params: userIdParam, response: { 200: idPhotoHistory, ...errors } },
      },
      async (request) => users.idPhotoHistory(request.params.userId),
    );

    app.get(
      '/api/admin/identities-to-verify',
      { config: { minRole: 'viewer' }, schema: { response: { 200: identitiesToVerify } } },
      async () => users.identitiesToVerify(),
    );

    app.post(
      '/api/admin/users/:userId/end-sessions',
      {
        config: { minRole: 'owner' },
        schema: { params: userIdParam, response: { 200: endedSessions, ...errors } },
      },
      async (request) => users.endSessions(request.params.userId, currentStaff(request)),
    );
  };
