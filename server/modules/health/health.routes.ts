import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { route } from '../../plugins/route';

const api = endpoints.health;

export const healthRoutes =
  (database: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.live, {}, async () => ({ status: 'ok' }));

    route(app, api.ready, {}, async () => {
      try {
        await database.ping();
      } catch (err) {
        app.log.error({ err }, 'database not reachable');
        // Through the error handler, so the 503 carries the request id like every 5xx.
        throw new AppError(503, 'Base de datos no disponible');
      }
      return { status: 'ok' };
    });

    /** Public settings the user app needs at start (never secrets, never the admin prefix). */
    route(app, api.appConfig, {}, async () => ({
      appName: config.appName,
      installGate: config.installGate,
      explorerUrl: config.chain.explorerUrl,
    }));
  };
