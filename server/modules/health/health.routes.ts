import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfig } from '@schemas/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export const healthRoutes =
  (database: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' };
      } catch (err) {
        app.log.error({ err }, 'database not reachable');
        return reply.code(503).send({ message: 'Base de datos no disponible' });
      }
    });

    /** Public settings the user app needs at start (never secrets, never the admin prefix). */
    app.get('/api/app-config', { schema: { response: { 200: appConfig } } }, async () => ({
      appName: config.appName,
      installGate: config.installGate,
      explorerUrl: config.chain.explorerUrl,
    }));
  };
