import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testSendgridInput,
  testSendgridResult,
  testSmtpInput,
  testSmtpResult,
} from '@schemas/admin-mail';
import { errorResponse } from '@schemas/common';
import { currentAdmin } from '../../plugins/admin-auth';
import type { AdminTestEmailService } from './admin-test-email.service';

const failures = { 400: errorResponse, 429: errorResponse, 502: errorResponse };

/** The two test e-mail calls (docs/product/e-mail.md#test-e-mails); both go through the configured transport. */
export const adminTestEmailRoutes =
  (testEmail: AdminTestEmailService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/test-sendgrid',
      {
        config: { minRole: 'operator' },
        schema: { body: testSendgridInput, response: { 200: testSendgridResult, ...failures } },
      },
      async (request) => {
        const { email } = request.body;
        const sent = await testEmail.send(currentAdmin(request), email, request.ip);
        return {
          message: `Correo de prueba enviado a ${email}`,
          code: sent.transport,
          note: sent.note,
        };
      },
    );

    app.post(
      '/api/admin/test-smtp',
      {
        config: { minRole: 'operator' },
        schema: { body: testSmtpInput, response: { 200: testSmtpResult, ...failures } },
      },
      async (request) => {
        const { testEmail: to } = request.body;
        await testEmail.send(currentAdmin(request), to, request.ip);
        return { testEmail: to };
      },
    );
  };
