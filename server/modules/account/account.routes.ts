import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordAnswer, changePasswordInput } from '@schemas/account-password';
import { errorResponse } from '@schemas/common';
import { currentUser, sessionToken, type RequireUser } from '../../plugins/session';
import type { PasswordChange } from './password-change.service';

export const accountRoutes =
  (passwords: PasswordChange, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);

    app.put(
      '/api/account/password',
      {
        schema: {
          body: changePasswordInput,
          response: { 200: changePasswordAnswer, 400: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const delivery = await passwords.change(
          currentUser(request),
          sessionToken(request) ?? '',
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          request.body,
        );
        return {
          message: delivery.sent
            ? 'Tu contraseña cambió. Cerramos tus demás sesiones y te enviamos un aviso por correo.'
            : 'Tu contraseña cambió y cerramos tus demás sesiones. El aviso por correo te llegará en cuanto el servicio de correo responda.',
        };
      },
    );
  };
