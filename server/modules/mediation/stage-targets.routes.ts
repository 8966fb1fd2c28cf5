import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@schemas/common';
import {
  mediationCharts,
  mediationOverdue,
  stageTargets,
  stageTargetsInput,
} from '@schemas/mediation-board';
import { currentAdmin } from '../../plugins/admin-auth';
import type { StageTargetsService } from './stage-targets.service';

/**
 * Stage targets, overdue counts and the board's charts (docs/product/staff-at-scale.md#stage-targets);
 * registered inside the guarded admin scope.
 */
export const stageTargetsRoutes =
  (service: StageTargetsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/stage-targets',
      {
        config: { minRole: 'viewer' },
        schema: { response: { 200: stageTargets } },
      },
      async () => service.targets(),
    );

    app.put(
      '/api/admin/stage-targets',
      {
        config: { minRole: 'owner' },
        schema: {
          body: stageTargetsInput,
          response: { 200: stageTargets, 400: errorResponse, 403: errorResponse },
        },
      },
      async (request) =>
        service.setTargets(request.body, {
          actor: `admin:${currentAdmin(request).username}`,
          ip: request.ip,
        }),
    );

    app.get(
      '/api/admin/mediation-overdue',
      {
        config: { minRole: 'viewer' },
        schema: { response: { 200: mediationOverdue } },
      },
      async (request) => service.overdue(currentAdmin(request).id),
    );

    app.get(
      '/api/admin/mediation-charts',
      {
        config: { minRole: 'viewer' },
        schema: { response: { 200: mediationCharts } },
      },
      async () => service.charts(),
    );
  };
