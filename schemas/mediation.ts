import { z } from 'zod';
import { assigneeRef } from './assignment';
import { decimalString, multiLineText, personName, singleLineText } from './common';
import { MEDIATION_STAGE_IDS, type MediationStageId } from './mediation-stages';
import { pageInfo } from './paging';

export {
  MEDIATION_STAGE_IDS,
  MEDIATION_STAGES,
  mediationStageLabel,
  type MediationStageId,
} from './mediation-stages';

export const mediationStageId = z.enum(MEDIATION_STAGE_IDS, 'Etapa de mediación desconocida');

/** Kinds of entry in a case's timeline (who did what, when, why). */
export const MEDIATION_EVENT_KINDS = [
  'invited',
  'moved',
  'moved-back',
  'note',
  'documents',
  'removed',
  'dispute-opened',
  'dispute-answered',
  'reminder',
  'terms',
  'agreement-issued',
  'agreement-viewed',
  'agreement-code',
  'agreement-code-failed',
  'agreement-signed',
  'agreement-declined',
  'settled',
  'assigned',
  'unassigned',
] as const;
export type MediationEventKind = (typeof MEDIATION_EVENT_KINDS)[number];

const stageCount = z.number().int().min(0);

/** GET /api/admin/mediation-stats: how many cases each stage holds (docs/product/mediation.md#counts). */
export const mediationStats = z.object(
  Object.fromEntries(MEDIATION_STAGE_IDS.map((id) => [id, stageCount])) as Record<
    MediationStageId,
    typeof stageCount
  >,
);
export type MediationStats = z.infer<typeof mediationStats>;

/** A case as the board lists it (docs/product/admin-panel.md#mediation-board), plus what the board needs to act on it. */
export const mediationCase = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  cellphone: z.string().nullable(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
  walletCount: z.number().int(),
  totalBalance: decimalString,
  idPhotoFront: z.string().nullable(),
  idPhotoBack: z.string().nullable(),
  mediationStatus: mediationStageId,
  verified: z.boolean(),
  /** Balance disputes the creditor opened and staff have not answered ('Saldo en disputa'). */
  openDisputes: z.number().int(),
  /** When the last reminder e-mail went out ('Último recordatorio: …'); ISO 8601. */
  lastReminderAt: z.iso.datetime().nullable(),
  /** When the case entered its stage; ISO 8601 (docs/product/staff-at-scale.md#stage-targets). */
  stageSince: z.iso.datetime().nullable(),
  /** The stage's target in days; null where a stage has none ('Liquidado'). */
  targetDays: z.number().int().nullable(),
  /** Longer in its stage than the target: 'Vencido'. */
  overdue: z.boolean(),
  /** Who the case is assigned to (docs/product/staff-at-scale.md#assignment). */
  assignee: assigneeRef,
});
export type MediationCase = z.infer<typeof mediationCase>;

/**
 * The moves the workflow offers from one stage, so that the board asks the server instead of
 * knowing the rules: `forward.kind` 'verify-id' is the identity check.
 */
export const stageMoves = z.object({
  forward: z
    .object({
      to: mediationStageId,
      label: z.string(),
      kind: z.enum(['advance', 'verify-id']),
    })
    .nullable(),
  back: z.object({ to: mediationStageId, label: z.string() }).nullable(),
  sendsDocuments: z.boolean(),
  final: z.boolean(),
});
export type StageMoves = z.infer<typeof stageMoves>;

export const mediationStageParams = z.object({ stageId: mediationStageId });
export const mediationUserParams = z.object({ userId: z.uuid('Identificador inválido') });

/** GET /api/admin/mediation-users/:stageId: filters and sorts of admin-list-filters.ts. */
export { stageListQuery, type StageListQuery } from './admin-list-filters';

/** GET /api/admin/mediation-users/:stageId. */
export const mediationCasePage = z.object({
  users: z.array(mediationCase),
  moves: stageMoves,
  ...pageInfo,
});
export type MediationCasePage = z.infer<typeof mediationCasePage>;

const REASON_MAX = 1000;
const NOTE_MAX = 2000;

/** PUT /api/admin/mediation-status/:userId; a move back needs `reason`. */
export const moveCaseInput = z.object({
  status: mediationStageId,
  reason: multiLineText({
    max: REASON_MAX,
    maxMessage: `El motivo no puede pasar de ${REASON_MAX} caracteres`,
    required: 'El motivo debe ser texto',
  })
    .optional()
    .transform((v) => v || undefined),
  /** A move back: the creditor's e-mail and timeline carry the reason only when this is true. */
  shareReason: z.boolean('Indica si el motivo se comparte con el usuario').optional(),
});
export type MoveCaseInput = z.input<typeof moveCaseInput>;

export const movedCase = z.object({
  from: mediationStageId,
  to: mediationStageId,
  verified: z.boolean(),
});
export type MovedCase = z.infer<typeof movedCase>;

/** POST /api/admin/mediation-notes/:userId. */
export const caseNoteInput = z.object({
  text: multiLineText({
    max: NOTE_MAX,
    maxMessage: `La nota no puede pasar de ${NOTE_MAX} caracteres`,
    required: 'Escribe la nota',
  }).min(1, 'Escribe la nota'),
});
export type CaseNoteInput = z.infer<typeof caseNoteInput>;

/**
 * Body of the invitation and of the documents (docs/product/mediation.md#documents). Only `userId` decides: the e-mail and
 * name stored for that user win over what the panel sent.
 */
export const mediationUserInput = z.object({
  userId: z.uuid('Identificador inválido'),
  email: singleLineText({ max: 320 }).optional(),
  fullName: personName({ max: 200 }).nullable().optional(),
});
export type MediationUserInput = z.infer<typeof mediationUserInput>;

/** POST /api/admin/invite-to-mediation and DELETE /api/admin/select-for-mediation/:userId. */
export const mediationMembership = z.object({
  selectedForMediation: z.boolean(),
  mediationStatus: mediationStageId.nullable(),
  /** Whether the invitation or removal e-mail went out now (false: queued for retry). */
  emailSent: z.boolean(),
});
export type MediationMembership = z.infer<typeof mediationMembership>;

/** POST /api/admin/send-mediation-documents. */
export const sentDocuments = z.object({
  documentsCount: z.number().int(),
  reference: z.string(),
  emailSent: z.boolean(),
});
export type SentDocuments = z.infer<typeof sentDocuments>;

/** POST /api/admin/test-docs-email. */
export const sentTestDocuments = z.object({
  documentsCount: z.number().int(),
  email: z.string(),
  emailSent: z.boolean(),
});
export type SentTestDocuments = z.infer<typeof sentTestDocuments>;

/**
 * GET /api/admin/test-docs-email: where the test documents would go (MEDIATION_TEST_EMAIL), for
 * the confirmation that names it before sending; null when none is set.
 */
export const testDocumentsTarget = z.object({ email: z.string().nullable() });
export type TestDocumentsTarget = z.infer<typeof testDocumentsTarget>;

/** One entry of a case's timeline. `by` is the staff member's username, or 'Sistema'. */
export const timelineEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  by: z.string(),
  kind: z.enum(MEDIATION_EVENT_KINDS),
  fromStage: mediationStageId.nullable(),
  toStage: mediationStageId.nullable(),
  /**
   * The reason of a move back, the text of a note, a dispute's reason or answer, or what a
   * reminder was about.
   */
  text: z.string().nullable(),
  /** Documents sent: their reference and file names. */
  reference: z.string().nullable(),
  documents: z.array(z.string()),
  /** A move that also verified the user's identity. */
  verified: z.boolean(),
  /** A move back whose reason the creditor reads. */
  reasonShared: z.boolean(),
  /** Disputes: the wallet's address; and whether the answer accepted it. */
  wallet: z.string().nullable(),
  accepted: z.boolean().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** GET /api/admin/mediation-timeline/:userId, newest first. */
export const timelinePage = z.object({ entries: z.array(timelineEntry), ...pageInfo });
export type TimelinePage = z.infer<typeof timelinePage>;

/**
 * What the 'Invitación a Mediación' block needs of a user: the user detail dialog's
 * `renderMediation` slot passes exactly this.
 */
export interface MediationMember {
  id: string;
  email: string;
  fullName: string | null;
  selectedForMediation: boolean;
  mediationStatus: MediationStageId | null;
}
