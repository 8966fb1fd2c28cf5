import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfig } from '@schemas/auth';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';

export const healthRoutes =
  (database: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async () => {
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
    app.get('/api/app-config', { schema: { response: { 200: appConfig } } }, async () => ({
      appName: config.appName,
      installGate: config.installGate,
      explorerUrl: config.chain.explorerUrl,
    }));
  };
