import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParam } from '@schemas/admin-detail';
import { errorResponse, uuidParam } from '@schemas/common';
import {
  caseDispute,
  caseDocumentList,
  creditorCase,
  disputeAnswerInput,
  disputeInput,
  documentQuery,
  staffDispute,
  staffDisputeList,
} from '@schemas/mediation-case';
import { currentStaff } from '../../plugins/admin-auth';
import { currentUser, type RequireUser } from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import type { CreditorCaseService } from './creditor-case.service';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse } as const;

/** A PDF for the browser: a download, or shown in a tab; never cached, never sniffed. */
function sendPdf(
  reply: FastifyReply,
  pdf: Awaited<ReturnType<CreditorCaseService['openDocument']>>,
  disposition: 'attachment' | 'inline',
) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${pdf.filename}"`)
    .header('content-length', pdf.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf.body);
}

/** The creditor's case at /mediacion: their view, documents and disputes. */
export const creditorCaseRoutes =
  (cases: CreditorCaseService, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/mediation',
      {
        onRequest: requireUser,
        schema: { response: { 200: creditorCase } },
        // Built by the service (typed CreditorCase): sent as built (docs/decisions/web-speed.md#hot-reads-sent-as-built).
        serializerCompiler: trustedJson,
      },
      async (request) => cases.view(currentUser(request).id),
    );

    app.get(
      '/api/mediation/documents/:id',
      { onRequest: requireUser, schema: { params: uuidParam, querystring: documentQuery } },
      async (request, reply) =>
        sendPdf(
          reply,
          await cases.openDocument(request.params.id, {
            kind: 'user',
            userId: currentUser(request).id,
          }),
          request.query.disposition,
        ),
    );

    app.post(
      '/api/mediation/disputes',
      {
        onRequest: requireUser,
        schema: { body: disputeInput, response: { 201: caseDispute, ...errors } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await cases.openDispute(currentUser(request).id, request.body, request.ip)),
    );

    app.post(
      '/api/mediation/disputes/:id/read',
      {
        onRequest: requireUser,
        schema: { params: uuidParam, response: { 200: caseDispute, ...errors } },
      },
      async (request) => cases.readReply(currentUser(request).id, request.params.id),
    );
  };

/** The staff's side of the same documents and disputes; inside the guarded admin scope. */
export const caseStaffRoutes =
  (cases: CreditorCaseService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users/:userId/documents',
      {
        config: { minRole: 'viewer' },
        schema: { params: userIdParam, response: { 200: caseDocumentList, ...errors } },
      },
      async (request) => cases.staffDocuments(request.params.userId),
    );

    app.get(
      '/api/admin/documents/:id',
      {
        config: { minRole: 'viewer' },
        schema: { params: uuidParam, querystring: documentQuery },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await cases.openDocument(request.params.id, {
            kind: 'staff',
            staff: currentStaff(request),
          }),
          request.query.disposition,
        ),
    );

    app.get(
      '/api/admin/users/:userId/disputes',
      {
        config: { minRole: 'viewer' },
        schema: { params: userIdParam, response: { 200: staffDisputeList, ...errors } },
      },
      async (request) => cases.staffDisputes(request.params.userId),
    );

    app.post(
      '/api/admin/disputes/:id/answer',
      {
        config: { minRole: 'operator' },
        schema: {
          params: uuidParam,
          body: disputeAnswerInput,
          response: { 200: staffDispute, ...errors },
        },
      },
      async (request) =>
        cases.answerDispute(request.params.id, request.body, currentStaff(request)),
    );
  };
