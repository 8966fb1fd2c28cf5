import type { Clock } from '../../adapters/clock';
import { sha256, verifyPassword } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { badRequest } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { Delivery, MailOutbox } from '../mail/outbox.service';
import { guessAttempts, passwordLimits } from '../throttle/guess-limits';
import { passwordChangedMail } from './account-mail';
import { startPayoutFreeze } from './payout-freeze';
import { setUserPassword } from './set-password';

export const WRONG_CURRENT = 'Tu contraseña actual no es correcta.';
export const SAME_PASSWORD = 'La contraseña nueva debe ser distinta de la actual.';

/**
 * The first half of every own-password change, creditors' and staff's: the current password
 * proven (a wrong one counts as a sign-in guess of `scope`, docs/decisions/password-change.md),
 * and a new one that is not the same.
 */
export async function proveCurrentPassword(
  guess: {
    db: Db;
    clock: Clock;
    scope: Parameters<typeof passwordLimits>[0];
    account: string;
    ip: string;
  },
  storedHash: string,
  input: { currentPassword: string; newPassword: string },
) {
  const { db, clock, scope, account, ip } = guess;
  const attempts = guessAttempts(db, clock, passwordLimits(scope), account, ip);
  await attempts.begin();
  if (!(await verifyPassword(storedHash, input.currentPassword))) throw badRequest(WRONG_CURRENT);
  await attempts.succeeded();
  if (await verifyPassword(storedHash, input.newPassword)) throw badRequest(SAME_PASSWORD);
}

/**
 * A signed-in creditor changes their own password (docs/decisions/password-change.md,
 * docs/product/sign-in-and-sessions.md#changing-the-password): the current one first (its
 * wrong tries count as sign-in guesses), a new one that is not the same, then in one
 * transaction the new hash, every other session ended, the payout freeze
 * (docs/product/payout-safety.md#payout-freeze), the audit line and the notice e-mail.
 */
export function createPasswordChange({
  db,
  clock,
  outbox,
  appName,
  freezeHours,
}: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  /** PAYOUT_FREEZE_HOURS. */
  freezeHours: number;
}) {
  return {
    async change(
      user: User,
      sessionToken: string,
      client: { ip: string; userAgent?: string },
      input: { currentPassword: string; newPassword: string },
    ): Promise<Delivery> {
      const { ip } = client;
      await proveCurrentPassword(
        { db, clock, scope: 'login', account: user.email, ip },
        user.password,
        input,
      );

      const mailId = await db.transaction(async (tx) => {
        const now = clock.now();
        const ended = await setUserPassword(tx, user.id, input.newPassword, sha256(sessionToken));
        const frozenUntil = await startPayoutFreeze(tx, {
          userId: user.id,
          cause: 'password-changed',
          at: now,
          hours: freezeHours,
          from: client,
        });
        await writeAudit(
          tx,
          {
            actor: `user:${user.id}`,
            action: 'password.changed',
            target: `user:${user.id}`,
            details: { ip, endedSessions: ended },
          },
          now,
        );
        return outbox.queue(tx, passwordChangedMail(appName, user.email, frozenUntil));
      });
      return outbox.deliver(mailId);
    },
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
