import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with what every authenticator app understands: SHA-1, 6 digits, 30 seconds. */
const PERIOD_S = 30;
const DIGITS = 6;

const totpFor = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
  });

/** A new 160-bit seed from the CSPRNG, in base32 (what people type into an app). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code carries. */
export const totpUri = (secret: string, issuer: string, account: string) =>
  totpFor(secret, issuer, account).toString();

/**
 * The time step of the code if it is right at `at` (the step before and after are accepted too,
 * for clocks a little apart), else null. The caller refuses a step already used.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = totpFor(secret).validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp }) + delta;
}

/** The code of `secret` at `at` (tests and the figures script act as the authenticator app). */
export const totpCode = (secret: string, at: Date) =>
  totpFor(secret).generate({ timestamp: at.getTime() });
