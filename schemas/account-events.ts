/** The account's events and the payout freeze's words without zod, for the screens that show them (payout-safety.ts re-exports). */

/**
 * The account's security events and sign-ins (docs/product/payout-safety.md#new-device-alerts),
 * declared once: the database CHECK, the API and the labels on /profile.
 */
export const ACCOUNT_EVENT_KINDS = [
  'sign-in',
  'password-reset',
  'password-changed',
  'sessions-ended-by-staff',
  'other-sessions-ended',
  'withdrawal-placed',
  'withdrawal-cancelled',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/** What starts a payout freeze (docs/product/payout-safety.md#payout-freeze). */
export const FREEZE_CAUSES = [
  'password-reset',
  'password-changed',
  'sessions-ended-by-staff',
] as const satisfies readonly AccountEventKind[];
export type FreezeCause = (typeof FREEZE_CAUSES)[number];

export const ACCOUNT_EVENT_LABELS: Record<AccountEventKind, string> = {
  'sign-in': 'Inicio de sesión',
  'password-reset': 'Contraseña restablecida con un código por correo',
  'password-changed': 'Contraseña cambiada',
  'sessions-ended-by-staff': 'El personal cerró todas tus sesiones',
  'other-sessions-ended': 'Cerraste las demás sesiones',
  'withdrawal-placed': 'Orden de retiro registrada',
  'withdrawal-cancelled': 'Orden de retiro cancelada',
};

const MEXICO_OFFSET_MS = -6 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * '27/11/2026 a las 14:05' in Mexico City's time (UTC−6, no daylight saving since 2022): the
 * same words in the API's refusal and on /withdraw.
 */
export function mexicoDateTime(at: Date | string) {
  const d = new Date(new Date(at).getTime() + MEXICO_OFFSET_MS);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} a las ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** Why no order can be placed yet (docs/product/payout-safety.md#payout-freeze). */
export const payoutFrozenMessage = (until: Date | string) =>
  `Por seguridad, podrás retirar a partir del ${mexicoDateTime(until)} (hora de la Ciudad de México).`;
