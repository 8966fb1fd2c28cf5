import { hashPassword } from '../../adapters/crypto';
import type { Clock } from '../../adapters/clock';
import { MailSendError, type Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import { badGateway, badRequest } from '../../errors';
import { writeAudit } from '../audit/audit.repo';
import { deleteUserSessions } from '../auth/auth.repo';
import { normalizeEmail } from '../auth/auth.service';
import { guessAttempts, RECOVERY_CODE_LIMITS } from '../throttle/guess-limits';
import { createThrottle, type ThrottleRule } from '../throttle/throttle.service';
import { findUserByEmail, updateUserPassword } from '../users/users.repo';
import { newPasswordMail, recoveryCodeMail } from './recovery-mail';
import {
  countFailedAttempt,
  deleteExpiredCodes,
  lockLiveCode,
  markCodeUsed,
  replaceCode,
} from './recovery.repo';
import {
  hashRecoveryCode,
  newReadablePassword,
  newRecoveryCode,
  sameHash,
} from './recovery-secrets';

const MINUTE = 60_000;
export const CODE_TTL_MINUTES = 10;
export const MAX_FAILED_ATTEMPTS = 5;

export const SEND_PER_EMAIL: ThrottleRule = {
  limit: 1,
  windowMs: MINUTE,
  message: 'Ya enviamos un código a este correo. Espera un minuto antes de pedir otro.',
};
export const SEND_PER_IP: ThrottleRule = {
  limit: 10,
  windowMs: 15 * MINUTE,
  message: 'Demasiadas solicitudes de código. Espera unos minutos e intenta de nuevo.',
};
const NO_LIVE_CODE = 'El código no es válido o ya expiró. Solicita un nuevo código.';

const wrongCodeMessage = (left: number) =>
  left > 0
    ? `Código de verificación incorrecto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`
    : 'Código de verificación incorrecto. Ya no quedan intentos: solicita un nuevo código.';

/** Where mail failures that happen after the answer has left are reported. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

type Outcome = { ok: true } | { ok: false; message: string };

export function createRecoveryService({
  db,
  clock,
  mailer,
  appName,
  dataEncryptionKey,
  log,
}: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appName: string;
  /** Keys the stored code hashes, so a database leak alone does not reveal live codes. */
  dataEncryptionKey: string;
  log: ErrorLog;
}) {
  const throttle = createThrottle({ db, clock });
  const hashCode = (email: string, code: string) =>
    hashRecoveryCode(dataEncryptionKey, email, code);
  const deliveries = new Set<Promise<void>>();

  return {
    /**
     * Stores a fresh code for any e-mail, with or without an account, so both cost the same;
     * only an account gets the mail, and it is sent after the answer (its duration would tell).
     */
    async sendCode(emailInput: string, ip: string): Promise<void> {
      const email = normalizeEmail(emailInput);
      await throttle.consume(`recovery-send:ip:${ip}`, SEND_PER_IP);
      await throttle.consume(`recovery-send:email:${email}`, SEND_PER_EMAIL);

      const code = newRecoveryCode();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE);
      const user = await db.transaction(async (tx) => {
        await deleteExpiredCodes(tx, now);
        await replaceCode(tx, email, hashCode(email, code), expiresAt, now);
        return findUserByEmail(tx, email);
      });
      if (!user) return;

      const delivery = mailer
        .send(recoveryCodeMail(appName, user.email, code, CODE_TTL_MINUTES))
        .catch((err: unknown) => log.error({ err }, 'recovery code mail was not sent'))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },

    /** On the right code: a new password, e-mailed, and every session of the user ended. */
    async verifyCode(emailInput: string, code: string, ip: string): Promise<void> {
      const email = normalizeEmail(emailInput);
      // Five tries per code alone would allow 5 guesses a minute (a new code a minute) forever.
      // These limits bound the guesses on one e-mail without letting a stranger block its
      // recovery; a place where the person signed in before is spared the e-mail's waits.
      const attempts = guessAttempts(db, clock, RECOVERY_CODE_LIMITS, email, ip, 'login');
      await attempts.begin();

      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const now = clock.now();
        const live = await lockLiveCode(tx, email, now, MAX_FAILED_ATTEMPTS);
        if (!live) return { ok: false, message: NO_LIVE_CODE };
        // A code stored for an e-mail without an account never matches: it was never sent.
        const user = sameHash(live.code, hashCode(email, code))
          ? await findUserByEmail(tx, email)
          : undefined;
        if (!user) {
          const failed = await countFailedAttempt(tx, live.id);
          return { ok: false, message: wrongCodeMessage(MAX_FAILED_ATTEMPTS - failed) };
        }

        const password = newReadablePassword();
        await updateUserPassword(tx, user.id, await hashPassword(password));
        await deleteUserSessions(tx, user.id);
        await markCodeUsed(tx, live.id);
        await writeAudit(
          tx,
          {
            actor: `user:${user.id}`,
            action: 'password.recovered',
            target: `user:${user.id}`,
            details: { via: 'email-code', ip },
          },
          now,
        );
        // Sent before commit: if the mail fails, nothing changes and the same code still works.
        try {
          await mailer.send(newPasswordMail(appName, user.email, password));
        } catch (err) {
          if (err instanceof MailSendError) throw badGateway(err.message);
          throw err;
        }
        return { ok: true };
      });

      if (!outcome.ok) throw badRequest(outcome.message);
      await attempts.succeeded();
    },

    /** Waits for code mails still on their way (server shutdown). */
    async settled(): Promise<void> {
      await Promise.all(deliveries);
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
