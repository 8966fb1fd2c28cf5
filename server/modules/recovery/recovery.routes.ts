import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@schemas/common';
import { recoveryAnswer, sendCodeInput, verifyCodeInput } from '@schemas/recovery';
import type { RecoveryService } from './recovery.service';

const errors = { 400: errorResponse, 429: errorResponse };

const NEW_PASSWORD_SENT = 'Tu nueva contraseña ha sido enviada a tu correo.';
/** The password changed; its mail waits in the outbox for the mail service. */
export const NEW_PASSWORD_QUEUED =
  'Restablecimos tu contraseña. El correo con la nueva está tardando: te llegará en cuanto el servicio de correo responda.';

export const recoveryRoutes =
  (recovery: RecoveryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/password-recovery/send-code',
      { schema: { body: sendCodeInput, response: { 200: recoveryAnswer, ...errors } } },
      async (request) => {
        await recovery.sendCode(request.body.email, request.ip);
        // The same words whether or not the e-mail has an account.
        return { message: 'Si el correo está registrado, recibirás un código de verificación.' };
      },
    );

    app.post(
      '/api/password-recovery/verify-code',
      { schema: { body: verifyCodeInput, response: { 200: recoveryAnswer, ...errors } } },
      async (request) => {
        const delivery = await recovery.verifyCode(
          request.body.email,
          request.body.code,
          request.ip,
          request.headers['user-agent'],
        );
        return { message: delivery.sent ? NEW_PASSWORD_SENT : NEW_PASSWORD_QUEUED };
      },
    );
  };
