import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  mediationAgreements,
  mediationDocuments,
  mediationSettlements,
  mediationTerms,
  wallets,
} from '../../db/schema';

export type TermsRow = typeof mediationTerms.$inferSelect;
export type AgreementRow = typeof mediationAgreements.$inferSelect;
export type NewAgreement = typeof mediationAgreements.$inferInsert;

export async function findTerms(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(mediationTerms).where(eq(mediationTerms.userId, userId));
  return row;
}

export async function saveTerms(db: DbOrTx, row: typeof mediationTerms.$inferInsert) {
  const { userId: _userId, ...changes } = row;
  await db
    .insert(mediationTerms)
    .values(row)
    .onConflictDoUpdate({ target: mediationTerms.userId, set: changes });
}

export async function insertAgreement(db: DbOrTx, row: NewAgreement) {
  const [inserted] = await db.insert(mediationAgreements).values(row).returning();
  return inserted!;
}

/** Every agreement of a case, newest first. */
export function listAgreements(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(mediationAgreements)
    .where(eq(mediationAgreements.userId, userId))
    .orderBy(desc(mediationAgreements.issuedAt), desc(mediationAgreements.id));
}

export async function findAgreement(db: DbOrTx, id: string) {
  const [row] = await db.select().from(mediationAgreements).where(eq(mediationAgreements.id, id));
  return row;
}

/** The newest agreement that is not voided (live, signed or declined). */
export async function findCurrentAgreement(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(mediationAgreements)
    .where(
      and(eq(mediationAgreements.userId, userId), sql`${mediationAgreements.status} <> 'voided'`),
    )
    .orderBy(desc(mediationAgreements.issuedAt), desc(mediationAgreements.id))
    .limit(1);
  return row;
}

/** Voids every agreement of the case that is not voided yet (a new one replaces them). */
export function voidOpenAgreements(db: DbOrTx, userId: string, at: Date) {
  return db
    .update(mediationAgreements)
    .set({ status: 'voided', voidedAt: at, codeHash: null, codeExpiresAt: null })
    .where(
      and(eq(mediationAgreements.userId, userId), sql`${mediationAgreements.status} <> 'voided'`),
    )
    .returning({ id: mediationAgreements.id });
}

export async function updateAgreement(
  db: DbOrTx,
  id: string,
  changes: Partial<Omit<NewAgreement, 'id' | 'userId'>>,
) {
  const [row] = await db
    .update(mediationAgreements)
    .set(changes)
    .where(eq(mediationAgreements.id, id))
    .returning();
  return row!;
}

/** The agreement and its signed file, by the code printed under the QR. */
export async function findByVerifyCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      agreement: mediationAgreements,
      title: mediationDocuments.title,
    })
    .from(mediationAgreements)
    .innerJoin(mediationDocuments, eq(mediationDocuments.id, mediationAgreements.signedDocumentId))
    .where(eq(mediationAgreements.verifyCode, code));
  return row;
}

/** The creditor's wallets locked for the settlement, in the order they were registered. */
export function lockCaseWallets(db: DbOrTx, email: string) {
  return db
    .select({
      id: wallets.id,
      name: wallets.name,
      address: wallets.address,
      balance: wallets.pretokenizedBalance,
    })
    .from(wallets)
    .where(eq(wallets.userEmail, email))
    .orderBy(asc(wallets.createdAt), asc(wallets.address))
    .for('update');
}

export async function insertSettlement(db: DbOrTx, row: typeof mediationSettlements.$inferInsert) {
  const [inserted] = await db.insert(mediationSettlements).values(row).returning();
  return inserted!;
}

/** The settlement certificates of a case, newest first, by the agreement they settled. */
export function listSettlementCertificates(db: DbOrTx, userId: string) {
  return db
    .select({
      agreementId: mediationSettlements.agreementId,
      documentId: mediationSettlements.certificateDocumentId,
    })
    .from(mediationSettlements)
    .where(eq(mediationSettlements.userId, userId))
    .orderBy(desc(mediationSettlements.createdAt));
}

export async function findSettlementByHash(db: DbOrTx, txHash: string) {
  const [row] = await db
    .select({ id: mediationSettlements.id })
    .from(mediationSettlements)
    .where(eq(mediationSettlements.txHash, txHash));
  return row;
}

/** Whose wallet of ours an address is (its owner's e-mail), compared without case. */
export async function findWalletOwner(db: DbOrTx, address: string) {
  const [row] = await db
    .select({ userEmail: wallets.userEmail })
    .from(wallets)
    .where(sql`lower(${wallets.address}) = ${address.toLowerCase()}`);
  return row?.userEmail;
}
