import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_LENGTH } from '@schemas/recovery';

/** A uniformly random 6-digit code ('000000'–'999999'). */
export const newRecoveryCode = () =>
  String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, '0');

/**
 * Keyed hash of a code for one e-mail. A plain hash of a 6-digit code falls to a million guesses
 * offline; with the server's secret key a copy of the table alone reveals nothing.
 */
export const hashRecoveryCode = (key: string, email: string, code: string) =>
  createHmac('sha256', Buffer.from(key, 'hex'))
    .update(`recovery-code\0${email}\0${code}`)
    .digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// No 0/O/o, 1/l/I/i: the password is read from an e-mail and typed by hand. No separators
// either: one word is selected whole by a double tap and fits one line of a phone's e-mail.
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const PASSWORD_LENGTH = 12;

/** 12 random characters (~70 bits), e.g. 'k7QmR9xPaHd3'. */
export const newReadablePassword = () =>
  Array.from({ length: PASSWORD_LENGTH }, () => READABLE[randomInt(READABLE.length)]).join('');
