import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { currentAdmin } from '../../plugins/admin-auth';
import { route } from '../../plugins/route';
import type { AdminTestEmailService } from './admin-test-email.service';

const api = endpoints.adminMail;

/** The two test e-mail calls (docs/product/e-mail.md#test-e-mails); both go through the configured transport. */
export const adminTestEmailRoutes =
  (testEmail: AdminTestEmailService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.testSendgrid, { config: { minRole: 'operator' } }, async (request) => {
      const { email } = request.body;
      const sent = await testEmail.send(currentAdmin(request), email, request.ip);
      return {
        message: `Correo de prueba enviado a ${email}`,
        code: sent.transport,
        note: sent.note,
      };
    });

    route(app, api.testSmtp, { config: { minRole: 'operator' } }, async (request) => {
      const { testEmail: to } = request.body;
      await testEmail.send(currentAdmin(request), to, request.ip);
      return { testEmail: to };
    });
  };
