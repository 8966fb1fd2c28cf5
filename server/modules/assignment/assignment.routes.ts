import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignableStaff, assignment, assignmentInput } from '@schemas/assignment';
import { errorResponse } from '@schemas/common';
import { currentAdmin } from '../../plugins/admin-auth';
import type { AssignmentService } from './assignment.service';

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
} as const;

/** Assigning cases and orders (docs/product/staff-at-scale.md#assignment); inside the guarded admin scope. */
export const assignmentRoutes =
  (assignments: AssignmentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/admin/assignments',
      {
        config: { minRole: 'operator' },
        schema: {
          body: assignmentInput,
          response: { 200: assignment, ...errors },
        },
      },
      async (request) => assignments.assign(request.body, currentAdmin(request), request.ip),
    );

    app.get(
      '/api/admin/assignable-staff',
      {
        config: { minRole: 'operator' },
        schema: {
          response: { 200: assignableStaff },
        },
      },
      async () => assignments.assignable(),
    );
  };
