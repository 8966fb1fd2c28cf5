import type {
  AgreementCodeSent,
  CreditorAgreement,
  SignAgreementInput,
  SignedAgreement,
  Verification,
} from '@schemas/mediation-agreement';
import type { Clock } from '../../adapters/clock';
import type { SigningKey } from '../../adapters/pdf/pdf-seal';
import type { ObjectStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import type { MailOutbox } from '../mail/outbox.service';
import { createThrottle, type ThrottleRule } from '../throttle/throttle.service';
import type { DestinationRules } from '../withdrawals/withdrawal-destination';
import { findByVerifyCode, findCurrentAgreement, updateAgreement } from './agreement.repo';
import { agreementCodeMail, agreementSignedMail } from './agreement-mail';
import {
  CODE_TTL_MS,
  MAX_CODE_FAILURES,
  checkCode,
  checkTypedName,
  lockOpenAgreement,
  payoutAddressOf,
  produceSignedFile,
  recordSigned,
  recordViewed,
} from './agreement-signing';
import {
  agreementState,
  deviceOf,
  hashSigningCode,
  maskName,
  newSigningCode,
} from './agreement-state';
import { forgetStored } from './case-documents';
import { caseMailContext } from './case-mail';
import { findDocument } from './mediation-case.repo';
import { record, stageOf } from './mediation-workflow';
import { findCase } from './mediation.repo';

/** Who asks, from where: the creditor's id, IP and user agent. */
export interface Signer {
  userId: string;
  ip: string;
  userAgent: string | undefined;
}

export interface AgreementCreditorDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  storage: ObjectStorage;
  appName: string;
  publicUrl: string | undefined;
  /** Where the verification page lives when PUBLIC_URL is unset (development). */
  fallbackUrl: string;
  /** Keys the stored code hashes. */
  dataEncryptionKey: string;
  signingKey: () => SigningKey;
  destinationRules: DestinationRules;
}

const MINUTE = 60_000;
const CODE_PER_MINUTE: ThrottleRule = {
  limit: 1,
  windowMs: MINUTE,
  message: 'Ya te enviamos un código. Espera un minuto antes de pedir otro.',
};
const CODES_PER_HOUR: ThrottleRule = {
  limit: 5,
  windowMs: 60 * MINUTE,
  message: 'Pediste demasiados códigos. Espera un rato e intenta de nuevo.',
};
export const VERIFY_PER_IP: ThrottleRule = {
  limit: 30,
  windowMs: MINUTE,
  message: 'Demasiadas consultas de verificación. Espera un minuto e intenta de nuevo.',
};

/**
 * The creditor's side of the signed agreement (docs/product/signed-agreement.md#signing-in-the-app)
 * and the public verification (docs/product/signed-agreement.md#public-verification).
 */
export function createAgreementCreditor(deps: AgreementCreditorDeps) {
  const { db, clock, outbox, storage } = deps;
  const throttle = createThrottle({ db, clock });
  const acting = (who: Signer) => ({ actor: `user:${who.userId}`, ip: who.ip, at: clock.now() });
  const mailContext = (user: { email: string; fullName: string | null; name: string }) =>
    caseMailContext(deps, user);

  return {
    async view(userId: string): Promise<CreditorAgreement> {
      const user = await findCase(db, userId);
      if (!user || user.mediationStatus === null) return { open: false };
      const agreement = await findCurrentAgreement(db, userId);
      if (!agreement) return { open: false };
      const issued = await findDocument(db, agreement.documentId);
      return {
        open: true,
        id: agreement.id,
        state: agreementState(agreement, clock.now()),
        amount: agreement.amount,
        method: agreement.method === 'usdt' ? 'usdt' : 'other',
        methodText: agreement.methodText,
        payoutDays: agreement.payoutDays,
        issuedAt: agreement.issuedAt.toISOString(),
        expiresAt: agreement.expiresAt.toISOString(),
        pages: agreement.pages,
        documentId: agreement.documentId,
        sha256: issued?.sha256 ?? '',
        fullName: user.fullName ?? '',
        verifyCode: agreement.verifyCode,
        signedDocumentId: agreement.signedDocumentId,
      };
    },

    /** The first reading is recorded (time, IP, device); later ones change nothing. */
    async viewed(who: Signer): Promise<void> {
      const at = acting(who);
      await db.transaction(async (tx) => {
        const open = await lockOpenAgreement(tx, who.userId, at.at);
        await recordViewed(tx, open, deviceOf(who.userAgent), at);
      });
    },

    async sendCode(who: Signer): Promise<AgreementCodeSent> {
      await throttle.consume(`agreement-code:hour:${who.userId}`, CODES_PER_HOUR);
      await throttle.consume(`agreement-code:minute:${who.userId}`, CODE_PER_MINUTE);
      const at = acting(who);
      const code = newSigningCode();
      const expiresAt = new Date(at.at.getTime() + CODE_TTL_MS);
      const { result } = await outbox.commitWithMail(async (tx, mail) => {
        const open = await lockOpenAgreement(tx, who.userId, at.at);
        await updateAgreement(tx, open.agreement.id, {
          codeHash: hashSigningCode(deps.dataEncryptionKey, open.agreement.id, code),
          codeExpiresAt: expiresAt,
          codeFailures: 0,
        });
        await record(tx, at, who.userId, {
          action: 'mediation.agreement_code_sent',
          details: {
            from: open.stage,
            agreementId: open.agreement.id,
            device: deviceOf(who.userAgent),
          },
        });
        await mail(agreementCodeMail(mailContext(open.user), code));
        return { email: open.user.email };
      });
      return { expiresAt: expiresAt.toISOString(), email: result.email };
    },

    /**
     * Everything is checked under the case's lock, so two signatures at once take turns and the
     * second finds the agreement signed. A wrong code is counted (and recorded) and refused after
     * its transaction commits.
     */
    async sign(input: SignAgreementInput, who: Signer): Promise<SignedAgreement> {
      const at = acting(who);
      const device = deviceOf(who.userAgent);
      let stored: { storageKey: string } | undefined;
      try {
        const { result } = await outbox.commitWithMail(async (tx, mail) => {
          const open = await lockOpenAgreement(tx, who.userId, at.at);
          const { agreement } = open;
          const codeProblem = checkCode(agreement, input.code, deps.dataEncryptionKey, at.at);
          if (codeProblem) {
            if (codeProblem.counts) {
              const failures = agreement.codeFailures + 1;
              await updateAgreement(tx, agreement.id, { codeFailures: failures });
              await record(tx, at, who.userId, {
                action: 'mediation.agreement_code_failed',
                details: {
                  from: open.stage,
                  agreementId: agreement.id,
                  device,
                  left: Math.max(0, MAX_CODE_FAILURES - failures),
                },
              });
            }
            return { refused: codeProblem.message };
          }
          checkTypedName(open.user, input.typedName);
          const payoutAddress = await payoutAddressOf(
            tx,
            open,
            input.payoutAddress,
            deps.destinationRules,
          );
          const signed = await produceSignedFile(tx, storage, deps.signingKey(), {
            open,
            input,
            payoutAddress,
            ip: who.ip,
            device,
            verifyUrlBase: deps.publicUrl ?? deps.fallbackUrl,
            issuer: deps.appName,
            at: at.at,
          });
          stored = signed.row;
          const { documentId } = await recordSigned(
            tx,
            { open, signed, payoutAddress, device },
            at,
          );
          await mail(
            agreementSignedMail(mailContext(open.user), {
              verifyCode: signed.verifyCode,
              verifyUrl: signed.verifyUrl,
              attachment: {
                filename: signed.filename,
                content: signed.content,
                contentType: 'application/pdf',
              },
            }),
          );
          return {
            documentId,
            verifyCode: signed.verifyCode,
            sha256: signed.sha256,
            refused: undefined,
          };
        });
        if (result.refused !== undefined) throw badRequest(result.refused);
        return {
          documentId: result.documentId,
          verifyCode: result.verifyCode,
          sha256: result.sha256,
        };
      } catch (err) {
        if (stored) await forgetStored(storage, [stored]);
        throw err;
      }
    },

    async decline(reason: string, who: Signer): Promise<void> {
      const at = acting(who);
      await db.transaction(async (tx) => {
        const open = await lockOpenAgreement(tx, who.userId, at.at);
        await updateAgreement(tx, open.agreement.id, {
          status: 'declined',
          declinedAt: at.at,
          declineReason: reason,
          codeHash: null,
          codeExpiresAt: null,
        });
        await record(tx, at, who.userId, {
          action: 'mediation.agreement_declined',
          details: {
            from: stageOf(open.user),
            agreementId: open.agreement.id,
            device: deviceOf(who.userAgent),
            text: reason,
          },
        });
      });
    },

    /** Public: what the code under the QR says of its document. */
    async verify(code: string, ip: string): Promise<Verification> {
      await throttle.consume(`verify:ip:${ip}`, VERIFY_PER_IP);
      const found = await findByVerifyCode(db, code.toUpperCase());
      if (!found) throw notFound('No encontramos ningún documento con ese código');
      const { agreement, title } = found;
      const valid = agreement.status === 'signed';
      return {
        title,
        issuedAt: agreement.issuedAt.toISOString(),
        signedAt: agreement.signedAt?.toISOString() ?? null,
        signerMasked: maskName(agreement.signerName ?? ''),
        sha256: agreement.signedSha256 ?? '',
        valid,
        status: valid ? 'Válido' : 'Anulado',
      };
    },
  };
}

export type AgreementCreditor = ReturnType<typeof createAgreementCreditor>;
