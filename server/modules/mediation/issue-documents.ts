import { randomBytes } from 'node:crypto';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db, DbOrTx } from '../../db/client';
import { forgetStored, storeDocuments } from './case-documents';
import { displayName } from './creditor-view';
import { insertDocuments, markDocumentOpened } from './mediation-case.repo';
import { documentsReference, renderMediationDocuments } from './mediation-documents';
import {
  documentsCase,
  lockCaseToAct,
  recordDocumentsIssued,
  type Acting,
} from './mediation-workflow';
import { findCase, listCaseWallets } from './mediation.repo';

export type PreparedDocuments = Awaited<ReturnType<typeof prepareDocuments>>;

/**
 * The agreement and the statement of one case in 'Docs P/Firma', rendered and sealed in storage
 * (which is not transactional, so this happens before the transaction that records them; the
 * caller removes them with `discardPrepared` if that transaction fails).
 */
export async function prepareDocuments(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  issue: { issuer: string; at: Date; supportContact?: string },
) {
  const user = documentsCase(await findCase(db, userId));
  const wallets = await listCaseWallets(db, user.email);
  const reference = documentsReference(issue.at, randomBytes(4).toString('hex'));
  const rendered = await renderMediationDocuments(
    { ...user, fullName: displayName(user), wallets },
    { issuer: issue.issuer, reference, at: issue.at, supportContact: issue.supportContact },
  );
  const stored = await storeDocuments(storage, rendered, reference);
  return { user, reference, rendered, stored };
}

export const discardPrepared = (storage: ObjectStorage, prepared: PreparedDocuments) =>
  forgetStored(storage, prepared.stored);

/**
 * Keeps the prepared documents in the creditor's case, with the timeline entry, in the caller's
 * transaction; the stage is checked again under the case lock (it may have moved meanwhile).
 * `opened`: recorded as already reviewed by the creditor (demo data).
 */
export async function recordPrepared(
  tx: DbOrTx,
  prepared: PreparedDocuments,
  acting: Acting,
  { opened = false } = {},
) {
  const { user, reference, rendered, stored } = prepared;
  documentsCase(await lockCaseToAct(tx, user.id, acting.actor));
  const rows = await insertDocuments(
    tx,
    stored.map((doc) => ({ ...doc, userId: user.id, createdAt: acting.at })),
  );
  if (opened) for (const row of rows) await markDocumentOpened(tx, row.id, acting.at);
  await recordDocumentsIssued(
    tx,
    user.id,
    {
      reference,
      documents: rendered.map((d) => d.filename),
      titles: rendered.map((d) => d.title),
      email: user.email,
    },
    acting,
  );
}
