import type { Clock } from '../../adapters/clock';
import { dummyPasswordHash, newToken, sha256, verifyPassword } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import type { CurrentUser } from '@schemas/auth';
import type { User } from '../../db/schema';
import { AppError, unauthorized } from '../../errors';
import { guessAttempts, passwordLimits, rememberPlace } from '../throttle/guess-limits';
import { findUserByEmail } from '../users/users.service';
import {
  deleteSession,
  findSessionCurrentUser,
  findSessionUser,
  insertSession,
  touchSession,
} from './auth.repo';
import { intervalText, type LiveSession } from './live-session-sql';
import { toCurrentUser } from './user-view';
import type { RecordSignIn } from '../account/sign-in-record';

/** Ending a creditor's sessions, for the modules that must (docs/decisions/module-surfaces.md). */
export { deleteOtherUserSessions, deleteUserSessions } from './auth.repo';

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
  const idle = intervalText(limits.idleMs);
  const touchEvery = intervalText(SESSION_TOUCH_EVERY_MS);
  const readForSession: ReadForSession = async (token, read) => {
    if (!token) return undefined;
    const now = clock.now();
    const sessionId = sha256(token);
    const row = await read({ sessionId, now: now.toISOString(), idle, touchEvery });
    if (!row) return undefined;
    if (row.useDue) {
      // Best effort: a use that could not be written (a database blip) only means the next
      // use writes it; the request itself needs nothing from it.
      await touchSession(db, sessionId, now).catch(() => undefined);
    }
    return row.value;
  };

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
    userForSession: (token: string): Promise<User | undefined> =>
      readForSession(token, (live) => findSessionUser(db, live)),

    readForSession,

    /** GET /api/user: the signed-in user as the app reads them, in one round trip; 401 without a live session. */
    async currentForSession(token: string | undefined): Promise<CurrentUser> {
      const user = await readForSession(token, (live) => findSessionCurrentUser(db, live));
      if (!user) throw unauthorized();
      return toCurrentUser(user, clock.now());
    },

    logout: (token: string) => deleteSession(db, sha256(token)),

    /** The signed-in user as the app reads them, with a payout freeze while it lasts. */
    view: (user: User) => toCurrentUser(user, clock.now()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * What a read that checks the session in its own query answers: its result, and whether the
 * session's use is due to be recorded (auth.repo's sessionUseDue).
 */
export interface SessionRead<T> {
  value: T;
  useDue: boolean;
}

/**
 * Runs `read` for the session behind `token`, against the bounds of a live session
 * (auth.repo's liveSession), and records the use as the session guard does (which renews the
 * inactivity limit). Undefined when there is no token or the session is not live. A hot read
 * checks the session in its own query this way instead of after the guard's round trip
 * (docs/decisions/web-speed.md#hot-reads-sent-as-built).
 */
export type ReadForSession = <T>(
  token: string | undefined,
  read: (live: LiveSession) => Promise<SessionRead<T> | undefined>,
) => Promise<T | undefined>;

/** The reader of a service built where no one signs in (seeds, a service's own tests): no session is live. */
export const noSessions: ReadForSession = async () => undefined;
