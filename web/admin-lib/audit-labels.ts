import type { AuditEntry } from '@schemas/audit';
import { formatAdminUsdt } from './format';

/**
 * The activity log in words staff read (Spanish): who did it and what, with the detail that
 * matters for that action. Actions this file does not know yet show their code.
 */

const SIDE: Record<string, string> = { front: 'frontal', back: 'trasera' };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const amountOf = (entry: AuditEntry) => {
  const amount = text(entry.details?.amount);
  return amount ? ` de ${formatAdminUsdt(amount)}` : '';
};
const side = (entry: AuditEntry) => SIDE[text(entry.details?.side) ?? ''] ?? '';

const DESCRIBE: Record<string, (entry: AuditEntry) => { what: string; detail?: string }> = {
  'admin.signed-in': () => ({ what: 'Inició sesión en el panel' }),
  'admin.signed-out': () => ({ what: 'Cerró sesión en el panel' }),
  'admin.forbidden': (e) => ({
    what: 'Intentó una acción que su rol no permite',
    detail: e.target ?? undefined,
  }),
  'user.verified': () => ({ what: 'Verificó la identidad' }),
  'user.unverified': () => ({ what: 'Removió la verificación de identidad' }),
  'user.id-photo-viewed': (e) => ({
    what: `Vio la foto ${side(e) || 'de identificación'}`,
  }),
  'user.id-photo-requested': (e) => ({
    what: `Solicitó una nueva foto ${side(e)}`.trim(),
    detail: text(e.details?.reason) && `Motivo: ${text(e.details?.reason)}`,
  }),
  'user.sessions-ended': (e) => ({
    what: 'Cerró las sesiones del usuario',
    detail:
      typeof e.details?.ended === 'number' ? `Sesiones cerradas: ${e.details.ended}` : undefined,
  }),
  'withdrawal.created': (e) => ({ what: `Registró una orden de retiro${amountOf(e)}` }),
  'withdrawal.approved': (e) => ({ what: `Aprobó un retiro${amountOf(e)}` }),
  'withdrawal.completed': (e) => ({
    what: `Completó un retiro${amountOf(e)}`,
    detail: text(e.details?.payoutTxHash) && `Pago: ${text(e.details?.payoutTxHash)}`,
  }),
  'withdrawal.rejected': (e) => ({
    what: `Rechazó un retiro${amountOf(e)}`,
    detail: text(e.details?.reason) && `Motivo: ${text(e.details?.reason)}`,
  }),
  'password.recovered': () => ({ what: 'Recuperó su contraseña' }),
};

export function describeAuditEntry(entry: AuditEntry): { what: string; detail?: string } {
  return DESCRIBE[entry.action]?.(entry) ?? { what: entry.action };
}

/** 'admin:maria' → 'maria'; a user's own action → 'El usuario'; jobs → 'Sistema'. */
export function actorName(actor: string): string {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length);
  if (actor.startsWith('user:')) return 'El usuario';
  return actor === 'system' ? 'Sistema' : actor;
}

/** The user concerned as people know them: full name, else e-mail. */
export const whomName = (entry: AuditEntry) =>
  entry.user ? entry.user.fullName || entry.user.email || 'Usuario eliminado' : null;
