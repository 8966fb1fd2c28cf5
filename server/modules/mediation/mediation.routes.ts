import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { Actor, MediationService } from './mediation.service';

const api = endpoints.adminMediation;

const actorOf = (request: FastifyRequest): Actor => ({
  actor: `admin:${currentAdmin(request).username}`,
  ip: request.ip,
  owner: currentAdmin(request).role === 'owner',
});

/** The mediation board, invitations and documents; registered inside the guarded admin scope. */
export const mediationRoutes =
  (mediation: MediationService): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { config: { minRole: 'viewer' } } as const;
    const act = { config: { minRole: 'operator' } } as const;

    route(app, api.stats, read, async () => mediation.stats());

    route(app, api.cases, read, async (request) =>
      mediation.list(request.params.stageId, request.query, currentAdmin(request).id),
    );

    route(app, api.move, act, async (request) =>
      mediation.move(request.params.userId, request.body, actorOf(request)),
    );

    route(app, api.invite, act, async (request) =>
      mediation.invite(request.body, actorOf(request)),
    );

    route(app, api.remove, act, async (request) =>
      mediation.remove(request.params.userId, actorOf(request)),
    );

    route(app, api.sendDocuments, act, async (request) =>
      mediation.sendDocuments(request.body, actorOf(request)),
    );

    route(app, api.testDocumentsTarget, act, async () => ({
      email: mediation.testDocumentsAddress(),
    }));

    route(app, api.sendTestDocuments, act, async (request) =>
      mediation.sendTestDocuments(actorOf(request)),
    );

    route(app, api.addNote, act, async (request, reply) =>
      reply
        .code(201)
        .send(await mediation.addNote(request.params.userId, request.body.text, actorOf(request))),
    );

    route(app, api.timeline, read, async (request) =>
      mediation.timeline(request.params.userId, request.query),
    );
  };
