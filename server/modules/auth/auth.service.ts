import type { Clock } from '../../adapters/clock';
import { dummyPasswordHash, newToken, sha256, verifyPassword } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { AppError } from '../../errors';
import { guessAttempts, passwordLimits, rememberPlace } from '../throttle/guess-limits';
import { findUserByEmail } from '../users/users.repo';
import { deleteSession, findSessionUser, insertSession, touchSession } from './auth.repo';
import { toCurrentUser } from './user-view';
import type { RecordSignIn } from '../account/sign-in-record';

/** How long a creditor's session may last (SESSION_MAX_DAYS, SESSION_IDLE_DAYS). */
export interface SessionLimits {
  /** From sign-in, whatever the use. */
  absoluteMs: number;
  /** Without any use. */
  idleMs: number;
}

/** A use is written at most this often: the inactivity limit is days, not minutes. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;
const BAD_CREDENTIALS = 'Correo electrónico o contraseña incorrectos';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createAuthService({
  db,
  clock,
  limits,
  recordSignIn,
}: {
  db: Db;
  clock: Clock;
  limits: SessionLimits;
  /** Records the sign-in and alerts on a new device (docs/product/payout-safety.md#new-device-alerts). */
  recordSignIn: RecordSignIn;
}) {
  return {
    /**
     * Checks the credentials and opens a session; returns the cookie value, the user and the
     * browser's device id (the one it sent, or a new one to keep).
     */
    async login(
      emailInput: string,
      password: string,
      ip: string,
      device: { userAgent: string | undefined; deviceId: string | undefined } = {
        userAgent: undefined,
        deviceId: undefined,
      },
    ) {
      const email = normalizeEmail(emailInput);
      const attempts = guessAttempts(db, clock, passwordLimits('login'), email, ip);
      await attempts.begin();

      const user = await findUserByEmail(db, email);
      // Unknown e-mails cost the same argon2 work, so timing does not tell them apart.
      const ok = await verifyPassword(user?.password ?? (await dummyPasswordHash()), password);
      if (!user || !ok) {
        throw new AppError(401, BAD_CREDENTIALS);
      }
      await attempts.succeeded();
      await rememberPlace(db, clock, 'login', email, ip);

      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + limits.absoluteMs);
      await insertSession(db, sha256(token), user.id, expiresAt, now);
      const deviceId = device.deviceId ?? newToken();
      await recordSignIn(user, { ip, userAgent: device.userAgent, deviceId });
      return { token, expiresAt, user, deviceId };
    },

    /** The user behind a live session; records the use, which renews the inactivity limit. */
    async userForSession(token: string): Promise<User | undefined> {
      const now = clock.now();
      const id = sha256(token);
      const row = await findSessionUser(db, id, now, new Date(now.getTime() - limits.idleMs));
      if (!row) return undefined;
      if (now.getTime() - row.lastUsedAt.getTime() >= SESSION_TOUCH_EVERY_MS) {
        // Best effort: a use that could not be written (a database blip) only means the next
        // use writes it; the request itself needs nothing from it.
        await touchSession(db, id, now).catch(() => undefined);
      }
      return row.user;
    },

    logout: (token: string) => deleteSession(db, sha256(token)),

    /** The signed-in user as the app reads them, with a payout freeze while it lasts. */
    view: (user: User) => toCurrentUser(user, clock.now()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
