import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentStaff } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { AuditService } from './audit.service';

const api = endpoints.audit;

/** Registered inside the guarded admin scope: the activity log is for owners. */
export const auditRoutes =
  (audit: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = { config: { minRole: 'owner' } } as const;

    route(app, api.list, owner, async (request) => audit.list(request.query));

    /** The same filters, every matching entry as CSV (docs/product/admin-panel.md#activity). */
    route(app, api.export, owner, async (request, reply) => {
      const { filename, chunks } = await audit.exportCsv(request.query, currentStaff(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks, { objectMode: false, highWaterMark: 1 }));
    });

    route(app, api.staff, owner, async () => audit.staff());
  };
