import type { MailTransport } from '@schemas/admin-mail';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { badGateway } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { renderEmail } from '../mail/layout';
import type { MailOutbox } from '../mail/outbox.service';
import { createThrottle, type ThrottleRule } from '../throttle/throttle.service';
import type { AdminIdentity } from '../staff/admin-auth.service';

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

/**
 * 'Enviar correo de prueba': one Spanish mail through whatever transport the app is configured with, through
 * the outbox like every other mail (queued with its audit entry). A refusal is answered with the
 * transport's reason; the mail stays queued and goes out once the transport works.
 */
export function createAdminTestEmailService(deps: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  transport: MailTransport;
  appName: string;
}) {
  const { db, clock, outbox, transport, appName } = deps;
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
      const mailId = await db.transaction(async (tx) => {
        const id = await outbox.queue(tx, {
          to,
          subject: `Correo de prueba de ${appName}`,
          ...body,
        });
        await writeAudit(
          tx,
          {
            actor: `admin:${admin.username}`,
            action: 'mail.test',
            target: to,
            details: { transport, mailId: id },
            ip,
          },
          clock.now(),
        );
        return id;
      });
      const delivery = await outbox.deliver(mailId);
      if (!delivery.sent) {
        throw badGateway(
          `${delivery.reason}. El correo quedó en la cola de envío y se reintentará.`,
        );
      }
      return { transport, note: NOTES[transport] };
    },
  };
}

export type AdminTestEmailService = ReturnType<typeof createAdminTestEmailService>;
