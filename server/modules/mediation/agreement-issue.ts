import { randomBytes } from 'node:crypto';
import { mediationStageLabel as label } from '@schemas/mediation';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../errors';
import { renderAgreement, AGREEMENT_TITLE } from './agreement-document';
import { findTerms, insertAgreement, voidOpenAgreements, type TermsRow } from './agreement.repo';
import { forgetStored, storeDocuments } from './case-documents';
import { SIGNING_STAGE, displayName } from './creditor-view';
import { insertDocuments, listUserDocuments, watchPending } from './mediation-case.repo';
import { lockCaseToAct, record, stageOf, type Acting } from './mediation-workflow';
import { findCase, listCaseWallets } from './mediation.repo';
import { nextAgreementReminderAt } from './reminder-schedule';

/**
 * 'Emitir acuerdo para firma' (docs/product/signed-agreement.md#issuing-the-agreement): the final
 * agreement rendered from the terms, sealed in storage, then recorded with its expiry in one
 * transaction that voids the previous one. Storage is not transactional: the caller removes the
 * file with `discardIssued` when that transaction fails.
 */

const DAY_MS = 24 * 3_600_000;

/** 'ACU-20260115-3F9A0C21'. */
const agreementReference = (at: Date) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' })
    .format(at)
    .replaceAll('-', '');
  return `ACU-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
};

function signingCase(user: Awaited<ReturnType<typeof findCase>>) {
  const stage = stageOf(user);
  if (stage !== SIGNING_STAGE) {
    throw conflict(
      `El acuerdo se emite en la etapa ${label(SIGNING_STAGE)}; este caso está en ${label(stage)}`,
    );
  }
  return user!;
}

const sameTerms = (a: TermsRow, b: TermsRow) =>
  a.amount === b.amount &&
  a.method === b.method &&
  a.methodText === b.methodText &&
  a.payoutDays === b.payoutDays;

export async function prepareAgreement(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  issue: { issuer: string; at: Date; expiryDays: number },
) {
  const user = signingCase(await findCase(db, userId));
  const terms = await findTerms(db, userId);
  if (!terms) throw conflict('Registra primero los términos acordados del caso');
  const statement = (await listUserDocuments(db, userId)).find((d) => d.kind === 'statement');
  const reference = agreementReference(issue.at);
  const expiresAt = new Date(issue.at.getTime() + issue.expiryDays * DAY_MS);
  const rendered = await renderAgreement(
    {
      ...user,
      fullName: displayName(user),
      wallets: await listCaseWallets(db, user.email),
      terms,
      statementReference: statement?.reference ?? 'sin referencia',
    },
    { issuer: issue.issuer, reference, at: issue.at, expiresAt },
  );
  const [stored] = await storeDocuments(storage, [rendered], reference);
  return { user, terms, reference, expiresAt, rendered, stored: stored! };
}

export type PreparedAgreement = Awaited<ReturnType<typeof prepareAgreement>>;

export const discardIssued = (storage: ObjectStorage, prepared: PreparedAgreement) =>
  forgetStored(storage, [prepared.stored]);

/** Records the issued agreement under the case lock; the stage and terms are read again. */
export async function recordIssued(tx: DbOrTx, prepared: PreparedAgreement, acting: Acting) {
  const { user, stored } = prepared;
  const stage = stageOf(signingCase(await lockCaseToAct(tx, user.id, acting.actor)));
  const terms = await findTerms(tx, user.id);
  if (!terms || !sameTerms(terms, prepared.terms)) {
    throw conflict(
      'Los términos del caso cambiaron mientras se emitía el acuerdo; emítelo de nuevo',
    );
  }
  const [document] = await insertDocuments(tx, [
    { ...stored, title: AGREEMENT_TITLE, userId: user.id, createdAt: acting.at },
  ]);
  const voided = await voidOpenAgreements(tx, user.id, acting.at);
  const agreement = await insertAgreement(tx, {
    userId: user.id,
    status: 'issued',
    reference: prepared.reference,
    pages: prepared.rendered.pages,
    amount: terms.amount,
    method: terms.method,
    methodText: terms.methodText,
    payoutDays: terms.payoutDays,
    documentId: document!.id,
    issuedAt: acting.at,
    expiresAt: prepared.expiresAt,
  });
  // Reminded while unsigned (docs/product/signed-agreement.md#reminders).
  await watchPending(tx, {
    userId: user.id,
    kind: 'agreement',
    subject: agreement.id,
    since: acting.at,
    firstAt: nextAgreementReminderAt(acting.at, prepared.expiresAt, acting.at),
  });
  await record(tx, acting, user.id, {
    action: 'mediation.agreement_issued',
    details: {
      from: stage,
      agreementId: agreement.id,
      sha256: stored.sha256,
      expiresAt: prepared.expiresAt.toISOString(),
      voided: voided.map((v) => v.id),
      text: `Referencia ${prepared.reference}`,
    },
  });
  return agreement;
}
