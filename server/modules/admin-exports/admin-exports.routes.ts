import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_EXPORTS } from '@schemas/admin-exports';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { AdminExportsService } from './admin-exports.service';

/** The three CSV downloads (owner only), streamed as they are read. */
export const adminExportRoutes =
  (exports: AdminExportsService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const { kind } of ADMIN_EXPORTS) {
      route(
        app,
        endpoints.adminExports[kind],
        { config: { minRole: 'owner' } },
        async (request, reply) => {
          const { filename, chunks } = await exports.start(kind, currentAdmin(request), request.ip);
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${filename}"`)
            .header('cache-control', 'no-store')
            .send(Readable.from(chunks, { objectMode: false, highWaterMark: 1 }));
        },
      );
    }
  };
