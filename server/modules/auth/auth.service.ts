import type { Clock } from '../../adapters/clock';
import { dummyPasswordHash, newToken, sha256, verifyPassword } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import { AppError } from '../../errors';
import { guessAttempts, passwordLimits, rememberPlace } from '../throttle/guess-limits';
import { findUserByEmail } from '../users/users.repo';
import { deleteSession, findSessionUser, insertSession } from './auth.repo';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const BAD_CREDENTIALS = 'Correo electrónico o contraseña incorrectos';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createAuthService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Checks the credentials and opens a session; returns the cookie value and the user. */
    async login(emailInput: string, password: string, ip: string) {
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
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await insertSession(db, sha256(token), user.id, expiresAt, now);
      return { token, expiresAt, user };
    },

    async userForSession(token: string): Promise<User | undefined> {
      return findSessionUser(db, sha256(token), clock.now());
    },

    logout: (token: string) => deleteSession(db, sha256(token)),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
