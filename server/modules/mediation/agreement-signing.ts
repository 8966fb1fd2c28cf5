import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { mediationStageLabel as label } from '@schemas/mediation';
import type { SignAgreementInput } from '@schemas/mediation-agreement';
import { formatUsdtExact } from '@schemas/money';
import { appendCertificatePage } from '../../adapters/pdf/certificate-page';
import { sealPdf, type SigningKey } from '../../adapters/pdf/pdf-seal';
import type { ObjectStorage } from '../../adapters/storage';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import {
  parseDestination,
  refusedDestination,
  type DestinationRules,
} from '../withdrawals/withdrawal-destination';
import {
  findCurrentAgreement,
  findWalletOwner,
  updateAgreement,
  type AgreementRow,
} from './agreement.repo';
import {
  agreementState,
  bothTimes,
  foldName,
  hashSigningCode,
  newVerifyCode,
} from './agreement-state';
import { AGREEMENT_TITLE } from './agreement-document';
import { SIGNING_STAGE } from './creditor-view';
import { findDocument, insertDocuments } from './mediation-case.repo';
import { moveCase, record, SIGNED_STAGE, stageOf, type Acting } from './mediation-workflow';
import { lockCase, type CaseRow } from './mediation.repo';

/**
 * The creditor's signature ceremony (docs/product/signed-agreement.md#signing-in-the-app): the
 * rules each request checks under the case's lock, and the sealed file a signature produces.
 */

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_FAILURES = 5;
const SIGNED_TITLE = `${AGREEMENT_TITLE} firmado`;

const dayText = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeZone: 'America/Mexico_City',
});

/** The case locked, in 'Para Firma', with its open agreement; any other state is a Spanish 4xx. */
export async function lockOpenAgreement(tx: DbOrTx, userId: string, now: Date) {
  const user = await lockCase(tx, userId);
  const stage = stageOf(user);
  const agreement = await findCurrentAgreement(tx, userId);
  if (!agreement) throw notFound('No tienes un acuerdo para firmar');
  const state = agreementState(agreement, now);
  if (state === 'signed') throw conflict('Ya firmaste este acuerdo');
  if (state === 'declined') {
    throw conflict('Rechazaste este acuerdo; te avisaremos cuando emitamos uno nuevo');
  }
  if (state === 'expired') {
    throw conflict(
      `El acuerdo venció el ${dayText.format(agreement.expiresAt)}; te avisaremos cuando emitamos uno nuevo`,
    );
  }
  if (stage !== SIGNING_STAGE) {
    throw conflict(`Tu caso ya no está en ${label(SIGNING_STAGE)}: no hay acuerdo para firmar`);
  }
  return { user: user!, stage, agreement };
}

export type OpenAgreement = Awaited<ReturnType<typeof lockOpenAgreement>>;

const wrongCode = (left: number) =>
  left > 0
    ? `Código incorrecto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`
    : 'Código incorrecto. Ya no quedan intentos: pide un código nuevo.';

/** Why the code does not sign (and how many tries are left), or undefined when it is right. */
export function checkCode(
  agreement: AgreementRow,
  code: string,
  key: string,
  now: Date,
): { message: string; counts: boolean } | undefined {
  if (!agreement.codeHash || !agreement.codeExpiresAt || agreement.codeExpiresAt <= now) {
    return { message: 'El código no es válido o ya venció. Pide un código nuevo.', counts: false };
  }
  if (agreement.codeFailures >= MAX_CODE_FAILURES) {
    return { message: wrongCode(0), counts: false };
  }
  if (hashSigningCode(key, agreement.id, code) !== agreement.codeHash) {
    return { message: wrongCode(MAX_CODE_FAILURES - agreement.codeFailures - 1), counts: true };
  }
  return undefined;
}

/** The payout address given at signing: required for USDT, checked like a withdrawal's. */
export async function payoutAddressOf(
  tx: DbOrTx,
  open: OpenAgreement,
  typed: string | undefined,
  rules: DestinationRules,
) {
  if (open.agreement.method !== 'usdt') return null;
  if (!typed) throw badRequest('Escribe la dirección de tu cartera para recibir el pago en USDT');
  const parsed = parseDestination(typed);
  if ('refused' in parsed) throw badRequest(parsed.refused);
  const owner = await findWalletOwner(tx, parsed.address);
  const refused = refusedDestination(parsed.address, rules, {
    sourceWallet: '',
    walletOf: owner == null ? undefined : owner === open.user.email ? 'creditor' : 'someone-else',
  });
  if (refused) throw badRequest(refused);
  return parsed.address;
}

/** The typed name must be the profile's full name, ignoring case and accents. */
export function checkTypedName(user: NonNullable<CaseRow>, typedName: string) {
  if (!user.fullName?.trim()) {
    throw conflict('Completa tu nombre completo en tu perfil antes de firmar');
  }
  if (foldName(typedName) !== foldName(user.fullName)) {
    throw badRequest(
      'El nombre que escribiste no coincide con el nombre completo de tu perfil. Escríbelo tal como aparece en tu perfil.',
    );
  }
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export interface SignatureFacts {
  open: OpenAgreement;
  input: SignAgreementInput;
  payoutAddress: string | null;
  ip: string;
  device: string;
  verifyUrlBase: string;
  issuer: string;
  at: Date;
}

/**
 * The signed file: the issued PDF, its certificate page, sealed; stored encrypted. Answers the
 * row to insert and what the agreement records. The caller removes the stored bytes when its
 * transaction fails.
 */
export async function produceSignedFile(
  tx: DbOrTx,
  storage: ObjectStorage,
  key: SigningKey,
  facts: SignatureFacts,
) {
  const { agreement, user } = facts.open;
  const issued = await findDocument(tx, agreement.documentId);
  const bytes = issued && (await storage.open(issued.storageKey, issued.keyId));
  if (!issued || !bytes) throw new AppError(500, 'No se encontró el acuerdo emitido');
  const verifyCode = newVerifyCode();
  const verifyUrl = `${facts.verifyUrlBase.replace(/\/+$/, '')}/verificar/${verifyCode}`;
  const rows: [string, string][] = [
    ['Documento', `${AGREEMENT_TITLE} · ${agreement.reference}`],
    ['Identificador', agreement.id],
    ['SHA-256 del acuerdo emitido', issued.sha256],
    ['Monto acordado', formatUsdtExact(agreement.amount)],
    ...(facts.payoutAddress
      ? [['Dirección de pago', facts.payoutAddress] as [string, string]]
      : []),
    ['Firmante', user.fullName ?? ''],
    ['Correo electrónico', `${user.email} (verificado con un código enviado a este correo)`],
    ['Dirección IP', facts.ip],
    ['Dispositivo', facts.device],
    ['Emitido', bothTimes(agreement.issuedAt)],
    ['Visto', agreement.viewedAt ? bothTimes(agreement.viewedAt) : 'No registrado'],
    ['Firmado', bothTimes(facts.at)],
  ];
  const withCertificate = await appendCertificatePage(await readAll(bytes), {
    title: 'Certificado de firma electrónica',
    rows,
    typedName: facts.input.typedName,
    signaturePng: facts.input.signatureImage
      ? Buffer.from(facts.input.signatureImage.split(',')[1]!, 'base64')
      : undefined,
    verifyUrl,
    verifyCode,
  });
  const sealed = await sealPdf(withCertificate, key, {
    reason: `Firma electrónica de ${user.fullName ?? ''} (${AGREEMENT_TITLE} ${agreement.reference})`,
    name: facts.issuer,
    location: 'México',
    contactInfo: user.email,
    at: facts.at,
  });
  const storageKey = `documents/${randomUUID()}`;
  const { keyId } = await storage.put(storageKey, Readable.from([sealed]));
  const sha256 = createHash('sha256').update(sealed).digest('hex');
  return {
    verifyCode,
    verifyUrl,
    sha256,
    content: sealed,
    filename: `acuerdo-de-liquidacion-firmado-${agreement.reference}.pdf`,
    row: {
      kind: 'signed-agreement',
      title: SIGNED_TITLE,
      filename: `acuerdo-de-liquidacion-firmado-${agreement.reference}.pdf`,
      reference: agreement.reference,
      storageKey,
      keyId,
      size: sealed.length,
      sha256,
      userId: user.id,
      createdAt: facts.at,
    },
  };
}

export type SignedFile = Awaited<ReturnType<typeof produceSignedFile>>;

/**
 * The signature recorded under the case's lock, once its file is produced: the document kept, the
 * agreement signed, the case in 'Para Monetización' with 'Firmado por el titular'. Answers the
 * signed document's id.
 */
export async function recordSigned(
  tx: DbOrTx,
  facts: {
    open: OpenAgreement;
    signed: SignedFile;
    payoutAddress: string | null;
    device: string;
  },
  acting: Acting,
) {
  const { open, signed, payoutAddress, device } = facts;
  const { agreement, user } = open;
  const [document] = await insertDocuments(tx, [signed.row]);
  await updateAgreement(tx, agreement.id, {
    status: 'signed',
    signedAt: acting.at,
    signedDocumentId: document!.id,
    verifyCode: signed.verifyCode,
    signedSha256: signed.sha256,
    signerName: user.fullName,
    signerEmail: user.email,
    signerIp: acting.ip ?? null,
    signerDevice: device,
    payoutAddress,
    codeHash: null,
    codeExpiresAt: null,
  });
  await moveCase(tx, { userId: user.id, to: SIGNED_STAGE, via: 'signature' }, acting);
  await record(tx, acting, user.id, {
    action: 'mediation.agreement_signed',
    details: {
      from: open.stage,
      to: SIGNED_STAGE,
      agreementId: agreement.id,
      device,
      verifyCode: signed.verifyCode,
      sha256: signed.sha256,
      text: 'Firmado por el titular',
    },
  });
  return { documentId: document!.id };
}

/** The first reading (time, IP, device); later ones change nothing. */
export async function recordViewed(
  tx: DbOrTx,
  open: OpenAgreement,
  device: string,
  acting: Acting,
) {
  if (open.agreement.viewedAt) return;
  await updateAgreement(tx, open.agreement.id, { viewedAt: acting.at });
  await record(tx, acting, open.user.id, {
    action: 'mediation.agreement_viewed',
    details: { from: open.stage, agreementId: open.agreement.id, device },
  });
}
