import type { MailMessage } from '../../adapters/mail';
import { renderEmail, type EmailContent } from '../mail/layout';

function mail(to: string, content: EmailContent): MailMessage {
  return { to, subject: `${content.title} · ${content.appName}`, ...renderEmail(content) };
}

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

export const newPasswordMail = (appName: string, to: string, password: string) =>
  mail(to, {
    appName,
    title: 'Tu nueva contraseña',
    paragraphs: [
      `Restablecimos la contraseña de tu cuenta en ${appName} y cerramos todas tus sesiones abiertas.`,
      'Inicia sesión con esta contraseña:',
    ],
    highlight: password,
    footer: `Si no pediste este cambio, alguien más podría tener acceso a tu correo: protégelo y contacta al equipo de ${appName}. Este es un mensaje automático; no respondas a este correo.`,
  });
