import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { BulkJobs } from './bulk-jobs.service';

const api = endpoints.bulkJobs;

/**
 * Bulk actions (docs/product/staff-at-scale.md#bulk-actions): start one, follow it on 'Tareas',
 * download its results, cancel it. Each action needs the role its single action needs.
 */
export const bulkJobsRoutes =
  (jobs: BulkJobs): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { config: { minRole: 'viewer' } } as const;
    const act = { config: { minRole: 'operator' } } as const;

    route(app, api.start, act, async (request, reply) =>
      reply.code(202).send(await jobs.create(request.body, currentAdmin(request))),
    );

    route(app, api.matching, act, async (request) =>
      jobs.matching(request.body.filter, currentAdmin(request)),
    );

    route(app, api.list, read, async () => ({ jobs: await jobs.list() }));

    route(app, api.get, read, async (request) => jobs.get(request.params.id));

    route(app, api.results, read, async (request, reply) => {
      const { filename, chunks } = await jobs.results(request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks, { objectMode: false, highWaterMark: 1 }));
    });

    route(app, api.cancel, act, async (request) =>
      jobs.cancel(request.params.id, currentAdmin(request)),
    );
  };
