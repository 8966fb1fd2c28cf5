import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxStatus } from '@schemas/admin-mail';
import type { MailOutbox } from './outbox.service';

/** Registered inside the guarded admin scope: how the outbox is doing, for every staff role. */
export const mailOutboxRoutes =
  (outbox: MailOutbox): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/mail-outbox',
      { config: { minRole: 'viewer' }, schema: { response: { 200: mailOutboxStatus } } },
      async () => outbox.status(),
    );
  };
