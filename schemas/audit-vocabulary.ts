import { z } from 'zod';
import { ADMIN_ROLES } from './admin-roles';
import { ADMIN_EXPORTS, type AdminExportKind } from './admin-exports';
import { BULK_ACTION_IDS } from './bulk-job-actions';
import { IDENTITY_STATUSES } from './identity-status';
import { MEDIATION_STAGE_IDS } from './mediation-stages';
import { ID_PHOTO_SIDES } from './profile';
import { SAVED_VIEW_LISTS } from './saved-view-lists';
import { WITHDRAWAL_STATUSES } from './withdrawal-status';

/**
 * Every action the activity log records, and the shape of its details, declared once
 * (docs/product/security.md#the-activity-log). `writeAudit` accepts only these actions with
 * these details; the API answers them typed; the 'Actividad' screen has a Spanish label for each
 * (a missing one fails the type check). A new action is one line here, then its label.
 */

const none = z.object({});

/** How a staff sign-in was completed. */
export const STAFF_SIGN_IN_METHODS = ['password', 'totp', 'recovery-code'] as const;
export type StaffSignInMethod = (typeof STAFF_SIGN_IN_METHODS)[number];
const stage = z.enum(MEDIATION_STAGE_IDS);
const role = z.enum(ADMIN_ROLES);
const status = z.enum(WITHDRAWAL_STATUSES);
const side = z.enum(ID_PHOTO_SIDES);
const count = z.number().int().min(0);
/** What an owner's change did to the member's sessions. */
const sessionsEnded = z.object({ sessionsEnded: count });

/** A shared view as it was created or deleted. */
const savedView = z.object({ name: z.string(), list: z.enum(SAVED_VIEW_LISTS), query: z.string() });

/** The order, as each withdrawal entry carries it. */
const order = z.object({
  walletId: z.string().nullable(),
  amount: z.string(),
  withdrawalAddress: z.string(),
});
const withdrawalMove = order.extend({
  from: status,
  to: status,
  /** A rejection's reason, which the user reads. */
  reason: z.string().optional(),
  /** A completion's payout, checked on chain. */
  payoutTxHash: z.string().optional(),
  /** An approval: where the creditor's identity stood (verified, since approving needs it). */
  identity: z.enum(IDENTITY_STATUSES).optional(),
});

/** A balance dispute's entry: the stage it happened in, the reason or the reply, the wallet. */
const disputeAct = z.object({
  from: stage,
  text: z.string(),
  disputeId: z.string(),
  wallet: z.string(),
  walletName: z.string().nullable(),
});

/** A signed-agreement entry: the stage, which agreement, and the device it came from. */
const agreementAct = z.object({
  from: stage,
  agreementId: z.string(),
  /** The browser and system, from the user agent ('Chrome en Android'). */
  device: z.string().optional(),
  /** The line the case's timeline shows. */
  text: z.string().optional(),
});

/**
 * An assignment change (docs/product/staff-at-scale.md#assignment): who holds it now (or who
 * held it, on a release), whom it was taken from, and why the system released it: 'staff-disabled'
 * (its assignee's account was disabled) or 'staff-demoted' (its assignee became a reader).
 */
const assignmentAct = z.object({
  assigneeId: z.string().nullable(),
  assignee: z.string().nullable(),
  previous: z.string().optional(),
  reason: z.enum(['staff-disabled', 'staff-demoted']).optional(),
});

/** Entries written before every mail went through the outbox: 'sent' at once, or 'queued'. */
const delivery = z.enum(['sent', 'queued']).optional();

const exportActions = Object.fromEntries(
  ADMIN_EXPORTS.map(({ kind }) => [`export.${kind}`, none]),
) as Record<`export.${AdminExportKind}`, typeof none>;

export const AUDIT_DETAILS = {
  // A staff member's own sign-in and account. Target: 'admin:<username>' where given.
  'admin.signed_in': z.object({ method: z.enum(STAFF_SIGN_IN_METHODS) }),
  'admin.signed_out': none,
  /** A call the member's role does not allow. Target: 'METHOD /route'. */
  'admin.forbidden': none,
  'admin.session_ended': none,
  'admin.other_sessions_ended': z.object({ ended: count }),
  /** Their own password, in 'Mi cuenta' or at a first sign-in; the other sessions ended. */
  'admin.password_changed': z.object({ sessionsEnded: count.optional() }),
  'admin.two_factor_enabled': none,

  // Staff acting on a user. Target: 'user:<id>'.
  'user.verified': z.object({ via: z.literal('mediation').optional() }),
  'user.unverified': none,
  'user.id_photo_viewed': z.object({ objectId: z.string(), side: side.nullable() }),
  'user.id_photo_requested': z.object({ side, reason: z.string(), wasVerified: z.boolean() }),
  'user.sessions_ended': z.object({ ended: count }),

  // A user's own actions. Target: 'user:<id>'.
  'password.recovered': z.object({ via: z.literal('email-code'), ip: z.string() }),
  'password.changed': z.object({ ip: z.string(), endedSessions: count }),

  // Withdrawal orders. Target: 'withdrawal:<id>'; whom: the order's owner.
  'withdrawal.created': order.extend({ status }),
  'withdrawal.approved': withdrawalMove,
  'withdrawal.completed': withdrawalMove,
  'withdrawal.rejected': withdrawalMove,
  /**
   * A staff approval that is not yet the last one an order needs (docs/product/payout-safety.md#dual-approval):
   * the order stays pending. The last approval is 'withdrawal.approved'.
   */
  'withdrawal.approval_given': order.extend({
    identity: z.enum(IDENTITY_STATUSES).optional(),
    given: count,
    required: count,
  }),
  /** The creditor cancelled their own pending order (actor 'user:<id>'). */
  'withdrawal.cancelled': withdrawalMove,
  /**
   * An order placed with more than USDT's 6 decimals, cut by the migration that made it a rule
   * (actor 'system'): what it was, what it is, what stays on the wallet.
   */
  'withdrawal.assigned': assignmentAct,
  'withdrawal.unassigned': assignmentAct,
  'withdrawal.amount_cut': z.object({
    from: z.string(),
    amount: z.string(),
    leftOnWallet: z.string(),
    status,
    walletId: z.string().nullable(),
    /** A completed order had lowered its wallet by the whole amount: the rest went back. */
    returnedToWallet: z.boolean(),
  }),

  // Mediation cases. Target: 'user:<id>'.
  'mediation.invited': z.object({ to: stage }),
  'mediation.removed': z.object({ from: stage }),
  'mediation.moved': z.object({ from: stage, to: stage, verified: z.literal(true).optional() }),
  'mediation.moved_back': z.object({
    from: stage,
    to: stage,
    text: z.string(),
    /** Staff chose to let the creditor read the reason. */
    reasonShared: z.literal(true).optional(),
  }),
  'mediation.note_added': z.object({ from: stage, text: z.string() }),
  /** `text`: the line the case's timeline shows. */
  'mediation.assigned': assignmentAct.extend({ from: stage, text: z.string() }),
  'mediation.unassigned': assignmentAct.extend({ from: stage, text: z.string() }),
  'mediation.documents_sent': z.object({
    from: stage.nullable().optional(),
    reference: z.string(),
    documents: z.array(z.string()),
    /** The documents' titles, as the creditor's list names them. */
    titles: z.array(z.string()).optional(),
    email: z.string(),
    delivery,
  }),
  // The creditor's case (docs/product/creditor-case.md). A dispute is opened by the creditor
  // (actor 'user:<id>'), answered by staff; reminders are the system's.
  'mediation.dispute_opened': disputeAct,
  'mediation.dispute_answered': disputeAct.extend({ accepted: z.boolean() }),
  'mediation.reminder_sent': z.object({
    from: stage,
    text: z.string(),
    items: z.array(z.string()),
  }),
  /** Staff read one of the creditor's documents. */
  'mediation.document_viewed': z.object({
    documentId: z.string(),
    title: z.string(),
    reference: z.string(),
  }),
  // The signed agreement (docs/product/signed-agreement.md). Terms, issue and settlement by
  // staff; viewing, codes, signing and declining by the creditor ('user:<id>'), with IP and device.
  'mediation.terms_set': z.object({
    from: stage,
    amount: z.string(),
    method: z.enum(['usdt', 'other']),
    methodText: z.string().optional(),
    payoutDays: count,
    /** The line the case's timeline shows. */
    text: z.string().optional(),
  }),
  'mediation.agreement_issued': agreementAct.extend({
    sha256: z.string(),
    expiresAt: z.string(),
    voided: z.array(z.string()),
    delivery,
  }),
  'mediation.agreement_viewed': agreementAct,
  'mediation.agreement_code_sent': agreementAct.extend({ delivery }),
  'mediation.agreement_code_failed': agreementAct.extend({ left: count }),
  'mediation.agreement_signed': agreementAct.extend({
    to: stage,
    verifyCode: z.string(),
    sha256: z.string(),
    delivery,
  }),
  'mediation.agreement_declined': agreementAct.extend({ text: z.string() }),
  'mediation.settled': z.object({
    from: stage,
    to: stage,
    settlementId: z.string(),
    amount: z.string(),
    owed: z.string(),
    txHash: z.string().optional(),
    reference: z.string().optional(),
    text: z.string().optional(),
    delivery,
  }),
  /** One per wallet when a case is settled: what was owed, what was paid, the difference. */
  'mediation.wallet_settled': z.object({
    settlementId: z.string(),
    wallet: z.string(),
    owed: z.string(),
    paid: z.string(),
    difference: z.string(),
  }),
  /** 'Test Email' on the board: made-up data to the configured test address. */
  'mediation.test_documents_sent': z.object({ email: z.string(), reference: z.string(), delivery }),
  /** An owner's 'Plazos por etapa' (docs/product/staff-at-scale.md#stage-targets): what changed. */
  'mediation.stage_targets_set': z.object({
    changes: z.array(z.object({ stage, from: count, to: count })),
  }),

  // Staff management by an owner. Target: 'admin:<username>' of the member acted on.
  'staff.created': z.object({ role }),
  'staff.role_changed': sessionsEnded.extend({ from: role, to: role }),
  'staff.disabled': sessionsEnded,
  'staff.enabled': none,
  'staff.password_reset': sessionsEnded,
  'staff.two_factor_reset': sessionsEnded,
  'staff.sessions_ended': sessionsEnded,

  // Bulk actions (docs/product/staff-at-scale.md#bulk-actions). Target: 'bulk-job:<id>'; each
  // item writes the single action's own entry under the job's author.
  'bulk.started': z.object({ action: z.enum(BULK_ACTION_IDS), total: count }),
  'bulk.cancelled': z.object({ action: z.enum(BULK_ACTION_IDS), processed: count, total: count }),
  /** One case's row in a bulk export. Target: 'user:<id>'. */
  'bulk.exported': z.object({ jobId: z.string() }),
  // Shared saved views of the admin lists, by an owner (docs/product/staff-at-scale.md#lists-filters-and-saved-views).
  // Target: 'view:<id>'. Personal views are their author's own business and not logged.
  'view.shared_created': savedView,
  'view.shared_deleted': savedView,

  // Data out. Target: the file name; the test e-mail's target is its address.
  ...exportActions,
  /** The activity log as CSV, with the filters it was cut to (docs/product/admin-panel.md#activity). */
  'export.audit': z.object({
    from: z.string().optional(),
    to: z.string().optional(),
    action: z.string().optional(),
    staff: z.string().optional(),
    userId: z.string().optional(),
  }),
  'mail.test': z.object({
    transport: z.enum(['smtp', 'sendgrid', 'console']),
    /** The outbox row that carries it (delivered now or retried later). */
    mailId: z.string().optional(),
    /** Entries written before every mail went through the outbox: sent at once or not. */
    sent: z.boolean().optional(),
    reason: z.string().optional(),
  }),
} satisfies Record<string, z.ZodObject>;

type Vocabulary = typeof AUDIT_DETAILS;
export type AuditAction = keyof Vocabulary;
export const AUDIT_ACTIONS = Object.keys(AUDIT_DETAILS) as [AuditAction, ...AuditAction[]];

/** The details an action is written with. */
export type AuditDetails<A extends AuditAction> = z.input<Vocabulary[A]>;

export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_DETAILS, action);
