import type {
  CaseTerms,
  CaseTermsAnswer,
  IssuedAgreement,
  StaffAgreementList,
  TermsInput,
} from '@schemas/mediation-agreement';
import { sumAmounts } from '@schemas/money';
import type { Clock } from '../../adapters/clock';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { MailOutbox } from '../mail/outbox.service';
import { findTerms, listAgreements, listSettlementCertificates } from './agreement.repo';
import { discardIssued, prepareAgreement, recordIssued } from './agreement-issue';
import { agreementIssuedMail } from './agreement-mail';
import { toStaffAgreement } from './agreement-state';
import { setTerms, toCaseTerms } from './agreement-terms';
import { caseMailContext } from './case-mail';
import { assertMayActOnCase } from './mediation-workflow';
import { findCase, listCaseWallets } from './mediation.repo';
import type { Actor } from './mediation.service';

export interface AgreementStaffDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  storage: ObjectStorage;
  appName: string;
  publicUrl: string | undefined;
  /** AGREEMENT_EXPIRY_DAYS. */
  expiryDays: number;
}

/** What the creditor is owed now: the sum of their wallets' pretokenized balances. */
export async function owedBy(db: Db, email: string) {
  return sumAmounts((await listCaseWallets(db, email)).map((w) => w.balance));
}

/** Staff's side of the agreement (docs/product/signed-agreement.md): terms, issuing, the list. */
export function createAgreementStaff(deps: AgreementStaffDeps) {
  const { db, clock, outbox, storage } = deps;
  const caseOf = async (userId: string) => {
    const user = await findCase(db, userId);
    if (!user) throw notFound('Usuario no encontrado');
    return user;
  };
  const acting = (who: Actor) => ({ actor: who.actor, ip: who.ip, at: clock.now() });

  return {
    async terms(userId: string): Promise<CaseTermsAnswer> {
      const user = await caseOf(userId);
      const row = await findTerms(db, userId);
      return { terms: row ? toCaseTerms(row, await owedBy(db, user.email)) : null };
    },

    async setTerms(userId: string, input: TermsInput, who: Actor): Promise<CaseTerms> {
      const row = await db.transaction((tx) => setTerms(tx, userId, input, acting(who)));
      const user = await caseOf(userId);
      return toCaseTerms(row, await owedBy(db, user.email));
    },

    async agreements(userId: string): Promise<StaffAgreementList> {
      await caseOf(userId);
      const now = clock.now();
      const certificates = new Map<string, string>();
      for (const c of await listSettlementCertificates(db, userId)) {
        if (c.documentId && !certificates.has(c.agreementId)) {
          certificates.set(c.agreementId, c.documentId);
        }
      }
      return {
        agreements: (await listAgreements(db, userId)).map((r) =>
          toStaffAgreement(r, now, certificates.get(r.id) ?? null),
        ),
      };
    },

    /** Issues (or re-issues, voiding the previous) and e-mails the creditor, in one transaction. */
    async issue(userId: string, who: Actor): Promise<IssuedAgreement> {
      const at = acting(who);
      await assertMayActOnCase(db, userId, who.actor);
      const prepared = await prepareAgreement(db, storage, userId, {
        issuer: deps.appName,
        at: at.at,
        expiryDays: deps.expiryDays,
      });
      try {
        const { result, delivery } = await outbox.commitWithMail(async (tx, mail) => {
          const agreement = await recordIssued(tx, prepared, at);
          await mail(
            agreementIssuedMail(caseMailContext(deps, prepared.user), {
              amount: agreement.amount,
              expiresAt: agreement.expiresAt,
            }),
          );
          return agreement;
        });
        return {
          id: result.id,
          expiresAt: result.expiresAt.toISOString(),
          sha256: prepared.stored.sha256,
          emailSent: delivery.sent,
        };
      } catch (err) {
        await discardIssued(storage, prepared);
        throw err;
      }
    },
  };
}

export type AgreementStaff = ReturnType<typeof createAgreementStaff>;
