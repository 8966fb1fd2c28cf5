import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import type { RecoveryService } from './recovery.service';

const NEW_PASSWORD_SENT = 'Tu nueva contraseña ha sido enviada a tu correo.';
/** The password changed; its mail waits in the outbox for the mail service. */
export const NEW_PASSWORD_QUEUED =
  'Restablecimos tu contraseña. El correo con la nueva está tardando: te llegará en cuanto el servicio de correo responda.';

export const recoveryRoutes =
  (recovery: RecoveryService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoints.recovery.sendCode, {}, async (request) => {
      await recovery.sendCode(request.body.email, request.ip);
      // The same words whether or not the e-mail has an account.
      return { message: 'Si el correo está registrado, recibirás un código de verificación.' };
    });

    route(app, endpoints.recovery.verifyCode, {}, async (request) => {
      const delivery = await recovery.verifyCode(
        request.body.email,
        request.body.code,
        request.ip,
        request.headers['user-agent'],
      );
      return { message: delivery.sent ? NEW_PASSWORD_SENT : NEW_PASSWORD_QUEUED };
    });
  };
