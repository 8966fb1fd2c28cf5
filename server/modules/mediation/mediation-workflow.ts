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
import { writeAudit } from '../audit/audit.repo';
import { setMediationStage, setUserVerified } from '../users/users.repo';
import { insertMediationEvent, lockCase, type CaseRow } from './mediation.repo';

/**
 * The one place that knows the mediation workflow (SPEC §4, PRODUCT.md "Mediation"): inviting
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
export const nextStage = (from: MediationStageId) =>
  from === FINAL_STAGE ? null : at(STAGES.indexOf(from) + 1);
export const previousStage = (from: MediationStageId) =>
  from === FINAL_STAGE ? null : at(STAGES.indexOf(from) - 1);

export interface MoveFacts {
  reason?: string;
  idPhotoFront: string | null;
  idPhotoBack: string | null;
}

export type MoveDecision =
  | { ok: true; direction: 'forward' | 'back'; verifies: boolean }
  | { ok: false; status: 400 | 409; message: string };

function refusal(from: MediationStageId, to: MediationStageId): string {
  if (from === to) return `El caso ya está en ${label(to)}`;
  if (from === FINAL_STAGE) {
    return `${label(FINAL_STAGE)} es la etapa final: el caso ya no cambia de etapa`;
  }
  const next = nextStage(from);
  const previous = previousStage(from);
  const options = [
    next ? `avanzar a ${label(next)}` : null,
    previous ? `regresar a ${label(previous)}` : null,
  ].filter(Boolean);
  return `Un caso cambia una etapa a la vez: desde ${label(from)} solo puede ${options.join(' o ')}`;
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
    return { ok: true, direction: 'forward', verifies };
  }
  if (to === previousStage(from)) {
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
  return {
    forward: next
      ? {
          to: next,
          label: label(next),
          kind: stage === ID_CHECK_STAGE ? 'verify-id' : 'advance',
        }
      : null,
    back: previous ? { to: previous, label: label(previous) } : null,
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
function stageOf(user: CaseRow | undefined): MediationStageId {
  if (!user) throw notFound(NOT_FOUND);
  if (user.selectedForMediation !== 1 || user.mediationStatus === null) {
    throw conflict(NOT_IN_MEDIATION);
  }
  return mediationStageId.parse(user.mediationStatus);
}

interface EventRecord {
  userId: string;
  kind: MediationEventKind;
  action: string;
  fromStage?: MediationStageId | null;
  toStage?: MediationStageId | null;
  text?: string;
  details?: Record<string, unknown>;
}

/** The timeline entry and the audit entry of one change, in the caller's transaction. */
async function record(tx: DbOrTx, acting: Acting, event: EventRecord) {
  const { action, ...entry } = event;
  const row = await insertMediationEvent(tx, {
    ...entry,
    actor: acting.actor,
    createdAt: acting.at,
  });
  await writeAudit(
    tx,
    {
      actor: acting.actor,
      action,
      target: `user:${event.userId}`,
      details: {
        ...(event.fromStage ? { from: event.fromStage } : {}),
        ...(event.toStage ? { to: event.toStage } : {}),
        ...(event.text ? { text: event.text } : {}),
        ...event.details,
      },
      ip: acting.ip,
    },
    acting.at,
  );
  return row;
}

/** Selects the user for mediation at the first stage; answers the user as it was read. */
export async function inviteToMediation(tx: DbOrTx, userId: string, acting: Acting) {
  const user = await lockCase(tx, userId);
  if (!user) throw notFound(NOT_FOUND);
  if (user.mediationStatus !== null) {
    const stage = mediationStageId.parse(user.mediationStatus);
    throw conflict(`El usuario ya está en mediación (${label(stage)})`);
  }
  await setMediationStage(tx, userId, INITIAL_STAGE);
  await record(tx, acting, {
    userId,
    kind: 'invited',
    action: 'mediation.invited',
    toStage: INITIAL_STAGE,
  });
  return user;
}

/** Takes the user out of mediation from any stage; the timeline stays. */
export async function removeFromMediation(tx: DbOrTx, userId: string, acting: Acting) {
  const from = stageOf(await lockCase(tx, userId));
  await setMediationStage(tx, userId, null);
  await record(tx, acting, {
    userId,
    kind: 'removed',
    action: 'mediation.removed',
    fromStage: from,
  });
}

/**
 * One move of a case. The row lock makes concurrent moves of one case take turns, so the second
 * sees the first's stage and is refused: exactly one wins.
 */
export async function moveCase(
  tx: DbOrTx,
  move: { userId: string; to: MediationStageId; reason?: string },
  acting: Acting,
) {
  const user = await lockCase(tx, move.userId);
  const from = stageOf(user);
  const decision = decideMove(from, move.to, { ...user!, reason: move.reason });
  if (!decision.ok) throw new AppError(decision.status, decision.message);
  await setMediationStage(tx, move.userId, move.to);
  if (decision.verifies) {
    await setUserVerified(tx, move.userId, true);
    await writeAudit(
      tx,
      {
        actor: acting.actor,
        action: 'user.verified',
        target: `user:${move.userId}`,
        details: { via: 'mediation' },
        ip: acting.ip,
      },
      acting.at,
    );
  }
  const back = decision.direction === 'back';
  await record(tx, acting, {
    userId: move.userId,
    kind: back ? 'moved-back' : 'moved',
    action: back ? 'mediation.moved_back' : 'mediation.moved',
    fromStage: from,
    toStage: move.to,
    text: back ? move.reason?.trim() : undefined,
    details: decision.verifies ? { verified: true } : undefined,
  });
  return { from, to: move.to, verified: decision.verifies || user!.verified === 1 };
}

/** A note on a case in mediation. */
export async function addCaseNote(tx: DbOrTx, userId: string, text: string, acting: Acting) {
  const stage = stageOf(await lockCase(tx, userId));
  return record(tx, acting, {
    userId,
    kind: 'note',
    action: 'mediation.note_added',
    fromStage: stage,
    text,
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

export interface DocumentsSent {
  reference: string;
  documents: string[];
  email: string;
  /** 'sent' now, or 'queued' for the mail outbox's retries. */
  delivery: 'sent' | 'queued';
}

/** Records documents that went out (the stage does not change). */
export async function recordDocumentsSent(
  tx: DbOrTx,
  userId: string,
  sent: DocumentsSent,
  acting: Acting,
) {
  const user = await lockCase(tx, userId);
  if (!user) throw notFound(NOT_FOUND);
  const stage = user.mediationStatus ? mediationStageId.parse(user.mediationStatus) : null;
  return record(tx, acting, {
    userId,
    kind: 'documents',
    action: 'mediation.documents_sent',
    fromStage: stage,
    details: { ...sent },
  });
}
