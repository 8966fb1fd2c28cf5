import { randomInt } from 'node:crypto';
import type { Clock } from '../../adapters/clock';
import { hashPassword, verifyPassword } from '../../adapters/crypto';
import type { SecretBox } from '../../adapters/secret-box';
import { newTotpSecret, totpStep, totpUri } from '../../adapters/totp';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { lockAdmin, type AdminRow } from './staff.repo';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  enableTotp,
  replaceRecoveryCodes,
  savePendingTotpSecret,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './two-factor.repo';

export const RECOVERY_CODE_COUNT = 10;
// 32 symbols without 0/O and 1/I: read off paper and typed by hand. 10 symbols = 50 bits, so
// they are stored like passwords (argon2id), as ASVS 6.5.2 asks below 112 bits.
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 10;

/** 'K7QMR-9XPAH': two groups of five, easy to copy by hand. */
const newRecoveryCode = () => {
  const chars = Array.from(
    { length: RECOVERY_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
const normalizeRecoveryCode = (input: string) => input.toUpperCase().replace(/[\s-]/g, '');
const isRecoveryCode = (code: string) =>
  code.length === RECOVERY_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c));

export const WRONG_CODE = 'Código incorrecto. Revisa que la hora de tu teléfono sea la correcta.';
const sealContext = (adminId: string) => `admin-totp:${adminId}`;

export type SecondFactorCheck =
  { ok: true; method: 'totp' | 'recovery-code' } | { ok: false; replayed: boolean };

/** Staff TOTP (RFC 6238): enrolment, codes at sign-in, recovery codes. */
export function createTwoFactorService({
  db,
  clock,
  secretBox: secrets,
  appName: issuer,
}: {
  db: Db;
  clock: Clock;
  /** Seals the TOTP seeds at rest with the data key. */
  secretBox: SecretBox;
  /** Shown by authenticator apps beside the account. */
  appName: string;
}) {
  const openSecret = (admin: AdminRow) =>
    admin.totpSecret ? secrets.open(admin.totpSecret, sealContext(admin.id)) : undefined;

  return {
    /** A new seed, stored sealed and pending until a first code confirms it. */
    async begin(admin: AdminRow) {
      if (admin.totpEnabledAt) throw conflict('La verificación en dos pasos ya está activa.');
      const secret = newTotpSecret();
      await savePendingTotpSecret(db, admin.id, secrets.seal(secret, sealContext(admin.id)));
      return { secret, uri: totpUri(secret, issuer, admin.username) };
    },

    /** Turns the pending seed on with its first code; answers the recovery codes, shown once. */
    async confirm(adminId: string, code: string, ip: string): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const hashes = await Promise.all(codes.map((c) => hashPassword(normalizeRecoveryCode(c))));
      await db.transaction(async (tx) => {
        const admin = await lockAdmin(tx, adminId);
        if (!admin) throw conflict('Tu cuenta ya no existe.');
        if (admin.totpEnabledAt) throw conflict('La verificación en dos pasos ya está activa.');
        const secret = openSecret(admin);
        if (!secret) throw conflict('Primero genera el código QR.');
        const now = clock.now();
        const step = totpStep(secret, code, now);
        if (step === null) throw badRequest(WRONG_CODE);
        await enableTotp(tx, admin.id, step, now);
        await replaceRecoveryCodes(tx, admin.id, hashes, now);
        await writeAudit(
          tx,
          { actor: `admin:${admin.username}`, action: 'admin.two_factor_enabled', ip },
          now,
        );
      });
      return codes;
    },

    /**
     * A six-digit code of the admin's app (each time step once: a replay fails) or one of the
     * recovery codes (each once).
     */
    async check(admin: AdminRow, input: string): Promise<SecondFactorCheck> {
      const secret = admin.totpEnabledAt ? openSecret(admin) : undefined;
      if (!secret) return { ok: false, replayed: false };
      const code = input.trim();
      if (/^\d{6}$/.test(code)) {
        const step = totpStep(secret, code, clock.now());
        if (step === null) return { ok: false, replayed: false };
        const fresh = await claimTotpStep(db, admin.id, step);
        return fresh ? { ok: true, method: 'totp' } : { ok: false, replayed: true };
      }
      const recovery = normalizeRecoveryCode(code);
      if (!isRecoveryCode(recovery)) return { ok: false, replayed: false };
      const candidates = await unusedRecoveryCodes(db, admin.id);
      const matches = await Promise.all(
        candidates.map((c) => verifyPassword(c.codeHash, recovery)),
      );
      const match = candidates.find((_c, i) => matches[i]);
      if (match && (await useRecoveryCode(db, match.id, clock.now()))) {
        return { ok: true, method: 'recovery-code' };
      }
      return { ok: false, replayed: false };
    },

    recoveryCodesLeft: (adminId: string) => countUnusedRecoveryCodes(db, adminId),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
