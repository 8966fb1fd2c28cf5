import type { SigningKey } from '../adapters/pdf/pdf-seal';
import type { ObjectStorage } from '../adapters/storage';
import type { Db } from '../db/client';
import {
  discardIssued,
  prepareAgreement,
  recordIssued,
} from '../modules/mediation/agreement-issue';
import {
  lockOpenAgreement,
  produceSignedFile,
  recordSigned,
  recordViewed,
} from '../modules/mediation/agreement-signing';
import { forgetStored } from '../modules/mediation/case-documents';
import type { Acting } from '../modules/mediation/mediation-workflow';

/** Where the demo creditor asked to be paid (no wallet of ours). */
export const DEMO_PAYOUT_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const DEMO_DEVICE = 'Chrome en Android';
const DEMO_IP = '127.0.0.1';

export interface DemoSignature {
  issuer: string;
  expiryDays: number;
  signingKey: () => SigningKey;
  /** The verification page's base URL, printed under the certificate's QR. */
  verifyUrlBase: string;
}

/**
 * A demo case's agreement issued by staff, read and signed by the creditor through the same
 * steps as the ceremony (docs/product/signed-agreement.md#the-signed-document): the sealed PDF
 * with its certificate page stored, the case moved to 'Para Monetización' — so staff can settle
 * it right after `npm start`. Only the e-mails (code, signed copy) are left out.
 */
export async function seedSignedAgreement(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  at: { issued: Date; viewed: Date; signed: Date },
  options: DemoSignature,
) {
  const prepared = await prepareAgreement(db, storage, userId, {
    issuer: options.issuer,
    at: at.issued,
    expiryDays: options.expiryDays,
  });
  try {
    await db.transaction((tx) => recordIssued(tx, prepared, { actor: 'system', at: at.issued }));
  } catch (err) {
    await discardIssued(storage, prepared);
    throw err;
  }
  const creditor = (when: Date): Acting => ({ actor: `user:${userId}`, ip: DEMO_IP, at: when });
  await db.transaction(async (tx) => {
    const open = await lockOpenAgreement(tx, userId, at.viewed);
    await recordViewed(tx, open, DEMO_DEVICE, creditor(at.viewed));
  });
  let stored: { storageKey: string } | undefined;
  try {
    await db.transaction(async (tx) => {
      const open = await lockOpenAgreement(tx, userId, at.signed);
      const payoutAddress = open.agreement.method === 'usdt' ? DEMO_PAYOUT_ADDRESS : null;
      const signed = await produceSignedFile(tx, storage, options.signingKey(), {
        open,
        input: {
          code: '',
          typedName: open.user.fullName ?? '',
          consent: true,
          payoutAddress: payoutAddress ?? undefined,
        },
        payoutAddress,
        ip: DEMO_IP,
        device: DEMO_DEVICE,
        verifyUrlBase: options.verifyUrlBase,
        issuer: options.issuer,
        at: at.signed,
      });
      stored = signed.row;
      await recordSigned(
        tx,
        { open, signed, payoutAddress, device: DEMO_DEVICE },
        creditor(at.signed),
      );
    });
  } catch (err) {
    if (stored) await forgetStored(storage, [stored]);
    throw err;
  }
}
