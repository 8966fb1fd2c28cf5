import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { ID_PHOTO_MIN_ROLE } from '@schemas/admin-roles';
import { endpoints } from '@schemas/endpoints';
import { bearerToken, requireRole } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import { staffActor } from '../audit/staff-actor';
import { currentUser, type RequireUser, sessionToken } from '../../plugins/session';
import type { AdminAuthService } from '../staff/admin-auth.service';
import type { AuthService } from '../auth/auth.service';
import type { ObjectsService, Viewer } from './objects.service';

const api = endpoints.objects;

export interface ObjectsRouteDeps {
  objects: ObjectsService;
  requireUser: RequireUser;
  auth: AuthService;
  adminAuth: AdminAuthService;
}

export const objectsRoutes =
  ({ objects, requireUser, auth, adminAuth }: ObjectsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * Photos are read by their owner (session) and by staff allowed to see ID photos (bearer, as
     * the panel fetches them); a weaker role gets the guard's 403, kept in the activity log.
     */
    const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
      const token = bearerToken(request);
      const admin = token ? await adminAuth.adminForToken(token) : undefined;
      if (admin) {
        await requireRole(adminAuth, admin, ID_PHOTO_MIN_ROLE, 'GET /api/objects/:id', request.ip);
        return { kind: 'admin', staff: staffActor(admin, request.ip) };
      }
      const sid = sessionToken(request);
      const user = sid ? await auth.userForSession(sid) : undefined;
      return user ? { kind: 'user', userId: user.id } : undefined;
    };

    route(app, api.upload, { onRequest: requireUser }, async (request) => {
      const { uploadURL } = await objects.createUploadUrl(currentUser(request).id);
      return { uploadURL };
    });

    await app.register(async (scope) => {
      const uploads = scope.withTypeProvider<ZodTypeProvider>();
      // The body is the file itself, whatever type it claims: the service reads it as a stream
      // and decides by its content, so no parser here buffers or rejects it.
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

      route(
        uploads,
        api.receive,
        { onRequest: requireUser, config: { bodyDeadline: 'upload' } },
        async (request) => {
          const length = request.headers['content-length'];
          return objects.receiveUpload(
            currentUser(request).id,
            request.params.id,
            // Stopping early (too large, wrong type) must not destroy the socket before the
            // answer goes out; Node discards whatever the client still sends.
            ((request.body as Readable | undefined) ?? Readable.from([])).iterator({
              destroyOnReturn: false,
            }),
            length === undefined ? undefined : Number(length),
          );
        },
      );
    });

    route(app, api.get, {}, async (request, reply) => {
      const photo = await objects.openForViewer(request.params.id, await viewerOf(request));
      reply
        .type(photo.contentType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (photo.size !== null) reply.header('content-length', photo.size);
      return reply.send(photo.body);
    });
  };
