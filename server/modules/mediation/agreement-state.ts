import { createHmac, randomInt } from 'node:crypto';
import type { AgreementState, StaffAgreement } from '@schemas/mediation-agreement';
import type { AgreementRow } from './agreement.repo';

/**
 * How an agreement reads (docs/product/signed-agreement.md): its state, the signer's masked name,
 * the device a request came from, the codes.
 */

/** 'Vencido' is an issued agreement past its expiry; 'Visto' one the creditor opened. */
export function agreementState(
  row: Pick<AgreementRow, 'status' | 'expiresAt' | 'viewedAt'>,
  now: Date,
): AgreementState {
  if (row.status === 'signed') return 'signed';
  if (row.status === 'declined') return 'declined';
  if (row.status === 'voided') return 'voided';
  if (row.expiresAt <= now) return 'expired';
  return row.viewedAt ? 'viewed' : 'issued';
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toStaffAgreement(
  row: AgreementRow,
  now: Date,
  certificateDocumentId: string | null = null,
): StaffAgreement {
  return {
    id: row.id,
    reference: row.reference,
    state: agreementState(row, now),
    amount: row.amount,
    method: row.method === 'usdt' ? 'usdt' : 'other',
    methodText: row.methodText,
    payoutDays: row.payoutDays,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    viewedAt: iso(row.viewedAt),
    signedAt: iso(row.signedAt),
    declinedAt: iso(row.declinedAt),
    declineReason: row.declineReason,
    voidedAt: iso(row.voidedAt),
    documentId: row.documentId,
    signedDocumentId: row.signedDocumentId,
    certificateDocumentId,
    verifyCode: row.verifyCode,
    payoutAddress: row.payoutAddress,
  };
}

/** 'Ana María López Ñúñez' → 'Ana M. L. Ñ.': the first name, then initials. */
export function maskName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return [first, ...rest.map((part) => `${part.charAt(0).toLocaleUpperCase('es-MX')}.`)].join(' ');
}

/** Case- and accent-insensitive, spaces collapsed: 'valeria gomez rios' matches 'Valeria Gómez Ríos'. */
export const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es-MX')
    .replace(/\s+/g, ' ')
    .trim();

/** 'Chrome en Android', from the user agent; 'Desconocido' without one. */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Desconocido';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/Firefox\//, 'Firefox'],
      [/Chrom(e|ium)\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Navegador';
  const system =
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iOS/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'sistema desconocido';
  return `${String(browser)} en ${String(system)}`;
}

// No 0/O, 1/I: the code is read from paper under the QR and may be typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'K7QM-R9XP-AHD3-W2NC': 16 random characters (80 bits), unguessable. */
export const newVerifyCode = () =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  ).join('-');

/** A uniformly random 6-digit signing code. */
export const newSigningCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Keyed hash of a signing code for one agreement (a table copy alone reveals nothing). */
export const hashSigningCode = (key: string, agreementId: string, code: string) =>
  createHmac('sha256', Buffer.from(key, 'hex'))
    .update(`agreement-code\0${agreementId}\0${code}`)
    .digest('hex');

const mexicoCity = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'America/Mexico_City',
});

/** '2026-11-24 16:40:12 UTC · 24 de noviembre de 2026, 10:40:12 (Ciudad de México)'. */
export const bothTimes = (at: Date) =>
  `${at.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${mexicoCity.format(at)} (Ciudad de México)`;
