import { formatUsdt } from '@schemas/usdt-amount';
import type { MailAttachment, MailMessage } from '../../adapters/mail';
import { renderEmail } from '../mail/layout';

export interface InvitationFacts {
  appName: string;
  /** Where the user signs in, when the operator set PUBLIC_URL. */
  publicUrl: string | undefined;
  to: string;
  name: string;
  walletCount: number;
  totalBalance: string;
}

/** PRODUCT.md "E-mail": the mediation invitation, with what the user has to do next. */
export function invitationMail(facts: InvitationFacts): MailMessage {
  const title = 'Invitación al proceso de mediación';
  const wallets = facts.walletCount === 1 ? 'una cartera' : `${facts.walletCount} carteras`;
  return {
    to: facts.to,
    subject: `${title} · ${facts.appName}`,
    ...renderEmail({
      appName: facts.appName,
      title,
      paragraphs: [
        `Hola, ${facts.name}:`,
        `Te invitamos a participar en el proceso de mediación de ${facts.appName} para acordar la liquidación de los saldos de tus carteras (${wallets}, ${formatUsdt(facts.totalBalance)} en total).`,
        `1. Entra a la app${facts.publicUrl ? ` (${facts.publicUrl})` : ''} y completa tu perfil: nombre completo, teléfono y las dos fotos de tu identificación oficial (frente y reverso).`,
        '2. Verificaremos tu identidad comparando el nombre de tu perfil con el de tu identificación.',
        '3. Te enviaremos por correo el convenio de mediación y el estado de tus carteras y saldos para que los revises y firmes.',
        'Si no esperabas este correo o tienes dudas, comunícate con soporte por los canales oficiales antes de compartir cualquier dato.',
      ],
    }),
  };
}

export interface DocumentsMailFacts {
  appName: string;
  to: string;
  name: string;
  reference: string;
  attachments: MailAttachment[];
  /** The 'Test Email' send: says it holds test data. */
  test?: boolean;
}

/** The documents as attachments, with what to do with them. */
export function documentsMail(facts: DocumentsMailFacts): MailMessage {
  const title = facts.test
    ? 'Documentos de mediación (prueba)'
    : 'Documentos de tu proceso de mediación';
  return {
    to: facts.to,
    subject: facts.test
      ? `[Prueba] Documentos de mediación · ${facts.appName}`
      : `${title} · ${facts.appName}`,
    attachments: facts.attachments,
    ...renderEmail({
      appName: facts.appName,
      title,
      paragraphs: [
        ...(facts.test
          ? [
              'Este es un envío de prueba desde el sistema de mediación: los documentos adjuntos llevan datos ficticios.',
            ]
          : []),
        `Hola, ${facts.name}:`,
        `Adjuntamos en PDF el convenio de mediación y el estado de tus carteras y saldos (referencia ${facts.reference}).`,
        'Revisa que tus datos, tus carteras y sus saldos sean correctos. Si algo no coincide, respóndenos antes de firmar indicando la cartera y el motivo.',
        'Cuando estén correctos, firma el convenio y envíanoslo por los canales oficiales para continuar con la negociación.',
      ],
    }),
  };
}
