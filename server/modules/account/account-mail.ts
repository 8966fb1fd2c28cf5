import { payoutFrozenMessage } from '@schemas/payout-safety';
import { composeMail } from '../mail/layout';

/** The notice that the creditor's password was changed from /profile. */
export const passwordChangedMail = (appName: string, to: string, frozenUntil: Date) =>
  composeMail(to, {
    appName,
    title: 'Cambiaste tu contraseña',
    paragraphs: [
      `La contraseña de tu cuenta en ${appName} se cambió desde tu perfil. Cerramos tus demás sesiones abiertas; la sesión desde la que la cambiaste sigue abierta.`,
      // docs/product/payout-safety.md#payout-freeze
      payoutFrozenMessage(frozenUntil),
      `Si no fuiste tú, recupera el acceso ahora con «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión y avisa al equipo de ${appName}.`,
    ],
  });
