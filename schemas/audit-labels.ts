import { ADMIN_ROLE_LABELS, type AdminRole } from '@schemas/admin-roles';
import type { AuditAction, AuditEntry, AuditEntryOf, StaffSignInMethod } from '@schemas/audit';
import { mediationStageLabel, type MediationStageId } from '@schemas/mediation-stages';
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@schemas/withdrawal-status';
import { IDENTITY_STATUS_LABELS } from '@schemas/identity-status';
import { formatUsdt, formatUsdtExact } from '@schemas/money';
import { bulkActionOf } from '@schemas/bulk-job-actions';
import { VIEW_LIST_LABELS } from '@schemas/saved-view-lists';

/**
 * The activity log in words staff read (docs/product/admin-panel.md#activity), on the 'Actividad' screen and in its CSV export: who did what,
 * with the detail that matters for that action. One description per action of the vocabulary
 * (schemas/audit-vocabulary.ts): a new action without one here does not compile, so no code ever
 * reaches the screen.
 */
export interface AuditDescription {
  what: string;
  detail?: string;
}

export type AuditDescriptions = {
  [A in AuditAction]: (entry: AuditEntryOf<A>) => AuditDescription;
};

const SIDE = { front: 'frontal', back: 'trasera' } as const;
const SIGN_IN: Record<StaffSignInMethod, string> = {
  password: 'Con contraseña',
  totp: 'Con el código de su app de autenticación',
  'recovery-code': 'Con un código de recuperación',
};

/** The parts of a detail line that are there, joined. */
const line = (...parts: (string | false | undefined | null)[]) =>
  parts.filter(Boolean).join(' · ') || undefined;

const amount = (value: string | undefined) => (value ? ` de ${formatUsdt(value)}` : '');
const fromTo = <T extends string>(labels: (v: T) => string, from?: T, to?: T) =>
  from && to ? `De ${labels(from)} a ${labels(to)}` : undefined;
const stage = (id: MediationStageId) => mediationStageLabel(id);
const status = (value: WithdrawalStatus) => WITHDRAWAL_STATUS_LABELS[value];
const role = (value: AdminRole) => ADMIN_ROLE_LABELS[value];
const days = (n: number) => (n === 1 ? '1 día' : `${n} días`);
const reason = (text: string | undefined) => text && `Motivo: ${text}`;

/** The staff account a staff action was about ('admin:<username>' target). */
const account = (entry: { target: string | null }) =>
  entry.target?.startsWith('admin:') ? `Cuenta: ${entry.target.slice('admin:'.length)}` : undefined;
const sessions = (count: number | undefined) => (count ? `Sesiones cerradas: ${count}` : undefined);
const file = (entry: { target: string | null }) => entry.target && `Archivo: ${entry.target}`;

/** An assignment's details: to whom, from whom, and why the system released it. */
const assignmentDetail = (
  d?: null | {
    assignee?: string | null;
    previous?: string;
    reason?: 'staff-disabled' | 'staff-demoted';
  },
) =>
  line(
    d?.assignee && `Persona: ${d.assignee}`,
    d?.previous && `Antes: ${d.previous}`,
    d?.reason === 'staff-disabled' && 'Motivo: su cuenta fue desactivada',
    d?.reason === 'staff-demoted' && 'Motivo: su rol pasó a lector',
  );

const withdrawalMove =
  (verb: string) =>
  ({
    details: d,
  }: AuditEntryOf<
    'withdrawal.approved' | 'withdrawal.completed' | 'withdrawal.rejected' | 'withdrawal.cancelled'
  >) => ({
    what: `${verb} un retiro${amount(d?.amount)}`,
    detail: line(
      fromTo(status, d?.from, d?.to),
      d?.identity && IDENTITY_STATUS_LABELS[d.identity],
      reason(d?.reason),
      d?.payoutTxHash && `Pago: ${d.payoutTxHash}`,
    ),
  });

export const AUDIT_DESCRIPTIONS: AuditDescriptions = {
  'admin.signed_in': ({ details: d }) => ({
    what: 'Inició sesión en el panel',
    detail: d?.method && SIGN_IN[d.method],
  }),
  'admin.signed_out': () => ({ what: 'Cerró sesión en el panel' }),
  'admin.forbidden': (e) => ({
    what: 'Intentó una acción que su rol no permite',
    detail: e.target ?? undefined,
  }),
  'admin.session_ended': () => ({ what: 'Cerró una de sus sesiones' }),
  'admin.other_sessions_ended': ({ details: d }) => ({
    what: 'Cerró sus otras sesiones',
    detail: sessions(d?.ended),
  }),
  'admin.password_changed': ({ details: d }) => ({
    what: 'Cambió su contraseña',
    detail: sessions(d?.sessionsEnded),
  }),
  'admin.two_factor_enabled': () => ({ what: 'Activó la verificación en dos pasos' }),

  'user.verified': ({ details: d }) => ({
    what: 'Verificó la identidad',
    detail: d?.via === 'mediation' ? 'En la etapa Verificar ID de mediación' : undefined,
  }),
  'user.unverified': () => ({ what: 'Removió la verificación de identidad' }),
  'user.id_photo_viewed': ({ details: d }) => ({
    what: `Vio la foto ${d?.side ? SIDE[d.side] : 'de identificación'}`,
  }),
  'user.id_photo_requested': ({ details: d }) => ({
    what: `Solicitó una nueva foto ${d?.side ? SIDE[d.side] : 'de identificación'}`,
    detail: reason(d?.reason),
  }),
  'user.sessions_ended': ({ details: d }) => ({
    what: 'Cerró las sesiones del usuario',
    detail: d?.ended === undefined ? undefined : `Sesiones cerradas: ${d.ended}`,
  }),
  'password.recovered': () => ({ what: 'Recuperó su contraseña con un código por correo' }),
  'password.changed': ({ details: d }) => ({
    what: 'Cambió su contraseña desde su perfil',
    detail: d?.endedSessions ? `Otras sesiones cerradas: ${d.endedSessions}` : undefined,
  }),

  'withdrawal.created': ({ details: d }) => ({
    what: `Registró una orden de retiro${amount(d?.amount)}`,
  }),
  'withdrawal.approved': withdrawalMove('Aprobó'),
  'withdrawal.completed': withdrawalMove('Completó'),
  'withdrawal.rejected': withdrawalMove('Rechazó'),
  'withdrawal.cancelled': withdrawalMove('Canceló'),
  'withdrawal.approval_given': ({ details: d }) => ({
    what: `Dio una aprobación a un retiro${amount(d?.amount)}`,
    detail: line(d && `Aprobaciones: ${d.given} de ${d.required}`),
  }),
  'withdrawal.assigned': ({ details: d }) => ({
    what: 'Asignó un retiro',
    detail: assignmentDetail(d),
  }),
  'withdrawal.unassigned': ({ details: d }) => ({
    what: 'Liberó un retiro',
    detail: assignmentDetail(d),
  }),
  'withdrawal.amount_cut': ({ details: d }) => ({
    what: `Ajustó un retiro a los 6 decimales de USDT${amount(d?.amount)}`,
    detail: line(
      d?.from && `Antes: ${formatUsdtExact(d.from)}`,
      d?.leftOnWallet && `Quedan en la cartera: ${formatUsdtExact(d.leftOnWallet)}`,
    ),
  }),

  'mediation.invited': () => ({ what: 'Invitó a mediación' }),
  'mediation.removed': ({ details: d }) => ({
    what: 'Removió de mediación',
    detail: d?.from && `Estaba en ${stage(d.from)}`,
  }),
  'mediation.moved': ({ details: d }) => ({
    what: 'Movió el caso de mediación',
    detail: line(fromTo(stage, d?.from, d?.to), d?.verified && 'Identidad verificada'),
  }),
  'mediation.moved_back': ({ details: d }) => ({
    what: 'Regresó el caso de mediación',
    detail: line(
      fromTo(stage, d?.from, d?.to),
      reason(d?.text),
      d?.reasonShared && 'Motivo compartido con el usuario',
    ),
  }),
  'mediation.note_added': ({ details: d }) => ({
    what: 'Agregó una nota al caso de mediación',
    detail: d?.text,
  }),
  'mediation.assigned': ({ details: d }) => ({
    what: 'Asignó un caso de mediación',
    detail: assignmentDetail(d),
  }),
  'mediation.unassigned': ({ details: d }) => ({
    what: 'Liberó un caso de mediación',
    detail: assignmentDetail(d),
  }),
  'mediation.documents_sent': ({ details: d }) => ({
    what: 'Envió los documentos de mediación',
    detail: line(
      d?.reference && `Referencia ${d.reference}`,
      d?.delivery === 'queued' && 'Correo en cola de reintento',
    ),
  }),
  'mediation.dispute_opened': ({ details: d }) => ({
    what: 'Objetó el saldo de una cartera',
    detail: line(d?.walletName ?? d?.wallet, reason(d?.text)),
  }),
  'mediation.dispute_answered': ({ details: d }) => ({
    what: d?.accepted ? 'Aceptó un desacuerdo de saldo' : 'Rechazó un desacuerdo de saldo',
    detail: line(d?.walletName ?? d?.wallet, d?.text && `Respuesta: ${d.text}`),
  }),
  'mediation.reminder_sent': ({ details: d }) => ({
    what: 'Se envió un recordatorio al usuario',
    detail: d?.text,
  }),
  'mediation.document_viewed': ({ details: d }) => ({
    what: 'Vio un documento de mediación',
    detail: line(d?.title, d?.reference && `Referencia ${d.reference}`),
  }),
  'mediation.test_documents_sent': ({ details: d }) => ({
    what: 'Envió documentos de mediación de prueba',
    detail: line(d?.email && `A ${d.email}`, d?.delivery === 'queued' && 'Correo en cola'),
  }),

  'mediation.terms_set': ({ details: d }) => ({
    what: 'Registró los términos acordados',
    detail: line(
      d?.amount && `Monto: ${formatUsdtExact(d.amount)}`,
      d?.method === 'usdt' ? 'Pago en USDT (ERC-20)' : d?.methodText,
      d?.payoutDays !== undefined && `Plazo: ${d.payoutDays} días`,
    ),
  }),
  'mediation.agreement_issued': ({ details: d }) => ({
    what: 'Emitió el acuerdo para firma',
    detail: line(
      d?.voided?.length ? `Anuló ${d.voided.length} acuerdo(s) anterior(es)` : undefined,
      d?.sha256 && `SHA-256 ${d.sha256.slice(0, 16)}…`,
    ),
  }),
  'mediation.agreement_viewed': ({ details: d }) => ({
    what: 'El titular abrió el acuerdo',
    detail: d?.device,
  }),
  'mediation.agreement_code_sent': ({ details: d }) => ({
    what: 'Se envió el código de firma al titular',
    detail: d?.device,
  }),
  'mediation.agreement_code_failed': ({ details: d }) => ({
    what: 'Código de firma incorrecto',
    detail: line(d?.device, d?.left !== undefined && `Intentos restantes: ${d.left}`),
  }),
  'mediation.agreement_signed': ({ details: d }) => ({
    what: 'El titular firmó el acuerdo',
    detail: line(d?.device, d?.verifyCode && `Código de verificación ${d.verifyCode}`),
  }),
  'mediation.agreement_declined': ({ details: d }) => ({
    what: 'El titular rechazó el acuerdo',
    detail: line(d?.device, reason(d?.text)),
  }),
  'mediation.settled': ({ details: d }) => ({
    what: 'Liquidó el caso',
    detail: line(d?.amount && `Pagado: ${formatUsdtExact(d.amount)}`, d?.txHash ?? d?.reference),
  }),
  'mediation.wallet_settled': ({ details: d }) => ({
    what: 'Saldo de cartera liquidado',
    detail: line(
      d?.wallet,
      d?.owed && `Adeudado: ${formatUsdtExact(d.owed)}`,
      d?.paid && `Pagado: ${formatUsdtExact(d.paid)}`,
      d?.difference && `Diferencia: ${formatUsdtExact(d.difference)}`,
    ),
  }),

  'mediation.stage_targets_set': ({ details: d }) => ({
    what: 'Cambió los plazos por etapa',
    detail: line(
      ...(d?.changes ?? []).map((c) => `${stage(c.stage)}: ${days(c.from)} → ${days(c.to)}`),
    ),
  }),

  'staff.created': (e) => ({
    what: 'Creó una cuenta del personal',
    detail: line(account(e), e.details?.role && `Rol: ${role(e.details.role)}`),
  }),
  'staff.role_changed': (e) => ({
    what: 'Cambió el rol de una cuenta',
    detail: line(account(e), fromTo(role, e.details?.from, e.details?.to)),
  }),
  'staff.disabled': (e) => ({
    what: 'Desactivó una cuenta del personal',
    detail: line(account(e), sessions(e.details?.sessionsEnded)),
  }),
  'staff.enabled': (e) => ({ what: 'Reactivó una cuenta del personal', detail: account(e) }),
  'staff.password_reset': (e) => ({
    what: 'Generó una contraseña temporal nueva',
    detail: line(account(e), sessions(e.details?.sessionsEnded)),
  }),
  'staff.two_factor_reset': (e) => ({
    what: 'Restableció la verificación en dos pasos',
    detail: line(account(e), sessions(e.details?.sessionsEnded)),
  }),
  'staff.sessions_ended': (e) => ({
    what: 'Cerró las sesiones de una cuenta',
    detail: line(account(e), sessions(e.details?.sessionsEnded)),
  }),

  'bulk.started': (e) => ({
    what: 'Inició una acción masiva',
    detail: line(
      e.details?.action && bulkActionOf(e.details.action).label,
      e.details && `${e.details.total} casos`,
    ),
  }),
  'bulk.cancelled': (e) => ({
    what: 'Canceló una acción masiva',
    detail: line(
      e.details?.action && bulkActionOf(e.details.action).label,
      e.details && `${e.details.processed} de ${e.details.total}`,
    ),
  }),
  'bulk.exported': () => ({ what: 'Exportó el caso en una acción masiva' }),
  'view.shared_created': (e) => ({
    what: 'Creó una vista compartida',
    detail: line(e.details?.name, e.details?.list && `Lista: ${VIEW_LIST_LABELS[e.details.list]}`),
  }),
  'view.shared_deleted': (e) => ({
    what: 'Eliminó una vista compartida',
    detail: line(e.details?.name, e.details?.list && `Lista: ${VIEW_LIST_LABELS[e.details.list]}`),
  }),

  'export.users': (e) => ({ what: 'Exportó los usuarios', detail: line(file(e)) }),
  'export.wallets': (e) => ({ what: 'Exportó las carteras', detail: line(file(e)) }),
  'export.withdrawals': (e) => ({ what: 'Exportó los retiros', detail: line(file(e)) }),
  'export.audit': (e) => ({
    what: 'Exportó la actividad',
    detail: line(
      file(e),
      e.details?.from && `Desde ${e.details.from}`,
      e.details?.to && `Hasta ${e.details.to}`,
      e.details?.action && `Acción: ${auditActionName(e.details.action)}`,
      e.details?.staff && `Personal: ${e.details.staff}`,
      e.details?.userId && 'De un usuario',
    ),
  }),
  'mail.test': (e) => ({
    what:
      e.details?.sent === false
        ? 'No pudo enviar un correo de prueba'
        : 'Envió un correo de prueba',
    detail: line(e.target && `A ${e.target}`, e.details?.reason),
  }),
};

/*
 * The actions read from the descriptions, which name every action of the vocabulary and no other
 * (the type above says so), so this file needs no value from the zod vocabulary: the screens
 * describing entries load without zod (docs/decisions/web-speed.md#no-zod-on-a-first-screen).
 */
const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_DESCRIPTIONS, action);
const AUDIT_ACTIONS = Object.keys(AUDIT_DESCRIPTIONS) as AuditAction[];

export function describeAuditEntry(entry: AuditEntry): AuditDescription {
  if (entry.action === 'other') return { what: 'Acción registrada por otra versión del sistema' };
  const describe = AUDIT_DESCRIPTIONS[entry.action] as (entry: AuditEntry) => AuditDescription;
  return describe(entry);
}

/**
 * An action's name on its own, for the action filter: its description with no details
 * ('mediation.moved' → 'Movió un caso de etapa'); a code this version does not know, as is.
 */
export function auditActionName(action: string): string {
  if (!isAuditAction(action)) return action;
  const describe = AUDIT_DESCRIPTIONS[action] as (entry: AuditEntry) => AuditDescription;
  const blank = { id: '', at: '', actor: '', target: null, user: null, ip: null, details: null };
  return describe({ ...blank, action } as AuditEntry).what;
}

/** The actions in the filter's order: by their Spanish name. */
export const auditActionsByName = () =>
  AUDIT_ACTIONS.map((action) => ({ action, name: auditActionName(action) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'es'),
  );

/** 'admin:maria' → 'maria'; a user's own action → 'El usuario'; jobs → 'Sistema'. */
export function actorName(actor: string): string {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length);
  if (actor.startsWith('user:')) return 'El usuario';
  return actor === 'system' ? 'Sistema' : actor;
}

/** The user concerned as people know them: full name, else e-mail. */
export const whomName = (entry: AuditEntry) =>
  entry.user ? entry.user.fullName || entry.user.email || 'Usuario eliminado' : null;
