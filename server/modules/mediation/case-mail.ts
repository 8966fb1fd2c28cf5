import type { MediationStageId } from '@schemas/mediation';
import { formatUsdtExact } from '@schemas/money';
import type { MailMessage } from '../../adapters/mail';
import { renderEmail } from '../mail/layout';
import { displayName, walletText } from './creditor-view';
import { STAGE_GUIDE } from './stage-guide';
import { supportChannel } from './support-channel';

/**
 * The e-mails of each step of the creditor's case (docs/product/creditor-case.md#e-mails), all
 * pointing to 'Mi proceso de mediación'.
 */

export interface CaseMailContext {
  appName: string;
  /** PUBLIC_URL, when the operator set it: the e-mails then link to /mediacion. */
  publicUrl: string | undefined;
  /** SUPPORT_CONTACT, when set: the named channel for questions. */
  supportContact?: string;
  to: string;
  name: string;
}

export const CASE_PATH = '/mediacion';

/** The context of a mail to this creditor: to the stored address, by the name people see. */
export const caseMailContext = (
  app: { appName: string; publicUrl: string | undefined; supportContact?: string },
  user: { email: string; fullName: string | null; name: string },
): CaseMailContext => ({
  appName: app.appName,
  publicUrl: app.publicUrl,
  supportContact: app.supportContact,
  to: user.email,
  name: displayName(user),
});

/** Where the creditor follows their case, as a sentence. */
export function caseLinkText(publicUrl: string | undefined) {
  return publicUrl
    ? `Consulta tu caso en 'Mi proceso de mediación': ${publicUrl.replace(/\/+$/, '')}${CASE_PATH}`
    : "Consulta tu caso en la app, en 'Mi proceso de mediación'.";
}

export function caseMail(
  context: CaseMailContext,
  title: string,
  paragraphs: string[],
  extra: Partial<MailMessage> = {},
): MailMessage {
  return {
    to: context.to,
    subject: `${title} · ${context.appName}`,
    ...extra,
    ...renderEmail({
      appName: context.appName,
      title,
      paragraphs: [`Hola, ${context.name}:`, ...paragraphs, caseLinkText(context.publicUrl)],
    }),
  };
}

/** The case moved forward: the new stage, what it means and what to do. */
export function stageMail(context: CaseMailContext, to: MediationStageId, verified: boolean) {
  const guide = STAGE_GUIDE[to];
  return caseMail(context, `Tu caso avanzó: ${guide.label}`, [
    ...(verified ? ['Verificamos tu identidad.'] : []),
    `Tu proceso de mediación pasó a la etapa «${guide.label}». ${guide.description}`,
    `Qué sigue: ${guide.next}`,
  ]);
}

/** The case went back a stage; the staff's reason only when they chose to share it. */
export function movedBackMail(
  context: CaseMailContext,
  to: MediationStageId,
  sharedReason: string | undefined,
) {
  const guide = STAGE_GUIDE[to];
  return caseMail(context, `Tu caso regresó a ${guide.label}`, [
    `Tu proceso de mediación regresó a la etapa «${guide.label}». ${guide.description}`,
    ...(sharedReason ? [`Motivo: ${sharedReason}`] : []),
    `Qué sigue: ${guide.next}`,
  ]);
}

export function removedMail(context: CaseMailContext): MailMessage {
  const title = 'Tu proceso de mediación terminó';
  return {
    to: context.to,
    subject: `${title} · ${context.appName}`,
    ...renderEmail({
      appName: context.appName,
      title,
      paragraphs: [
        `Hola, ${context.name}:`,
        'Ya no formas parte del proceso de mediación, y tu caso dejó de mostrarse en la app.',
        `Si crees que es un error o tienes dudas, comunícate con ${supportChannel(context)}.`,
      ],
    }),
  };
}

interface DisputedWallet {
  address: string;
  walletName: string | null;
  balance: string;
}

export function disputeReceivedMail(context: CaseMailContext, dispute: DisputedWallet) {
  return caseMail(context, 'Recibimos tu desacuerdo', [
    `Registramos que no estás de acuerdo con el saldo de ${walletText(dispute)}, de ${formatUsdtExact(dispute.balance)}.`,
    'Lo revisaremos y te responderemos por este medio y en la app. Mientras tu desacuerdo esté abierto, tu caso no pasará a la firma del acuerdo.',
  ]);
}

export function disputeAnsweredMail(
  context: CaseMailContext,
  dispute: DisputedWallet & { accepted: boolean; reply: string },
) {
  return caseMail(
    context,
    dispute.accepted ? 'Aceptamos tu desacuerdo' : 'Respondimos tu desacuerdo',
    [
      dispute.accepted
        ? `Revisamos tu desacuerdo con el saldo de ${walletText(dispute)} y lo aceptamos.`
        : `Revisamos tu desacuerdo con el saldo de ${walletText(dispute)} y no procede.`,
      `Nuestra respuesta: ${dispute.reply}`,
    ],
  );
}

/** What is still pending, one line each. */
export function reminderMail(context: CaseMailContext, items: readonly string[]) {
  return caseMail(context, 'Recordatorio: tienes algo pendiente', [
    'Tu proceso de mediación espera algo de ti:',
    ...items.map((item) => `• ${item}`),
  ]);
}
