import { mediationStageId } from '@schemas/mediation';
import type {
  CaseDispute,
  CaseDocumentList,
  CreditorCase,
  DisputeAnswerInput,
  DisputeInput,
  StaffDispute,
  StaffDisputeList,
} from '@schemas/mediation-case';
import type { Clock } from '../../adapters/clock';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError, notFound, unauthorized } from '../../errors';
import type { ReadForSession } from '../auth/auth.service';
import { writeAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import type { MailOutbox } from '../mail/outbox.service';
import { openStored } from './case-documents';
import { caseMailContext, disputeAnsweredMail, disputeReceivedMail } from './case-mail';
import { agreementState } from './agreement-state';
import { invitedCase, toCaseDispute, toCaseDocument } from './creditor-view';
import {
  findDocument,
  listUserDisputes,
  listUserDocuments,
  markDocumentOpened,
  markReplyRead,
  type DisputeRow,
} from './mediation-case.repo';
import { DISPUTE_NOT_FOUND, answerDispute, openDispute } from './mediation-disputes';
import { findCase } from './mediation.repo';
import { findCasePersonForSession, readCaseRows } from './creditor-case.repo';

const DOCUMENT_NOT_FOUND = 'Documento no encontrado';
const USER_NOT_FOUND = 'Usuario no encontrado';

/** Who reads a document: its owner, or a staff member (whose reading is in the activity log). */
export type DocumentReader =
  { kind: 'user'; userId: string } | { kind: 'staff'; staff: StaffActor };

export interface CreditorCaseDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  storage: ObjectStorage;
  appName: string;
  publicUrl: string | undefined;
  /** Checks a session the way the session guard does (GET /api/mediation reads without it). */
  readForSession: ReadForSession;
}

const toStaffDispute = (row: DisputeRow): StaffDispute => ({
  ...toCaseDispute(row),
  answeredBy: row.answeredBy?.replace(/^admin:/, '') ?? null,
});

/**
 * The creditor's own case (docs/product/creditor-case.md): what they see at /mediacion, their
 * documents and balance disputes, and the staff's side of the same documents and disputes.
 */
export function createCreditorCaseService(deps: CreditorCaseDeps) {
  const { db, clock, outbox, storage, readForSession } = deps;
  const mailContext = (user: { email: string; fullName: string | null; name: string }) =>
    caseMailContext(deps, user);

  /** The user in mediation, or undefined (not invited, removed, unknown). */
  async function invitedUser(userId: string) {
    const user = await findCase(db, userId);
    return user?.mediationStatus ? user : undefined;
  }

  return {
    /**
     * GET /api/mediation: the whole case, or `{ invited: false }` the moment it ends; 401
     * without a live session, checked in the same query as the case's person.
     */
    async viewForSession(token: string | undefined): Promise<CreditorCase> {
      const person = await readForSession(token, (live) => findCasePersonForSession(db, live));
      if (!person) throw unauthorized();
      if (!person.mediationStatus) return { invited: false };
      const stage = mediationStageId.parse(person.mediationStatus);
      const { events, documents, disputes, agreement } = await readCaseRows(db, person.id);
      const state = agreement && agreementState(agreement, clock.now());
      return invitedCase({
        stage,
        person,
        events,
        documents,
        disputes,
        agreementToSign: state === 'issued' || state === 'viewed',
      });
    },

    /**
     * One document's decrypted PDF: to its owner while they are in mediation (the first reading
     * marks it reviewed), or to staff (logged). Anyone else learns nothing: 404.
     */
    async openDocument(documentId: string, reader: DocumentReader) {
      const row = await findDocument(db, documentId);
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      if (reader.kind === 'user') {
        if (row.userId !== reader.userId || !(await invitedUser(reader.userId))) {
          throw notFound(DOCUMENT_NOT_FOUND);
        }
      }
      const body = await openStored(storage, row);
      if (!body) throw new AppError(500, 'El documento guardado no está disponible');
      const now = clock.now();
      if (reader.kind === 'user') {
        await markDocumentOpened(db, row.id, now);
      } else {
        await writeAudit(
          db,
          {
            ...reader.staff,
            action: 'mediation.document_viewed',
            target: `user:${row.userId}`,
            details: { documentId: row.id, title: row.title, reference: row.reference },
          },
          now,
        );
      }
      return { body, filename: row.filename, size: row.size };
    },

    /** The creditor disagrees with a wallet's balance; they get an e-mail that it arrived. */
    async openDispute(userId: string, input: DisputeInput, ip: string): Promise<CaseDispute> {
      const { result } = await outbox.commitWithMail(async (tx, mail) => {
        const at = clock.now();
        const { dispute, user } = await openDispute(tx, userId, input, {
          actor: `user:${userId}`,
          ip,
          at,
        });
        await mail(disputeReceivedMail(mailContext(user), dispute));
        return dispute;
      });
      return toCaseDispute(result);
    },

    /** The creditor read the answer (it is no longer pending from them). */
    async readReply(userId: string, disputeId: string): Promise<CaseDispute> {
      const row = await markReplyRead(db, disputeId, userId, clock.now());
      if (!row) throw notFound(DISPUTE_NOT_FOUND);
      return toCaseDispute(row);
    },

    async staffDocuments(userId: string): Promise<CaseDocumentList> {
      if (!(await findCase(db, userId))) throw notFound(USER_NOT_FOUND);
      return { documents: (await listUserDocuments(db, userId)).map(toCaseDocument) };
    },

    async staffDisputes(userId: string): Promise<StaffDisputeList> {
      if (!(await findCase(db, userId))) throw notFound(USER_NOT_FOUND);
      return { disputes: (await listUserDisputes(db, userId)).map(toStaffDispute) };
    },

    /** Staff accept or reject a dispute; the creditor reads the reply in the app and by e-mail. */
    async answerDispute(
      disputeId: string,
      answer: DisputeAnswerInput,
      staff: StaffActor,
    ): Promise<StaffDispute> {
      const { result } = await outbox.commitWithMail(async (tx, mail) => {
        const { dispute, user } = await answerDispute(tx, disputeId, answer, {
          ...staff,
          at: clock.now(),
        });
        await mail(
          disputeAnsweredMail(mailContext(user), {
            ...dispute,
            accepted: answer.accepted,
            reply: answer.reply,
          }),
        );
        return dispute;
      });
      return toStaffDispute(result);
    },
  };
}

export type CreditorCaseService = ReturnType<typeof createCreditorCaseService>;
