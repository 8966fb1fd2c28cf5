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
/** The staff account a staff action was about ('admin:<username>' target). */
const member = (entry: AuditEntry) =>
  entry.target?.startsWith('admin:') ? `Cuenta: ${entry.target.slice('admin:'.length)}` : undefined;

const DESCRIBE: Record<string, (entry: AuditEntry) => { what: string; detail?: string }> = {
  'admin.signed_in': () => ({ what: 'Inició sesión en el panel' }),
  'admin.signed_out': () => ({ what: 'Cerró sesión en el panel' }),
  'admin.forbidden': (e) => ({
    what: 'Intentó una acción que su rol no permite',
    detail: e.target ?? undefined,
  }),
  'user.verified': () => ({ what: 'Verificó la identidad' }),
  'user.unverified': () => ({ what: 'Removió la verificación de identidad' }),
  'user.id_photo_viewed': (e) => ({
    what: `Vio la foto ${side(e) || 'de identificación'}`,
  }),
  'user.id_photo_requested': (e) => ({
    what: `Solicitó una nueva foto ${side(e)}`.trim(),
    detail: text(e.details?.reason) && `Motivo: ${text(e.details?.reason)}`,
  }),
  'user.sessions_ended': (e) => ({
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
  // Written by the mediation, staff and sign-in modules.
  'mediation.invited': () => ({ what: 'Invitó a mediación' }),
  'mediation.removed': () => ({ what: 'Removió de mediación' }),
  'mediation.note_added': () => ({ what: 'Agregó una nota al caso de mediación' }),
  'mediation.documents_sent': () => ({ what: 'Envió los documentos de mediación' }),
  'admin.session_ended': () => ({ what: 'Cerró una de sus sesiones' }),
  'admin.other_sessions_ended': () => ({ what: 'Cerró sus otras sesiones' }),
  'admin.password_changed': () => ({ what: 'Cambió su contraseña' }),
  'admin.two_factor_enabled': () => ({ what: 'Activó la verificación en dos pasos' }),
  'staff.created': (e) => ({ what: 'Creó una cuenta del personal', detail: member(e) }),
  'staff.role_changed': (e) => ({ what: 'Cambió el rol de una cuenta', detail: member(e) }),
  'staff.disabled': (e) => ({ what: 'Desactivó una cuenta del personal', detail: member(e) }),
  'staff.enabled': (e) => ({ what: 'Reactivó una cuenta del personal', detail: member(e) }),
  'staff.password_reset': (e) => ({ what: 'Restableció una contraseña', detail: member(e) }),
  'staff.two_factor_reset': (e) => ({
    what: 'Restableció la verificación en dos pasos',
    detail: member(e),
  }),
  'staff.sessions_ended': (e) => ({
    what: 'Cerró las sesiones de una cuenta',
    detail: member(e),
  }),
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
