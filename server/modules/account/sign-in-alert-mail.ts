import type { MailMessage } from '../../adapters/mail';
import { mexicoDateTime } from '@schemas/payout-safety';
import { renderEmail } from '../mail/layout';
import type { ClientPlace } from './client-place';

const TITLE = 'Nuevo inicio de sesión en tu cuenta';

/** docs/product/payout-safety.md#new-device-alerts: when, from where, and what to do if it was not them. */
export function signInAlertMail(
  appName: string,
  to: string,
  at: Date,
  place: ClientPlace,
): MailMessage {
  return {
    to,
    subject: `${TITLE} · ${appName}`,
    ...renderEmail({
      appName,
      title: TITLE,
      paragraphs: [
        `Alguien inició sesión en tu cuenta de ${appName} desde un dispositivo o una red que no habías usado en los últimos 90 días.`,
        `Fecha: ${mexicoDateTime(at)} (hora de la Ciudad de México)`,
        `Red aproximada: ${place.network ?? 'desconocida'}`,
        `Dispositivo: ${place.device}`,
        'Si fuiste tú, no tienes que hacer nada.',
        'Si no fuiste tú: restablece tu contraseña ahora desde "¿Olvidaste tu contraseña?" en la pantalla de inicio de sesión y, en tu perfil, usa "Cerrar las demás sesiones". Por seguridad, tras restablecerla no podrás retirar durante unas horas. Luego comunícate con soporte.',
      ],
    }),
  };
}
