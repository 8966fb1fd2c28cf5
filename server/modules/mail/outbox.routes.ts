import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import type { MailOutbox } from './outbox.service';

/** Registered inside the guarded admin scope: how the outbox is doing, for every staff role. */
export const mailOutboxRoutes =
  (outbox: MailOutbox): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoints.adminMail.outbox, { config: { minRole: 'viewer' } }, async () =>
      outbox.status(),
    );
  };
