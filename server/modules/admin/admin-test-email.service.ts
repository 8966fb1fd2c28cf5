import type { MailTransport } from '@schemas/admin-mail';
import type { Clock } from '../../adapters/clock';
import { MailSendError, type Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import { badGateway } from '../../errors';
import { writeAudit } from '../audit/audit.repo';
import { renderEmail } from '../mail/layout';
import { createThrottle, type ThrottleRule } from '../throttle/throttle.service';
import type { AdminIdentity } from './admin-auth.service';

/** Per staff member: enough to try a setting a few times, not to use the app as a mail cannon. */
export const TEST_EMAILS_PER_ADMIN: ThrottleRule = {
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: 'Demasiados correos de prueba. Espera unos minutos e intenta de nuevo.',
};

const NOTES: Record<MailTransport, string> = {
  smtp: 'Enviado por el servidor SMTP configurado. Si no llega en unos minutos, revisa la carpeta de spam.',
  sendgrid:
    'Enviado con la API de SendGrid. Si no llega en unos minutos, revisa la carpeta de spam.',
  console:
    'No hay transporte de correo configurado: el mensaje se imprimió en la consola del servidor.',
};

/** 'Test Email': one Spanish mail through whatever transport the app is configured with. */
export function createAdminTestEmailService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appName: string;
}) {
  const { db, clock, mailer, appName } = deps;
  const throttle = createThrottle({ db, clock });
  return {
    async send(admin: AdminIdentity, to: string, ip: string) {
      await throttle.consume(`test-email:admin:${admin.id}`, TEST_EMAILS_PER_ADMIN);
      const body = renderEmail({
        appName,
        title: 'Correo de prueba',
        paragraphs: [
          `Este es un correo de prueba enviado desde el panel de administración por ${admin.username}.`,
          'Si lo estás leyendo, el envío de correos de la aplicación funciona.',
        ],
      });
      const audit = (details: Record<string, unknown>) =>
        writeAudit(
          db,
          { actor: `admin:${admin.username}`, action: 'mail.test', target: to, details, ip },
          clock.now(),
        );
      try {
        await mailer.send({ to, subject: `Correo de prueba de ${appName}`, ...body });
      } catch (err) {
        if (!(err instanceof MailSendError)) throw err;
        await audit({ transport: mailer.kind, sent: false, reason: err.detail });
        throw badGateway(err.detail);
      }
      await audit({ transport: mailer.kind, sent: true });
      return { transport: mailer.kind, note: NOTES[mailer.kind] };
    },
  };
}

export type AdminTestEmailService = ReturnType<typeof createAdminTestEmailService>;
