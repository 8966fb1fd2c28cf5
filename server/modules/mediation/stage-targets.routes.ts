import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { StageTargetsService } from './stage-targets.service';

const api = endpoints.adminMediation;

/**
 * Stage targets, overdue counts and the board's charts (docs/product/staff-at-scale.md#stage-targets);
 * registered inside the guarded admin scope.
 */
export const stageTargetsRoutes =
  (service: StageTargetsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.targets, { config: { minRole: 'viewer' } }, async () => service.targets());

    route(app, api.setTargets, { config: { minRole: 'owner' } }, async (request) =>
      service.setTargets(request.body, {
        actor: `admin:${currentAdmin(request).username}`,
        ip: request.ip,
      }),
    );

    route(app, api.overdue, { config: { minRole: 'viewer' } }, async (request) =>
      service.overdue(currentAdmin(request).id),
    );

    route(app, api.charts, { config: { minRole: 'viewer' } }, async () => service.charts());
  };
