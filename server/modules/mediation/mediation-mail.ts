import type { MailAttachment, MailMessage } from '../../adapters/mail';
import { renderEmail } from '../mail/layout';
import { formatUsdtExact } from '@schemas/money';
import { caseLinkText } from './case-mail';
import { supportChannel } from './support-channel';

export interface InvitationFacts {
  appName: string;
  /** Where the user signs in, when the operator set PUBLIC_URL. */
  publicUrl: string | undefined;
  supportContact?: string;
  to: string;
  name: string;
  walletCount: number;
  totalBalance: string;
}

/** docs/product/e-mail.md#what-is-sent: the mediation invitation, with what the user has to do next. */
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
        `Te invitamos a participar en el proceso de mediación de ${facts.appName} para acordar la liquidación de los saldos de tus carteras (${wallets}, ${formatUsdtExact(facts.totalBalance)} en total).`,
        `1. Entra a la app${facts.publicUrl ? ` (${facts.publicUrl})` : ''} y completa tu perfil: nombre completo, teléfono y las dos fotos de tu identificación oficial (frente y reverso).`,
        '2. Verificaremos tu identidad comparando el nombre de tu perfil con el de tu identificación.',
        '3. Te enviaremos por correo el convenio de mediación y el estado de tus carteras y saldos para que los revises y firmes.',
        // Every e-mail of the case points to it (docs/product/creditor-case.md#e-mails).
        caseLinkText(facts.publicUrl),
        `Si no esperabas este correo o tienes dudas, comunícate con ${supportChannel(facts)} antes de compartir cualquier dato.`,
      ],
    }),
  };
}

export interface DocumentsMailFacts {
  appName: string;
  publicUrl: string | undefined;
  to: string;
  name: string;
  reference: string;
  /** SUPPORT_CONTACT: where to go for what the app does not cover. */
  supportContact?: string;
  attachments: MailAttachment[];
  /** The 'Enviar documentos de prueba' send: says it holds test data. */
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
        ...(facts.test
          ? []
          : [
              "También quedaron guardados en la app, en 'Mi proceso de mediación', donde puedes abrirlos o descargarlos cuando quieras.",
              "Revisa que tus datos, tus carteras y sus saldos sean correctos. Si un saldo no coincide, márcalo con 'No estoy de acuerdo' en el estado de tus carteras de la app e indica el motivo, antes de firmar.",
              `Si otro dato no es correcto, comunícate con ${supportChannel(facts)}: este correo no recibe respuestas.`,
              caseLinkText(facts.publicUrl),
            ]),
      ],
    }),
  };
}
