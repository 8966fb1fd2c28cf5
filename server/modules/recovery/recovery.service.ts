import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { setUserPassword } from '../account/set-password';
import { startPayoutFreeze } from '../account/payout-freeze';
import { normalizeEmail } from '../auth/auth.service';
import { guessAttempts, RECOVERY_CODE_LIMITS } from '../throttle/guess-limits';
import { createThrottle, type ThrottleRule } from '../throttle/throttle.service';
import type { Delivery, MailOutbox } from '../mail/outbox.service';
import { accountWithEmail, findUserByEmail } from '../users/users.service';
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

type Outcome = { ok: true; mailId: string | undefined } | { ok: false; message: string };

export function createRecoveryService({
  db,
  clock,
  outbox,
  appName,
  dataEncryptionKey,
  freezeHours,
}: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  /** Keys the stored code hashes, so a database leak alone does not reveal live codes. */
  dataEncryptionKey: string;
  /** PAYOUT_FREEZE_HOURS: a reset freezes the user's payouts this long. */
  freezeHours: number;
}) {
  const throttle = createThrottle({ db, clock });
  const hashCode = (email: string, code: string) =>
    hashRecoveryCode(dataEncryptionKey, email, code);

  return {
    /**
     * Stores a fresh code for any e-mail, with or without an account, so both cost the same:
     * the mail is queued with the code, in the same statements, only when the account exists
     * (decided in the insert), and sent after the answer (its duration would tell). A queued
     * mail dies with its code and gives way to a newer code's mail.
     */
    async sendCode(emailInput: string, ip: string): Promise<void> {
      const email = normalizeEmail(emailInput);
      await throttle.consume(`recovery-send:ip:${ip}`, SEND_PER_IP);
      await throttle.consume(`recovery-send:email:${email}`, SEND_PER_EMAIL);

      const code = newRecoveryCode();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE);
      const mailId = await db.transaction(async (tx) => {
        await deleteExpiredCodes(tx, now);
        await replaceCode(tx, email, hashCode(email, code), expiresAt, now);
        return outbox.queue(tx, recoveryCodeMail(appName, email, code, CODE_TTL_MINUTES), {
          expiresAt,
          supersedes: `recovery-code:${email}`,
          onlyIf: accountWithEmail(email),
        });
      });
      outbox.deliverLater(mailId);
    },

    /**
     * On the right code: a new password, e-mailed, and every session of the user ended. The
     * mail is queued with the change; the answer says whether it already went out.
     */
    async verifyCode(
      emailInput: string,
      code: string,
      ip: string,
      userAgent?: string,
    ): Promise<Delivery> {
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
        await setUserPassword(tx, user.id, password);
        // Whoever reset it cannot withdraw at once (docs/product/payout-safety.md#payout-freeze).
        const frozenUntil = await startPayoutFreeze(tx, {
          userId: user.id,
          cause: 'password-reset',
          at: now,
          hours: freezeHours,
          from: { ip, userAgent },
        });
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
        const mailId = await outbox.queue(
          tx,
          newPasswordMail(appName, user.email, password, freezeHours > 0 ? frozenUntil : null),
        );
        return { ok: true, mailId };
      });

      if (!outcome.ok) throw badRequest(outcome.message);
      await attempts.succeeded();
      return outbox.deliver(outcome.mailId);
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
