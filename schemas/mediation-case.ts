import { z } from 'zod';
import { decimalString, multiLineText } from './common';
import { DISPUTE_REASON_MAX, DISPUTE_REPLY_MAX } from './creditor-case-texts';
import { mediationStageId } from './mediation';

/**
 * The creditor's own case (docs/product/creditor-case.md): what GET /api/mediation answers,
 * the documents, the balance disputes and their answers.
 */

/**
 * Kinds of document kept for a creditor. The first two are sent in 'Docs P/Firma'; the others
 * belong to the signed agreement (docs/product/signed-agreement.md) and are issued there.
 */
export const MEDIATION_DOCUMENT_KINDS = [
  'mediation-agreement',
  'statement',
  'settlement-agreement',
  'signed-agreement',
  'settlement-certificate',
] as const;
export type MediationDocumentKind = (typeof MEDIATION_DOCUMENT_KINDS)[number];

/**
 * What can be pending from the creditor; each has its button on /mediacion and its reminders.
 * 'agreement' (sign the final agreement) is the signing flow's.
 */
export const PENDING_KINDS = [
  'profile',
  'id-photo',
  'documents',
  'dispute-reply',
  'agreement',
] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];

export const DISPUTE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** One document, as its owner and staff see it in a list. */
export const caseDocument = z.object({
  id: z.uuid(),
  kind: z.enum(MEDIATION_DOCUMENT_KINDS),
  title: z.string(),
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
  /** Hex SHA-256 of the file. */
  sha256: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** The sending it belongs to. */
  reference: z.string(),
  /** When the owner first opened or downloaded it; null while unread. */
  openedAt: z.iso.datetime().nullable(),
});
export type CaseDocument = z.infer<typeof caseDocument>;

/** One balance dispute: the creditor's reason and the staff's answer (never who answered). */
export const caseDispute = z.object({
  id: z.uuid(),
  walletId: z.uuid(),
  address: z.string(),
  walletName: z.string().nullable(),
  /** The wallet's pretokenized balance when it was disputed. */
  balance: decimalString,
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  /** When the creditor read the answer. */
  replyReadAt: z.iso.datetime().nullable(),
});
export type CaseDispute = z.infer<typeof caseDispute>;

/** A stage as the creditor reads it, with the date it was reached (null: not yet). */
export const caseStage = z.object({
  id: mediationStageId,
  label: z.string(),
  description: z.string(),
  reachedAt: z.iso.datetime().nullable(),
});
export type CaseStage = z.infer<typeof caseStage>;

export const pendingItem = z.object({ kind: z.enum(PENDING_KINDS), text: z.string() });
export type PendingItem = z.infer<typeof pendingItem>;

export const CREDITOR_EVENT_KINDS = [
  'invited',
  'moved',
  'moved-back',
  'documents',
  'dispute-opened',
  'dispute-answered',
  'reminder',
  'agreement-issued',
  'agreement-signed',
  'agreement-declined',
  'settled',
] as const;

/** One entry of the creditor's timeline: what happened, in their words (no staff, no notes). */
export const creditorTimelineEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  kind: z.enum(CREDITOR_EVENT_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
});
export type CreditorTimelineEntry = z.infer<typeof creditorTimelineEntry>;

/** GET /api/mediation. */
export const creditorCase = z.discriminatedUnion('invited', [
  z.object({ invited: z.literal(false) }),
  z.object({
    invited: z.literal(true),
    stage: mediationStageId,
    stages: z.array(caseStage),
    pending: z.array(pendingItem),
    /** Newest first. */
    timeline: z.array(creditorTimelineEntry),
    /** Newest first. */
    documents: z.array(caseDocument),
    /** Newest first. */
    disputes: z.array(caseDispute),
    /** Whether a wallet's balance may be disputed now, and why not. */
    disputesOpen: z.boolean(),
    disputesClosedReason: z.string().nullable(),
  }),
]);
export type CreditorCase = z.infer<typeof creditorCase>;
export type InvitedCase = Extract<CreditorCase, { invited: true }>;

export { DISPUTE_REASON_MAX, DISPUTE_REPLY_MAX } from './creditor-case-texts';

/** POST /api/mediation/disputes. */
export const disputeInput = z.object({
  walletId: z.uuid('Cartera inválida'),
  reason: multiLineText({
    max: DISPUTE_REASON_MAX,
    maxMessage: `El motivo no puede pasar de ${DISPUTE_REASON_MAX} caracteres`,
    required: 'Escribe por qué no estás de acuerdo',
  }).min(1, 'Escribe por qué no estás de acuerdo'),
});
export type DisputeInput = z.infer<typeof disputeInput>;

/** POST /api/admin/disputes/:id/answer. */
export const disputeAnswerInput = z.object({
  accepted: z.boolean('Indica si aceptas o rechazas el desacuerdo'),
  reply: multiLineText({
    max: DISPUTE_REPLY_MAX,
    maxMessage: `La respuesta no puede pasar de ${DISPUTE_REPLY_MAX} caracteres`,
    required: 'Escribe la respuesta para el usuario',
  }).min(1, 'Escribe la respuesta para el usuario'),
});
export type DisputeAnswerInput = z.infer<typeof disputeAnswerInput>;

/** GET /api/admin/users/:id/documents. */
export const caseDocumentList = z.object({ documents: z.array(caseDocument) });
export type CaseDocumentList = z.infer<typeof caseDocumentList>;

/** GET /api/admin/users/:id/disputes: the disputes with who answered. */
export const staffDispute = caseDispute.extend({ answeredBy: z.string().nullable() });
export type StaffDispute = z.infer<typeof staffDispute>;
export const staffDisputeList = z.object({ disputes: z.array(staffDispute) });
export type StaffDisputeList = z.infer<typeof staffDisputeList>;

/** ?disposition=inline opens the PDF in the browser; the default is a download. */
export const documentQuery = z.object({
  disposition: z.enum(['attachment', 'inline'], 'Presentación inválida').default('attachment'),
});
