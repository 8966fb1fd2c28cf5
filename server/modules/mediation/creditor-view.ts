import { MEDIATION_STAGE_IDS, mediationStageId, type MediationStageId } from '@schemas/mediation';
import {
  CREDITOR_EVENT_KINDS,
  MEDIATION_DOCUMENT_KINDS,
  type CaseDispute,
  type CaseDocument,
  type CaseStage,
  type CreditorTimelineEntry,
  type InvitedCase,
  type PendingItem,
} from '@schemas/mediation-case';
import { hasBothIdPhotos } from '@schemas/profile';
import { z } from 'zod';
import type { DisputeRow, DocumentRow } from './mediation-case.repo';
import { longDate } from './mediation-documents';
import type { MediationEventRow } from './mediation.repo';
import { STAGE_GUIDE, creditorStageLabel } from './stage-guide';

/**
 * The creditor's case as they read it (docs/product/creditor-case.md): stages with dates, what
 * is pending, their timeline, documents and disputes. Pure: built from rows the service read,
 * of which it needs only these columns (creditor-case.repo.ts reads just them).
 */
export type ViewEvent = Pick<
  MediationEventRow,
  'id' | 'kind' | 'toStage' | 'text' | 'details' | 'createdAt'
>;
export type ViewDocument = Pick<
  DocumentRow,
  'id' | 'kind' | 'title' | 'createdAt' | 'sha256' | 'size' | 'reference' | 'openedAt'
>;
export type ViewDispute = Pick<
  DisputeRow,
  | 'id'
  | 'walletId'
  | 'address'
  | 'walletName'
  | 'balance'
  | 'reason'
  | 'status'
  | 'reply'
  | 'createdAt'
  | 'answeredAt'
  | 'replyReadAt'
>;

const FINAL_STAGE = MEDIATION_STAGE_IDS[MEDIATION_STAGE_IDS.length - 1]!;
/** From this stage on, balances are no longer disputed (the agreement is being signed). */
export const SIGNING_STAGE: MediationStageId = 'para-firma';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());
const filled = (value: string | null) => (value ?? '').trim() !== '';

/** The name the documents and e-mails address: the full name, else the name. */
export const displayName = (user: { fullName: string | null; name: string }) =>
  user.fullName?.trim() || user.name;

/** 'Principal (0x5576…F629)': how a wallet is named to the creditor. */
export function walletText(wallet: { walletName: string | null; address: string }) {
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`;
  return wallet.walletName ? `${wallet.walletName} (${short})` : short;
}

/** Each stage with the date the case last arrived there; later stages have none. */
export function caseStages(current: MediationStageId, events: readonly ViewEvent[]): CaseStage[] {
  const reached = new Map<MediationStageId, Date>();
  for (const event of events) {
    if (!event.toStage) continue;
    const stage = mediationStageId.parse(event.toStage);
    const before = reached.get(stage);
    if (!before || before <= event.createdAt) reached.set(stage, event.createdAt);
  }
  const currentIndex = MEDIATION_STAGE_IDS.indexOf(current);
  return MEDIATION_STAGE_IDS.map((id, index) => ({
    id,
    label: STAGE_GUIDE[id].label,
    description: STAGE_GUIDE[id].description,
    reachedAt: index <= currentIndex ? iso(reached.get(id) ?? null) : null,
  }));
}

const creditorKind = z.enum(CREDITOR_EVENT_KINDS);
const stageText = (value: string | null) =>
  value === null ? '' : creditorStageLabel(mediationStageId.parse(value));
const str = (value: unknown) => (typeof value === 'string' ? value : null);

/** What one entry says to the creditor; null for what they never see (notes, removal). */
function describeEvent(event: ViewEvent): Pick<CreditorTimelineEntry, 'title' | 'detail'> | null {
  const details = event.details ?? {};
  const wallet = () =>
    walletText({ walletName: str(details.walletName), address: str(details.wallet) ?? '' });
  switch (event.kind) {
    case 'invited':
      return { title: 'Te invitamos al proceso de mediación', detail: null };
    case 'moved':
      return {
        title:
          details.verified === true
            ? `Verificamos tu identidad. Tu caso pasó a ${stageText(event.toStage)}`
            : `Tu caso pasó a ${stageText(event.toStage)}`,
        detail: null,
      };
    case 'moved-back':
      return {
        title: `Tu caso regresó a ${stageText(event.toStage)}`,
        detail: details.reasonShared === true ? event.text : null,
      };
    case 'documents': {
      const titles = Array.isArray(details.titles) ? details.titles.map(String) : [];
      return { title: 'Te enviamos tus documentos', detail: titles.join(' · ') || null };
    }
    case 'dispute-opened':
      return { title: `Indicaste un desacuerdo con el saldo de ${wallet()}`, detail: event.text };
    case 'dispute-answered':
      return {
        title:
          details.accepted === true
            ? `Aceptamos tu desacuerdo sobre ${wallet()}`
            : `Respondimos tu desacuerdo sobre ${wallet()}: no procede`,
        detail: event.text,
      };
    case 'reminder':
      return { title: 'Te enviamos un recordatorio por correo', detail: event.text };
    case 'agreement-issued':
      return { title: 'Emitimos tu Acuerdo de Liquidación para firma', detail: null };
    case 'agreement-signed':
      return { title: 'Firmaste el Acuerdo de Liquidación', detail: null };
    case 'agreement-declined':
      return { title: 'Rechazaste el Acuerdo de Liquidación', detail: event.text };
    case 'settled':
      return { title: 'Realizamos el pago acordado: tu caso quedó liquidado', detail: null };
    default:
      return null;
  }
}

/** The creditor's timeline, newest first: never a note, never who on the staff acted. */
export function creditorTimeline(events: readonly ViewEvent[]): CreditorTimelineEntry[] {
  const entries: CreditorTimelineEntry[] = [];
  for (const event of events) {
    const kind = creditorKind.safeParse(event.kind);
    const described = kind.success ? describeEvent(event) : null;
    if (!kind.success || !described) continue;
    entries.push({
      id: event.id,
      at: event.createdAt.toISOString(),
      kind: kind.data,
      ...described,
    });
  }
  return entries.reverse();
}

export function toCaseDocument(row: ViewDocument): CaseDocument {
  return {
    id: row.id,
    kind: z.enum(MEDIATION_DOCUMENT_KINDS).parse(row.kind),
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    sha256: row.sha256,
    size: row.size,
    reference: row.reference,
    openedAt: iso(row.openedAt),
  };
}

export function toCaseDispute(row: ViewDispute): CaseDispute {
  return {
    id: row.id,
    walletId: row.walletId,
    address: row.address,
    walletName: row.walletName,
    balance: row.balance,
    reason: row.reason,
    status: z.enum(['open', 'accepted', 'rejected']).parse(row.status),
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    replyReadAt: iso(row.replyReadAt),
  };
}

/** The facts about the person that decide the profile and photo items. */
export interface PersonFacts {
  fullName: string | null;
  cellphone: string | null;
  idPhotoFront: string | null;
  idPhotoBack: string | null;
  idPhotoFrontRequest: string | null;
  idPhotoBackRequest: string | null;
}

export function profilePending(person: PersonFacts): PendingItem | null {
  const missing = [
    filled(person.fullName) ? null : 'tu nombre completo',
    filled(person.cellphone) ? null : 'tu teléfono',
  ].filter((m): m is string => m !== null);
  if (missing.length === 0) return null;
  return { kind: 'profile', text: `Completa tu perfil: falta ${missing.join(' y ')}.` };
}

export function idPhotoPending(person: PersonFacts): PendingItem | null {
  if (hasBothIdPhotos(person)) return null;
  const request = person.idPhotoFrontRequest ?? person.idPhotoBackRequest;
  if (request) {
    const side = person.idPhotoFrontRequest ? 'frontal' : 'trasera';
    return {
      kind: 'id-photo',
      text: `Sube de nuevo la foto ${side} de tu identificación. Motivo: ${request}`,
    };
  }
  const front = filled(person.idPhotoFront);
  const back = filled(person.idPhotoBack);
  const which =
    !front && !back
      ? 'las fotos de tu identificación oficial (frente y reverso)'
      : `la foto ${front ? 'trasera' : 'frontal'} de tu identificación oficial`;
  return { kind: 'id-photo', text: `Sube ${which}.` };
}

export function documentsPending(unopened: number): PendingItem | null {
  if (unopened === 0) return null;
  return {
    kind: 'documents',
    text:
      unopened === 1
        ? 'Revisa tus documentos: 1 documento sin abrir.'
        : `Revisa tus documentos: ${unopened} documentos sin abrir.`,
  };
}

export function disputeReplyPending(dispute: ViewDispute): PendingItem | null {
  if (!dispute.answeredAt || dispute.replyReadAt) return null;
  return {
    kind: 'dispute-reply',
    text: `Lee nuestra respuesta a tu desacuerdo sobre ${walletText(dispute)}.`,
  };
}

/** An issued agreement to sign; with its expiry in a reminder (docs/product/signed-agreement.md#reminders). */
export function agreementPending(expiresAt?: Date): PendingItem {
  const text = 'Lee y firma tu Acuerdo de Liquidación';
  return {
    kind: 'agreement',
    text: expiresAt ? `${text} antes del ${longDate.format(expiresAt)}.` : `${text}.`,
  };
}

/** Everything pending from the creditor now; nothing once the case is closed. */
export function pendingItems(
  stage: MediationStageId,
  person: PersonFacts,
  documents: readonly ViewDocument[],
  disputes: readonly ViewDispute[],
  /** An issued agreement waiting for the signature (docs/product/signed-agreement.md#signing-in-the-app). */
  agreementToSign = false,
): PendingItem[] {
  if (stage === FINAL_STAGE) return [];
  return [
    profilePending(person),
    idPhotoPending(person),
    // The agreement to sign is read and signed in the app: its own item, not a document to open.
    documentsPending(
      documents.filter((d) => !d.openedAt && d.kind !== 'settlement-agreement').length,
    ),
    ...disputes.map(disputeReplyPending),
    agreementToSign ? agreementPending() : null,
  ].filter((item): item is PendingItem => item !== null);
}

/** Whether a balance may be disputed now, and the reason shown when not. */
export function disputesClosedReason(
  stage: MediationStageId,
  hasStatement: boolean,
): string | null {
  if (MEDIATION_STAGE_IDS.indexOf(stage) >= MEDIATION_STAGE_IDS.indexOf(SIGNING_STAGE)) {
    return `Tu caso ya está en ${creditorStageLabel(stage)}: los saldos ya no se pueden objetar desde la app.`;
  }
  if (!hasStatement) {
    return 'Podrás indicar un desacuerdo con un saldo cuando recibas el estado de tus carteras.';
  }
  return null;
}

/** The rows of an invited creditor's case, as the service reads them. */
export interface CaseRows {
  stage: MediationStageId;
  person: PersonFacts;
  events: readonly ViewEvent[];
  documents: readonly ViewDocument[];
  disputes: readonly ViewDispute[];
  /** An issued agreement waiting for the signature. */
  agreementToSign: boolean;
}

/** GET /api/mediation's answer for an invited creditor, from the rows of their case. */
export function invitedCase(rows: CaseRows): InvitedCase {
  const { stage, documents, disputes } = rows;
  const closed = disputesClosedReason(
    stage,
    documents.some((d) => d.kind === 'statement'),
  );
  return {
    invited: true,
    stage,
    stages: caseStages(stage, rows.events),
    pending: pendingItems(stage, rows.person, documents, disputes, rows.agreementToSign),
    timeline: creditorTimeline(rows.events),
    documents: documents.map(toCaseDocument),
    disputes: disputes.map(toCaseDispute),
    disputesOpen: closed === null,
    disputesClosedReason: closed,
  };
}
