import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery, auditStaff } from '@schemas/audit';
import { errorResponse } from '@schemas/common';
import type { AuditService } from './audit.service';

/** Registered inside the guarded admin scope: the activity log is for owners. */
export const auditRoutes =
  (audit: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/audit',
      {
        config: { minRole: 'owner' },
        schema: { querystring: auditQuery, response: { 200: auditPage, 400: errorResponse } },
      },
      async (request) => audit.list(request.query),
    );

    app.get(
      '/api/admin/audit/staff',
      { config: { minRole: 'owner' }, schema: { response: { 200: auditStaff } } },
      async () => audit.staff(),
    );
  };
