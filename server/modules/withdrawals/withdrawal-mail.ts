import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@schemas/withdrawals';
import { renderEmail } from '../mail/layout';
import { formatUsdt } from '@schemas/money';

export interface WithdrawalMailFacts {
  appName: string;
  to: string;
  amount: string;
  walletName: string | null;
  walletAddress: string | null;
  destination: string;
}

const source = (facts: WithdrawalMailFacts) =>
  facts.walletAddress
    ? `Cartera de origen: ${facts.walletName ? `${facts.walletName} · ` : ''}${facts.walletAddress}`
    : 'Cartera de origen: cartera eliminada';

function mail(facts: WithdrawalMailFacts, subject: string, paragraphs: string[]) {
  return {
    to: facts.to,
    subject: `${subject} · ${facts.appName}`,
    ...renderEmail({
      appName: facts.appName,
      title: subject,
      paragraphs: [
        ...paragraphs,
        `Monto: ${formatUsdt(facts.amount)}`,
        source(facts),
        `Dirección de destino (ERC-20): ${facts.destination}`,
      ],
    }),
  };
}

export const withdrawalRegisteredMail = (facts: WithdrawalMailFacts) =>
  mail(facts, 'Orden de retiro registrada', [
    'Hemos registrado tu orden de retiro. Su estado es Pendiente.',
    'Pronto nos pondremos en contacto contigo para continuar con el procedimiento de la cartera. Las transacciones en blockchain no se pueden revertir: si no reconoces esta orden, comunícate con soporte de inmediato.',
  ]);

const STATUS_NEWS: Record<WithdrawalStatus, string> = {
  pending: 'Tu orden de retiro está pendiente de revisión.',
  approved: 'Tu orden de retiro fue aprobada y será procesada en breve.',
  completed: 'Tu retiro fue completado: los fondos se enviaron a la dirección de destino.',
  rejected: 'Tu orden de retiro fue rechazada. El saldo de tu cartera no cambió.',
  cancelled:
    'Cancelaste tu orden de retiro. El saldo de tu cartera no cambió y vuelve a estar disponible para retirar. Si no fuiste tú, cambia tu contraseña y comunícate con soporte de inmediato.',
};

export interface MoveOutcome {
  /** A rejection's reason. */
  reason?: string | null;
  /** Where the payout transaction of a completed order can be seen. */
  payoutUrl?: string | null;
}

export const withdrawalStatusMail = (
  facts: WithdrawalMailFacts,
  status: WithdrawalStatus,
  outcome: MoveOutcome = {},
) =>
  mail(facts, `Retiro ${WITHDRAWAL_STATUS_LABELS[status].toLowerCase()}`, [
    STATUS_NEWS[status],
    `Nuevo estado: ${WITHDRAWAL_STATUS_LABELS[status]}`,
    ...(outcome.reason ? [`Motivo: ${outcome.reason}`] : []),
    ...(outcome.payoutUrl ? [`Transacción del pago: ${outcome.payoutUrl}`] : []),
  ]);
