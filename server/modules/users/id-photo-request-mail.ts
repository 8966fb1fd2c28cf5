import type { IdPhotoSide } from '@schemas/profile';
import { renderEmail } from '../mail/layout';

const SIDE: Record<IdPhotoSide, string> = { front: 'frontal', back: 'trasera' };

/** Tells the user which side of the ID to upload again, and why (staff's words). */
export function idPhotoRequestMail(appName: string, to: string, side: IdPhotoSide, reason: string) {
  const subject = 'Necesitamos una nueva foto de tu identificación';
  return {
    to,
    subject: `${subject} · ${appName}`,
    ...renderEmail({
      appName,
      title: subject,
      paragraphs: [
        `Revisamos tu identificación oficial y necesitamos una nueva foto ${SIDE[side]}.`,
        `Motivo: ${reason}`,
        `Entra a la aplicación, abre Perfil de Usuario y sube de nuevo la foto ${SIDE[side]} de tu INE o pasaporte. Mientras tanto, tu identidad queda pendiente de verificación.`,
      ],
    }),
  };
}
