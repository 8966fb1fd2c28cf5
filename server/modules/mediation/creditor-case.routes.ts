import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentStaff } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import { currentUser, type RequireUser, sessionToken } from '../../plugins/session';
import { trustedJson } from '../../plugins/trusted-json';
import type { CreditorCaseService } from './creditor-case.service';

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
    const api = endpoints.mediation;
    route(
      app,
      api.case,
      {
        // Checks the session in its own query (the guard's rule, and it records the use) and
        // answers what the service builds (typed CreditorCase), sent as built
        // (docs/decisions/web-speed.md#hot-reads-sent-as-built).
        serializerCompiler: trustedJson,
      },
      async (request) => cases.viewForSession(sessionToken(request)),
    );

    route(app, api.document, { onRequest: requireUser }, async (request, reply) =>
      sendPdf(
        reply,
        await cases.openDocument(request.params.id, {
          kind: 'user',
          userId: currentUser(request).id,
        }),
        request.query.disposition,
      ),
    );

    route(app, api.openDispute, { onRequest: requireUser }, async (request, reply) =>
      reply
        .code(201)
        .send(await cases.openDispute(currentUser(request).id, request.body, request.ip)),
    );

    route(app, api.readReply, { onRequest: requireUser }, async (request) =>
      cases.readReply(currentUser(request).id, request.params.id),
    );
  };

/** The staff's side of the same documents and disputes; inside the guarded admin scope. */
export const caseStaffRoutes =
  (cases: CreditorCaseService): FastifyPluginAsyncZod =>
  async (app) => {
    const api = endpoints.adminCase;
    route(app, api.documents, { config: { minRole: 'viewer' } }, async (request) =>
      cases.staffDocuments(request.params.userId),
    );

    route(app, api.document, { config: { minRole: 'viewer' } }, async (request, reply) =>
      sendPdf(
        reply,
        await cases.openDocument(request.params.id, {
          kind: 'staff',
          staff: currentStaff(request),
        }),
        request.query.disposition,
      ),
    );

    route(app, api.disputes, { config: { minRole: 'viewer' } }, async (request) =>
      cases.staffDisputes(request.params.userId),
    );

    route(app, api.answerDispute, { config: { minRole: 'operator' } }, async (request) =>
      cases.answerDispute(request.params.id, request.body, currentStaff(request)),
    );
  };
