import type { ReleaseReason } from '@schemas/assignment';
import {
  MEDIATION_STAGE_IDS,
  mediationStageId,
  mediationStageLabel as label,
  type MediationEventKind,
  type MediationStageId,
  type StageMoves,
} from '@schemas/mediation';
import { hasBothIdPhotos } from '@schemas/profile';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { writeAudit, type AuditAct } from '../audit/audit.service';
import { setMediationStage } from '../users/users.service';
import { markIdentityVerified } from '../users/identity-verification';
import { SIGNING_STAGE, walletText } from './creditor-view';
import { findTerms } from './agreement.repo';
import {
  closeAllPending,
  hasDocumentOfKind,
  listOpenDisputes,
  watchPending,
} from './mediation-case.repo';
import { assertMayAct } from '../assignment/assignment-guard';
import {
  findCase,
  insertMediationEvent,
  lockCase,
  setCaseAssignee,
  type CaseRow,
} from './mediation.repo';
import { firstReminderAt } from './reminder-schedule';

/** The case locks, for the assignment module (docs/decisions/module-surfaces.md). */
export { lockCase, lockCasesAssignedTo } from './mediation.repo';

/**
 * The one place that knows the mediation workflow (docs/product/mediation.md#moves): inviting
 * puts a user at the first stage; a case moves one stage forward at a time, or one back with a
 * reason; leaving 'Verificar ID' needs both ID photos and verifies the user; the last stage is
 * final; documents are sent only in 'Docs P/Firma'; removing clears the flags. Every write of the
 * flags goes through here, inside the caller's transaction, with its timeline and audit entries.
 */
const STAGES = MEDIATION_STAGE_IDS;
export const INITIAL_STAGE: MediationStageId = STAGES[0];
const FINAL_STAGE: MediationStageId = STAGES[STAGES.length - 1]!;
/** Leaving this stage forward is the identity check. */
const ID_CHECK_STAGE: MediationStageId = 'verificar-id';
/** The stage in which the documents are sent. */
const DOCUMENTS_STAGE: MediationStageId = 'docs-firma';

const at = (i: number): MediationStageId | null => STAGES[i] ?? null;
/** The stage of the agreed terms: leaving it forward needs them. */
export const TERMS_STAGE: MediationStageId = 'negociacion';
/** Reached by the creditor's signature only (docs/product/signed-agreement.md#the-signed-document). */
export const SIGNED_STAGE: MediationStageId = 'monetizacion';
/** Reached by recording the settlement paid only (docs/product/signed-agreement.md#settlement-paid). */
export const SETTLED_STAGE: MediationStageId = FINAL_STAGE;

export const nextStage = (from: MediationStageId) =>
  from === FINAL_STAGE ? null : at(STAGES.indexOf(from) + 1);
/** A settled case goes back only by an owner's reopening (checked by the caller). */
export const previousStage = (from: MediationStageId) => at(STAGES.indexOf(from) - 1);

export interface MoveFacts {
  reason?: string;
  idPhotoFront: string | null;
  idPhotoBack: string | null;
  /** The wallets whose balance the creditor disputes and staff have not answered. */
  openDisputes?: readonly { address: string; walletName: string | null }[];
  /** Whether the documents of 'Docs P/Firma' were sent (needed to enter 'En Negociación'). */
  documentsSent?: boolean;
  /** Whether the agreed terms are recorded (needed to enter 'Para Firma'). */
  hasTerms?: boolean;
  /** The signature or the settlement moves the case itself; staff's moves never reach those stages. */
  via?: 'signature' | 'settlement';
  /** Reopening a settled case is an owner's. */
  byOwner?: boolean;
}

export type MoveDecision =
  | { ok: true; direction: 'forward' | 'back'; verifies: boolean }
  | { ok: false; status: 400 | 403 | 409; message: string };

function refusal(from: MediationStageId, to: MediationStageId): string {
  if (from === to) return `El caso ya está en ${label(to)}`;
  if (from === FINAL_STAGE) {
    return `${label(FINAL_STAGE)} es la etapa final: solo un propietario puede reabrir el caso a ${label(SIGNED_STAGE)}`;
  }
  const next = nextStage(from);
  const previous = previousStage(from);
  const options = [
    next ? `avanzar a ${label(next)}` : null,
    previous ? `regresar a ${label(previous)}` : null,
  ].filter(Boolean);
  return `Un caso cambia una etapa a la vez: desde ${label(from)} solo puede ${options.join(' o ')}`;
}

/** What a forward move into `to` still lacks, or undefined. */
function forwardGate(to: MediationStageId, facts: MoveFacts): string | undefined {
  if (to === TERMS_STAGE && facts.documentsSent === false) {
    return `Para pasar a ${label(to)} primero envía los documentos de ${label(DOCUMENTS_STAGE)}`;
  }
  if (to === SIGNING_STAGE && !facts.hasTerms) {
    return `Para pasar a ${label(to)} primero registra los términos acordados (monto, forma y plazo de pago)`;
  }
  if (to === SIGNED_STAGE && facts.via !== 'signature') {
    return `El caso pasa a ${label(to)} cuando el titular firma el acuerdo en la aplicación`;
  }
  if (to === SETTLED_STAGE && facts.via !== 'settlement') {
    return `Para pasar a ${label(to)} registra la liquidación pagada (hash de la transacción o referencia)`;
  }
  return undefined;
}

/** Whether `from` → `to` is allowed, and why not (pure: the rules, without the database). */
export function decideMove(
  from: MediationStageId,
  to: MediationStageId,
  facts: MoveFacts,
): MoveDecision {
  if (to === nextStage(from)) {
    const verifies = from === ID_CHECK_STAGE;
    if (verifies && !hasBothIdPhotos(facts)) {
      return {
        ok: false,
        status: 409,
        message: `Para verificar la identidad y pasar a ${label(to)} el usuario debe haber subido las dos fotos de su identificación`,
      };
    }
    const disputed = facts.openDisputes ?? [];
    if (to === SIGNING_STAGE && disputed.length > 0) {
      const one = disputed.length === 1;
      return {
        ok: false,
        status: 409,
        message: `No se puede pasar a ${label(to)}: el usuario no está de acuerdo con el saldo de ${one ? 'la cartera' : 'las carteras'} ${disputed.map(walletText).join(', ')}. Responde primero ${one ? 'el desacuerdo' : 'los desacuerdos'}.`,
      };
    }
    const gate = forwardGate(to, facts);
    if (gate) return { ok: false, status: 409, message: gate };
    return { ok: true, direction: 'forward', verifies };
  }
  if (to === previousStage(from)) {
    if (from === FINAL_STAGE && !facts.byOwner) {
      return {
        ok: false,
        status: 403,
        message: `Solo un propietario puede reabrir un caso ${label(FINAL_STAGE)}`,
      };
    }
    if (!facts.reason?.trim()) {
      return {
        ok: false,
        status: 400,
        message: `Indica el motivo para regresar el caso a ${label(to)}`,
      };
    }
    return { ok: true, direction: 'back', verifies: false };
  }
  return { ok: false, status: 409, message: refusal(from, to) };
}

/** What the board may offer on a stage's cases. */
export function stageMoves(stage: MediationStageId): StageMoves {
  const next = nextStage(stage);
  const previous = previousStage(stage);
  // The signature and the settlement move the case into their stages; the board never offers it.
  const byHand = next !== null && next !== SIGNED_STAGE && next !== SETTLED_STAGE;
  return {
    forward: byHand
      ? {
          to: next,
          label: label(next),
          kind: stage === ID_CHECK_STAGE ? 'verify-id' : 'advance',
        }
      : null,
    // Reopening a settled case is an owner's, with a reason, through the API.
    back: previous && stage !== FINAL_STAGE ? { to: previous, label: label(previous) } : null,
    sendsDocuments: stage === DOCUMENTS_STAGE,
    final: stage === FINAL_STAGE,
  };
}

/** Who acted, from where, when: the same for every write. */
export interface Acting {
  /** 'admin:<username>' or 'system'. */
  actor: string;
  ip?: string;
  at: Date;
}

const NOT_FOUND = 'Usuario no encontrado';
const NOT_IN_MEDIATION = 'El usuario no está en mediación';

/** The stage of a user in mediation; anything else is refused. */
export function stageOf(user: CaseRow | undefined): MediationStageId {
  if (!user) throw notFound(NOT_FOUND);
  if (user.selectedForMediation !== 1 || user.mediationStatus === null) {
    throw conflict(NOT_IN_MEDIATION);
  }
  return mediationStageId.parse(user.mediationStatus);
}

/**
 * The case locked for a change by `actor`: refused (409) when it is assigned to someone else
 * (the one assignment guard, docs/decisions/assignment.md). Every staff change of a case locks it
 * through here.
 */
export async function lockCaseToAct(tx: DbOrTx, userId: string, actor: string) {
  const user = await lockCase(tx, userId);
  if (user) await assertMayAct(tx, { kind: 'case', assigneeId: user.assigneeId }, actor);
  return user;
}

/**
 * The same guard on the case as read, without a lock: actions that render documents before their
 * transaction refuse early, then check again under the lock (lockCaseToAct).
 */
export async function assertMayActOnCase(db: DbOrTx, userId: string, actor: string) {
  const user = await findCase(db, userId);
  if (user) await assertMayAct(db, { kind: 'case', assigneeId: user.assigneeId }, actor);
}

/** The audit entries of mediation changes; each is also one entry of the case's timeline. */
type MediationAct = AuditAct<
  | 'mediation.invited'
  | 'mediation.removed'
  | 'mediation.moved'
  | 'mediation.moved_back'
  | 'mediation.note_added'
  | 'mediation.documents_sent'
  | 'mediation.dispute_opened'
  | 'mediation.dispute_answered'
  | 'mediation.reminder_sent'
  | 'mediation.terms_set'
  | 'mediation.agreement_issued'
  | 'mediation.agreement_viewed'
  | 'mediation.agreement_code_sent'
  | 'mediation.agreement_code_failed'
  | 'mediation.agreement_signed'
  | 'mediation.agreement_declined'
  | 'mediation.settled'
  | 'mediation.assigned'
  | 'mediation.unassigned'
>;

const EVENT_KIND: Record<MediationAct['action'], MediationEventKind> = {
  'mediation.invited': 'invited',
  'mediation.removed': 'removed',
  'mediation.moved': 'moved',
  'mediation.moved_back': 'moved-back',
  'mediation.note_added': 'note',
  'mediation.documents_sent': 'documents',
  'mediation.dispute_opened': 'dispute-opened',
  'mediation.dispute_answered': 'dispute-answered',
  'mediation.reminder_sent': 'reminder',
  'mediation.terms_set': 'terms',
  'mediation.agreement_issued': 'agreement-issued',
  'mediation.agreement_viewed': 'agreement-viewed',
  'mediation.agreement_code_sent': 'agreement-code',
  'mediation.agreement_code_failed': 'agreement-code-failed',
  'mediation.agreement_signed': 'agreement-signed',
  'mediation.agreement_declined': 'agreement-declined',
  'mediation.settled': 'settled',
  'mediation.assigned': 'assigned',
  'mediation.unassigned': 'unassigned',
};

/** The fields of a mediation act the timeline keeps in their own columns. */
interface TimelineFields {
  from?: MediationStageId | null;
  to?: MediationStageId;
  text?: string;
  [rest: string]: unknown;
}

/** The timeline entry and the audit entry of one change, in the caller's transaction. */
export async function record(tx: DbOrTx, acting: Acting, userId: string, act: MediationAct) {
  const { from, to, text, ...rest } = (act.details ?? {}) as TimelineFields;
  const row = await insertMediationEvent(tx, {
    userId,
    kind: EVENT_KIND[act.action],
    fromStage: from ?? null,
    toStage: to ?? null,
    text: text ?? null,
    details: Object.keys(rest).length > 0 ? rest : null,
    actor: acting.actor,
    createdAt: acting.at,
  });
  await writeAudit(
    tx,
    { actor: acting.actor, target: `user:${userId}`, ip: acting.ip, ...act },
    acting.at,
  );
  return row;
}

/** Selects the user for mediation at the first stage; answers the user as it was read. */
export async function inviteToMediation(tx: DbOrTx, userId: string, acting: Acting) {
  const user = await lockCaseToAct(tx, userId, acting.actor);
  if (!user) throw notFound(NOT_FOUND);
  if (user.mediationStatus !== null) {
    const stage = mediationStageId.parse(user.mediationStatus);
    throw conflict(`El usuario ya está en mediación (${label(stage)})`);
  }
  await setMediationStage(tx, userId, INITIAL_STAGE, acting.at);
  await record(tx, acting, userId, {
    action: 'mediation.invited',
    details: { to: INITIAL_STAGE },
  });
  // What the invitation asks of the creditor is watched for reminders from now on.
  const watch = (kind: 'profile' | 'id-photo') =>
    watchPending(tx, { userId, kind, since: acting.at, firstAt: firstReminderAt(acting.at) });
  if (!user.fullName?.trim() || !user.cellphone?.trim()) await watch('profile');
  if (!hasBothIdPhotos(user)) await watch('id-photo');
  return user;
}

/** Staff asked for a new ID photo: while the user is in mediation, reminders watch it. */
export async function watchIdPhotoRequest(
  tx: DbOrTx,
  user: { id: string; mediationStatus: string | null },
  at: Date,
) {
  if (user.mediationStatus === null) return;
  await watchPending(tx, {
    userId: user.id,
    kind: 'id-photo',
    since: at,
    firstAt: firstReminderAt(at),
  });
}

/** Takes the user out of mediation from any stage; the timeline stays, reminders stop. */
export async function removeFromMediation(tx: DbOrTx, userId: string, acting: Acting) {
  const user = await lockCaseToAct(tx, userId, acting.actor);
  const from = stageOf(user);
  await setMediationStage(tx, userId, null, acting.at);
  // The case ends, and with it its assignment (docs/product/staff-at-scale.md#assignment).
  if (user!.assigneeId !== null) await setCaseAssignee(tx, userId, null);
  await closeAllPending(tx, userId, acting.at);
  await record(tx, acting, userId, { action: 'mediation.removed', details: { from } });
  return user!;
}

/**
 * One move of a case. The row lock makes concurrent moves of one case take turns, so the second
 * sees the first's stage and is refused: exactly one wins.
 */
export async function moveCase(
  tx: DbOrTx,
  move: {
    userId: string;
    to: MediationStageId;
    reason?: string;
    shareReason?: boolean;
    via?: MoveFacts['via'];
    byOwner?: boolean;
  },
  acting: Acting,
) {
  const user = await lockCaseToAct(tx, move.userId, acting.actor);
  const from = stageOf(user);
  // Read under the case lock: a dispute opened meanwhile waits for this move (and vice versa).
  const openDisputes = move.to === SIGNING_STAGE ? await listOpenDisputes(tx, move.userId) : [];
  const decision = decideMove(from, move.to, {
    ...user!,
    reason: move.reason,
    openDisputes,
    documentsSent:
      move.to === TERMS_STAGE
        ? await hasDocumentOfKind(tx, move.userId, 'mediation-agreement')
        : undefined,
    hasTerms: move.to === SIGNING_STAGE ? !!(await findTerms(tx, move.userId)) : undefined,
    via: move.via,
    byOwner: move.byOwner,
  });
  if (!decision.ok) throw new AppError(decision.status, decision.message);
  await setMediationStage(tx, move.userId, move.to, acting.at);
  if (decision.verifies) {
    const staff = { actor: acting.actor, ip: acting.ip };
    await markIdentityVerified(tx, move.userId, staff, acting.at, 'mediation');
  }
  const stages = { from, to: move.to };
  await record(
    tx,
    acting,
    move.userId,
    decision.direction === 'back'
      ? {
          action: 'mediation.moved_back',
          details: {
            ...stages,
            text: move.reason?.trim() ?? '',
            ...(move.shareReason ? { reasonShared: true } : {}),
          },
        }
      : {
          action: 'mediation.moved',
          details: decision.verifies ? { ...stages, verified: true } : stages,
        },
  );
  return {
    from,
    to: move.to,
    verified: decision.verifies || user!.verified === 1,
    direction: decision.direction,
    user: user!,
  };
}

/** A note on a case in mediation. */
export async function addCaseNote(tx: DbOrTx, userId: string, text: string, acting: Acting) {
  const stage = stageOf(await lockCaseToAct(tx, userId, acting.actor));
  return record(tx, acting, userId, {
    action: 'mediation.note_added',
    details: { from: stage, text },
  });
}

/** The case, if its documents may be sent now (only in 'Docs P/Firma'). */
export function documentsCase(user: CaseRow | undefined) {
  const stage = stageOf(user);
  if (stage !== DOCUMENTS_STAGE) {
    throw conflict(
      `Los documentos solo se envían en la etapa ${label(DOCUMENTS_STAGE)}; este caso está en ${label(stage)}`,
    );
  }
  return { ...user!, stage };
}

export interface DocumentsIssued {
  reference: string;
  /** File names and titles, in order. */
  documents: string[];
  titles: string[];
  email: string;
}

/**
 * Records documents issued to the creditor (the stage does not change) and watches them until
 * the creditor has opened every one.
 */
export async function recordDocumentsIssued(
  tx: DbOrTx,
  userId: string,
  issued: DocumentsIssued,
  acting: Acting,
) {
  const user = await lockCaseToAct(tx, userId, acting.actor);
  if (!user) throw notFound(NOT_FOUND);
  const stage = user.mediationStatus ? mediationStageId.parse(user.mediationStatus) : null;
  await watchPending(tx, {
    userId,
    kind: 'documents',
    subject: issued.reference,
    since: acting.at,
    firstAt: firstReminderAt(acting.at),
  });
  return record(tx, acting, userId, {
    action: 'mediation.documents_sent',
    details: { from: stage, ...issued },
  });
}

/** A case's new assignee, as the assignment service decided it (docs/product/staff-at-scale.md#assignment). */
export interface CaseAssignment {
  /** Null releases the case. */
  assignee: { id: string; name: string } | null;
  /** Who had it, for the timeline's words. */
  previous: { id: string; name: string } | null;
  /** Why the system released it, when it was not a person's choice. */
  reason?: ReleaseReason;
}

/** The timeline's line of an assignment change. */
function assignmentLine({ assignee, previous, reason }: CaseAssignment) {
  if (assignee)
    return previous
      ? `Asignado a ${assignee.name} (antes: ${previous.name})`
      : `Asignado a ${assignee.name}`;
  const released = `Liberado; lo tenía ${previous?.name ?? 'nadie'}`;
  if (reason === 'staff-disabled') return `${released}, cuya cuenta fue desactivada`;
  if (reason === 'staff-demoted') return `${released}, que pasó a lector`;
  return released;
}

/** Writes the case's assignee, with its timeline and audit entries; the case is locked by the caller. */
export async function assignCase(
  tx: DbOrTx,
  userId: string,
  change: CaseAssignment,
  acting: Acting,
) {
  const stage = stageOf(await lockCase(tx, userId));
  await setCaseAssignee(tx, userId, change.assignee?.id ?? null);
  const whom = change.assignee ?? change.previous;
  await record(tx, acting, userId, {
    action: change.assignee ? 'mediation.assigned' : 'mediation.unassigned',
    details: {
      from: stage,
      text: assignmentLine(change),
      assigneeId: whom?.id ?? null,
      assignee: whom?.name ?? null,
      ...(change.assignee && change.previous ? { previous: change.previous.name } : {}),
      ...(change.reason ? { reason: change.reason } : {}),
    },
  });
}
