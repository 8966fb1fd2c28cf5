import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { AssignmentService } from './assignment.service';

const api = endpoints.assignment;

/** Assigning cases and orders (docs/product/staff-at-scale.md#assignment); inside the guarded admin scope. */
export const assignmentRoutes =
  (assignments: AssignmentService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.assign, { config: { minRole: 'operator' } }, async (request) =>
      assignments.assign(request.body, currentAdmin(request), request.ip),
    );

    route(app, api.assignableStaff, { config: { minRole: 'operator' } }, async () =>
      assignments.assignable(),
    );
  };
