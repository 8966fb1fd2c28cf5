import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@schemas/endpoints';
import { route } from '../../plugins/route';
import { currentUser, sessionToken, type RequireUser } from '../../plugins/session';
import type { PasswordChange } from './password-change.service';

export const accountRoutes =
  (passwords: PasswordChange, requireUser: RequireUser): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);

    route(app, endpoints.account.changePassword, {}, async (request) => {
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
    });
  };
