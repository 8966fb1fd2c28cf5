import type { AdminWithdrawal } from '@schemas/admin-withdrawals';
import { mexicoDateTime } from '@schemas/payout-safety';
import type { AdminWithdrawalRow } from './withdrawals.repo';
import { RISK_WINDOW_HOURS } from './risk-signals.repo';

const when = (at: Date) => `${mexicoDateTime(at)} (hora de la Ciudad de México)`;

/**
 * The risk signals of an order in staff's words (docs/product/payout-safety.md#risk-signals-for-staff).
 * `freezeHours` (PAYOUT_FREEZE_HOURS) is how far back a reset flagged the orders before it.
 */
export function riskSignals(
  row: AdminWithdrawalRow,
  freezeHours: number,
): AdminWithdrawal['signals'] {
  const signals: AdminWithdrawal['signals'] = [];
  const { withdrawal: w } = row;
  if (w.flaggedBeforeResetAt) {
    signals.push({
      kind: 'flagged-before-reset',
      text: `Registrada en las ${freezeHours} horas antes de un restablecimiento de contraseña o cierre de sesiones (el ${when(w.flaggedBeforeResetAt)})`,
    });
  }
  if (row.recentResetAt) {
    signals.push({
      kind: 'recent-reset',
      text: `Contraseña restablecida o sesiones cerradas el ${when(row.recentResetAt)}, en las ${RISK_WINDOW_HOURS} horas antes de la orden`,
    });
  }
  if (row.newDeviceAt) {
    signals.push({
      kind: 'new-device',
      text: `Inicio de sesión desde un dispositivo o red nuevos el ${when(row.newDeviceAt)}, en las ${RISK_WINDOW_HOURS} horas antes de la orden`,
    });
  }
  if (!row.usedBefore) {
    signals.push({
      kind: 'new-destination',
      text: 'Dirección nueva: el titular nunca había retirado a ella',
    });
  }
  const others = row.otherCreditors;
  if (others.length > 0) {
    signals.push({
      kind: 'shared-destination',
      text:
        others.length === 1
          ? 'Dirección usada por otro titular'
          : `Dirección usada por otros ${others.length} titulares`,
      users: others,
    });
  }
  return signals;
}
