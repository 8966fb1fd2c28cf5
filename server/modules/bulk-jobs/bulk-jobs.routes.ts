import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkJob,
  bulkJobCreated,
  bulkJobInput,
  bulkJobList,
  bulkJobParams,
  bulkMatching,
  bulkMatchingInput,
} from '@schemas/bulk-jobs';
import { errorResponse } from '@schemas/common';
import { currentAdmin } from '../../plugins/admin-auth';
import type { BulkJobs } from './bulk-jobs.service';

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
} as const;

/**
 * Bulk actions (docs/product/staff-at-scale.md#bulk-actions): start one, follow it on 'Tareas',
 * download its results, cancel it. Each action needs the role its single action needs.
 */
export const bulkJobsRoutes =
  (jobs: BulkJobs): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/bulk-jobs',
      {
        config: { minRole: 'operator' },
        schema: { body: bulkJobInput, response: { 202: bulkJobCreated, ...errors } },
      },
      async (request, reply) =>
        reply.code(202).send(await jobs.create(request.body, currentAdmin(request))),
    );

    app.post(
      '/api/admin/bulk-jobs/matching',
      {
        config: { minRole: 'operator' },
        schema: { body: bulkMatchingInput, response: { 200: bulkMatching, ...errors } },
      },
      async (request) => jobs.matching(request.body.filter, currentAdmin(request)),
    );

    app.get(
      '/api/admin/bulk-jobs',
      { config: { minRole: 'viewer' }, schema: { response: { 200: bulkJobList } } },
      async () => ({ jobs: await jobs.list() }),
    );

    app.get(
      '/api/admin/bulk-jobs/:id',
      {
        config: { minRole: 'viewer' },
        schema: { params: bulkJobParams, response: { 200: bulkJob, ...errors } },
      },
      async (request) => jobs.get(request.params.id),
    );

    app.get(
      '/api/admin/bulk-jobs/:id/results.csv',
      { config: { minRole: 'viewer' }, schema: { params: bulkJobParams } },
      async (request, reply) => {
        const { filename, chunks } = await jobs.results(request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(chunks, { objectMode: false, highWaterMark: 1 }));
      },
    );

    app.post(
      '/api/admin/bulk-jobs/:id/cancel',
      {
        config: { minRole: 'operator' },
        schema: { params: bulkJobParams, response: { 200: bulkJob, ...errors } },
      },
      async (request) => jobs.cancel(request.params.id, currentAdmin(request)),
    );
  };
