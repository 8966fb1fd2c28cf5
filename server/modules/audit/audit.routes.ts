import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFilterQuery, auditPage, auditQuery, auditStaff } from '@schemas/audit';
import { errorResponse } from '@schemas/common';
import { currentStaff } from '../../plugins/admin-auth';
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

    /** The same filters, every matching entry as CSV (docs/product/admin-panel.md#activity). */
    app.get(
      '/api/admin/audit/export',
      {
        config: { minRole: 'owner' },
        schema: { querystring: auditFilterQuery },
      },
      async (request, reply) => {
        const { filename, chunks } = await audit.exportCsv(request.query, currentStaff(request));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(chunks, { objectMode: false, highWaterMark: 1 }));
      },
    );

    app.get(
      '/api/admin/audit/staff',
      { config: { minRole: 'owner' }, schema: { response: { 200: auditStaff } } },
      async () => audit.staff(),
    );
  };
