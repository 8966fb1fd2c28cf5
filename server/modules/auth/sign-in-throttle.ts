import type { Throttle, ThrottleRule } from '../throttle/throttle.service';

const MESSAGE = 'Demasiados intentos fallidos. Espera unos minutos e intenta de nuevo.';

/** Failed sign-ins allowed per account and per address (users and admins alike). */
export const SIGN_IN_PER_ACCOUNT: ThrottleRule = {
  limit: 5,
  windowMs: 15 * 60_000,
  message: MESSAGE,
};
export const SIGN_IN_PER_IP: ThrottleRule = { limit: 30, windowMs: 15 * 60_000, message: MESSAGE };

/**
 * Sign-in attempts are counted atomically BEFORE the password is checked: checking first and
 * counting after would let a burst of parallel guesses all pass the check. A successful sign-in
 * clears the account's count and takes its attempt back from the address's count, so only
 * failures use up either limit.
 */
export function signInAttempts(throttle: Throttle, accountKey: string, ipKey: string) {
  return {
    begin: async () => {
      await throttle.consume(ipKey, SIGN_IN_PER_IP);
      await throttle.consume(accountKey, SIGN_IN_PER_ACCOUNT);
    },
    succeeded: async () => {
      await throttle.reset(accountKey);
      await throttle.refund(ipKey);
    },
  };
}
