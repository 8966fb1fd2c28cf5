import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@schemas/common';
import {
  caseNoteInput,
  mediationCasePage,
  mediationMembership,
  mediationStageParams,
  mediationStats,
  mediationUserInput,
  mediationUserParams,
  moveCaseInput,
  movedCase,
  sentDocuments,
  sentTestDocuments,
  testDocumentsTarget,
  stageListQuery,
  timelineEntry,
  timelinePage,
} from '@schemas/mediation';
import { pageQuery } from '@schemas/paging';
import { currentAdmin } from '../../plugins/admin-auth';
import type { Actor, MediationService } from './mediation.service';

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  502: errorResponse,
} as const;

const actorOf = (request: FastifyRequest): Actor => ({
  actor: `admin:${currentAdmin(request).username}`,
  ip: request.ip,
  owner: currentAdmin(request).role === 'owner',
});

/** The mediation board, invitations and documents; registered inside the guarded admin scope. */
export const mediationRoutes =
  (mediation: MediationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/mediation-stats',
      { config: { minRole: 'viewer' }, schema: { response: { 200: mediationStats } } },
      async () => mediation.stats(),
    );

    app.get(
      '/api/admin/mediation-users/:stageId',
      {
        config: { minRole: 'viewer' },
        schema: {
          params: mediationStageParams,
          querystring: stageListQuery,
          response: { 200: mediationCasePage, ...errors },
        },
      },
      async (request) =>
        mediation.list(request.params.stageId, request.query, currentAdmin(request).id),
    );

    app.put(
      '/api/admin/mediation-status/:userId',
      {
        config: { minRole: 'operator' },
        schema: {
          params: mediationUserParams,
          body: moveCaseInput,
          response: { 200: movedCase, ...errors },
        },
      },
      async (request) => mediation.move(request.params.userId, request.body, actorOf(request)),
    );

    app.post(
      '/api/admin/invite-to-mediation',
      {
        config: { minRole: 'operator' },
        schema: { body: mediationUserInput, response: { 200: mediationMembership, ...errors } },
      },
      async (request) => mediation.invite(request.body, actorOf(request)),
    );

    app.delete(
      '/api/admin/select-for-mediation/:userId',
      {
        config: { minRole: 'operator' },
        schema: { params: mediationUserParams, response: { 200: mediationMembership, ...errors } },
      },
      async (request) => mediation.remove(request.params.userId, actorOf(request)),
    );

    app.post(
      '/api/admin/send-mediation-documents',
      {
        config: { minRole: 'operator' },
        schema: { body: mediationUserInput, response: { 200: sentDocuments, ...errors } },
      },
      async (request) => mediation.sendDocuments(request.body, actorOf(request)),
    );

    app.get(
      '/api/admin/test-docs-email',
      { config: { minRole: 'operator' }, schema: { response: { 200: testDocumentsTarget } } },
      async () => ({ email: mediation.testDocumentsAddress() }),
    );

    app.post(
      '/api/admin/test-docs-email',
      {
        config: { minRole: 'operator' },
        schema: { response: { 200: sentTestDocuments, ...errors } },
      },
      async (request) => mediation.sendTestDocuments(actorOf(request)),
    );

    app.post(
      '/api/admin/mediation-notes/:userId',
      {
        config: { minRole: 'operator' },
        schema: {
          params: mediationUserParams,
          body: caseNoteInput,
          response: { 201: timelineEntry, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await mediation.addNote(request.params.userId, request.body.text, actorOf(request)),
          ),
    );

    app.get(
      '/api/admin/mediation-timeline/:userId',
      {
        config: { minRole: 'viewer' },
        schema: {
          params: mediationUserParams,
          querystring: pageQuery,
          response: { 200: timelinePage, ...errors },
        },
      },
      async (request) => mediation.timeline(request.params.userId, request.query),
    );
  };
