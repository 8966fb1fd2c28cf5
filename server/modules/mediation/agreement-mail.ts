import { formatUsdtExact } from '@schemas/money';
import type { MailAttachment } from '../../adapters/mail';
import { caseMail, type CaseMailContext } from './case-mail';
import { supportChannel } from './support-channel';

/**
 * The e-mails of the signed agreement (docs/product/signed-agreement.md), each written in the
 * transaction of its change through the outbox.
 */

const dateText = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeZone: 'America/Mexico_City',
});

export function agreementIssuedMail(
  context: CaseMailContext,
  agreement: { amount: string; expiresAt: Date },
) {
  return caseMail(context, 'Tu acuerdo de liquidación está listo para firmar', [
    `Emitimos tu Acuerdo de Liquidación por ${formatUsdtExact(agreement.amount)} con los términos que acordamos.`,
    `Léelo en la app y fírmalo desde tu teléfono: te enviaremos un código a este correo para confirmar que eres tú. Puedes firmarlo hasta el ${dateText.format(agreement.expiresAt)}.`,
    'Si no estás de acuerdo con algo, puedes rechazarlo en la app indicando el motivo.',
  ]);
}

export function agreementCodeMail(context: CaseMailContext, code: string) {
  return {
    ...caseMail(context, 'Tu código para firmar el acuerdo', [
      `Tu código para firmar el Acuerdo de Liquidación es: ${code}`,
      `Vence en 10 minutos y sirve una sola vez. Si no lo pediste tú, no lo compartas con nadie y comunícate con ${supportChannel(context)}.`,
    ]),
    highlight: code,
  };
}

export function agreementSignedMail(
  context: CaseMailContext,
  signed: { verifyCode: string; verifyUrl: string; attachment: MailAttachment },
) {
  return caseMail(
    context,
    'Firmaste tu acuerdo de liquidación',
    [
      'Adjuntamos el Acuerdo de Liquidación firmado, con su hoja de certificado y el sello digital del servicio. También quedó guardado en tus documentos de la app.',
      `Cualquiera que tenga el documento puede comprobar que es auténtico en ${signed.verifyUrl} (código ${signed.verifyCode}).`,
      'Tu caso pasó a «Pago en proceso»: te avisaremos cuando realicemos el pago acordado.',
    ],
    { attachments: [signed.attachment] },
  );
}

export function settledMail(
  context: CaseMailContext,
  settled: {
    amount: string;
    payoutLink: string | null;
    reference: string | null;
    attachment: MailAttachment;
  },
) {
  return caseMail(
    context,
    'Tu caso quedó liquidado',
    [
      `Realizamos el pago acordado de ${formatUsdtExact(settled.amount)}.`,
      settled.payoutLink
        ? `Puedes ver la transacción del pago en ${settled.payoutLink}`
        : `Referencia del pago: ${settled.reference ?? ''}`,
      'Adjuntamos la constancia de liquidación, que también quedó en tus documentos de la app. Los saldos de tus carteras quedaron liquidados.',
    ],
    { attachments: [settled.attachment] },
  );
}
