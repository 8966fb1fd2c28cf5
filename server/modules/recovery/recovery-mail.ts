import { payoutFrozenMessage } from '@schemas/payout-safety';
import { composeMail as mail } from '../mail/layout';

export const recoveryCodeMail = (appName: string, to: string, code: string, ttlMinutes: number) =>
  mail(to, {
    appName,
    title: 'Tu código de verificación',
    paragraphs: [
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${appName}.`,
      `Escribe este código en la pantalla de recuperación. Vence en ${ttlMinutes} minutos y solo se puede usar una vez.`,
      'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
    ],
    highlight: code,
  });

export const newPasswordMail = (
  appName: string,
  to: string,
  password: string,
  frozenUntil: Date | null,
) =>
  mail(to, {
    appName,
    title: 'Tu nueva contraseña',
    paragraphs: [
      `Restablecimos la contraseña de tu cuenta en ${appName} y cerramos todas tus sesiones abiertas.`,
      // docs/product/payout-safety.md#payout-freeze
      ...(frozenUntil ? [payoutFrozenMessage(frozenUntil)] : []),
      'Inicia sesión con esta contraseña y cámbiala por una tuya en Perfil de Usuario → Cambiar contraseña:',
    ],
    highlight: password,
    footer: `Si no pediste este cambio, alguien más podría tener acceso a tu correo: protégelo y contacta al equipo de ${appName}. Este es un mensaje automático; no respondas a este correo.`,
  });
