import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import {
  mediationAgreements,
  mediationDisputes,
  mediationDocuments,
  mediationEvents,
  users,
} from '../../db/schema';
import { sessionUserRead } from '../auth/live-session-sql';

/*
 * GET /api/mediation, a hot read (docs/decisions/web-speed.md#hot-reads-sent-as-built): the
 * session's check with the case's person in one prepared query, then the case's rows in four
 * prepared queries at once, each reading only the columns the creditor's view
 * (creditor-view.ts) reads.
 */

/** The case's person of a live session's user; undefined when the session is not live. */
export const findCasePersonForSession = sessionUserRead('creditor_case_person', {
  id: users.id,
  mediationStatus: users.mediationStatus,
  fullName: users.fullName,
  cellphone: users.cellphone,
  idPhotoFront: users.idPhotoFront,
  idPhotoBack: users.idPhotoBack,
  idPhotoFrontRequest: users.idPhotoFrontRequest,
  idPhotoBackRequest: users.idPhotoBackRequest,
});

const userId = sql.placeholder('userId');

// The case's entries since the user's latest invitation, oldest first (a case that was removed
// and invited again starts over).
const eventsQuery = preparedFor((db) =>
  db
    .select({
      id: mediationEvents.id,
      kind: mediationEvents.kind,
      toStage: mediationEvents.toStage,
      text: mediationEvents.text,
      details: mediationEvents.details,
      createdAt: mediationEvents.createdAt,
    })
    .from(mediationEvents)
    .where(
      and(
        eq(mediationEvents.userId, userId),
        gte(
          mediationEvents.createdAt,
          sql`(select max(${mediationEvents.createdAt}) from ${mediationEvents} where ${mediationEvents.userId} = ${userId} and ${mediationEvents.kind} = 'invited')`,
        ),
      ),
    )
    .orderBy(asc(mediationEvents.createdAt), asc(mediationEvents.seq))
    .prepare('creditor_case_events'),
);

// As listUserDocuments.
const documentsQuery = preparedFor((db) =>
  db
    .select({
      id: mediationDocuments.id,
      kind: mediationDocuments.kind,
      title: mediationDocuments.title,
      createdAt: mediationDocuments.createdAt,
      sha256: mediationDocuments.sha256,
      size: mediationDocuments.size,
      reference: mediationDocuments.reference,
      openedAt: mediationDocuments.openedAt,
    })
    .from(mediationDocuments)
    .where(eq(mediationDocuments.userId, userId))
    .orderBy(desc(mediationDocuments.createdAt), asc(mediationDocuments.kind))
    .prepare('creditor_case_documents'),
);

// As listUserDisputes.
const disputesQuery = preparedFor((db) =>
  db
    .select({
      id: mediationDisputes.id,
      walletId: mediationDisputes.walletId,
      address: mediationDisputes.address,
      walletName: mediationDisputes.walletName,
      balance: mediationDisputes.balance,
      reason: mediationDisputes.reason,
      status: mediationDisputes.status,
      reply: mediationDisputes.reply,
      createdAt: mediationDisputes.createdAt,
      answeredAt: mediationDisputes.answeredAt,
      replyReadAt: mediationDisputes.replyReadAt,
    })
    .from(mediationDisputes)
    .where(eq(mediationDisputes.userId, userId))
    .orderBy(desc(mediationDisputes.createdAt), desc(mediationDisputes.id))
    .prepare('creditor_case_disputes'),
);

// As findCurrentAgreement, with what agreementState reads.
const agreementQuery = preparedFor((db) =>
  db
    .select({
      status: mediationAgreements.status,
      expiresAt: mediationAgreements.expiresAt,
      viewedAt: mediationAgreements.viewedAt,
    })
    .from(mediationAgreements)
    .where(and(eq(mediationAgreements.userId, userId), ne(mediationAgreements.status, 'voided')))
    .orderBy(desc(mediationAgreements.issuedAt), desc(mediationAgreements.id))
    .limit(1)
    .prepare('creditor_case_agreement'),
);

/** The rows the creditor's view of an invited case is built from, read at once. */
export async function readCaseRows(db: DbOrTx, caseUserId: string) {
  const values = { userId: caseUserId };
  const [events, documents, disputes, [agreement]] = await Promise.all([
    eventsQuery(db).execute(values),
    documentsQuery(db).execute(values),
    disputesQuery(db).execute(values),
    agreementQuery(db).execute(values),
  ]);
  return { events, documents, disputes, agreement };
}
