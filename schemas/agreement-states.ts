/**
 * The states of an issued agreement, as staff read them, without zod for the board that shows
 * them (docs/decisions/web-speed.md#less-code-first); mediation-agreement.ts re-exports them.
 */
export const AGREEMENT_STATES = [
  'issued',
  'viewed',
  'signed',
  'declined',
  'expired',
  'voided',
] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];
export const AGREEMENT_STATE_LABELS: Record<AgreementState, string> = {
  issued: 'Emitido',
  viewed: 'Visto',
  signed: 'Firmado',
  declined: 'Rechazado',
  expired: 'Vencido',
  voided: 'Anulado',
};
