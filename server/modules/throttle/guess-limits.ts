import type { Clock } from '../../adapters/clock';
import { sha256 } from '../../adapters/crypto';
import type { DbOrTx } from '../../db/client';
import { findSignInPlace, rememberSignInPlace } from './throttle.repo';
import { createThrottle, type DelayRule, type ThrottleRule } from './throttle.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A place where the account signed in within this long is a known place. */
export const KNOWN_PLACE_MS = 30 * DAY;

/**
 * Limits on guessing a secret (password, second-factor code, recovery code) of one account,
 * shaped so that a stranger cannot use them to keep the account's owner out
 * (docs/decisions/sign-in-throttling.md):
 * - `pair`: failures from one address on one account — stops guessing from one place at once;
 * - `account`: attempts on the account from anywhere — growing waits instead of a lock, and not
 *   applied at a place where the account signed in lately;
 * - `address`: failures from one address on any accounts — a cap per address.
 */
export interface GuessLimits {
  /** Prefix of the counters' keys, e.g. 'login'. */
  scope: string;
  pair: ThrottleRule;
  account: DelayRule;
  address: ThrottleRule;
}

const TOO_MANY = 'Demasiados intentos fallidos. Espera unos minutos e intenta de nuevo.';
const fromOnePlace = (limit: number): ThrottleRule => ({
  limit,
  windowMs: 15 * MINUTE,
  message: TOO_MANY,
});

/** Password sign-in, users and staff alike. */
export const passwordLimits = (scope: 'login' | 'admin-login'): GuessLimits => ({
  scope,
  pair: fromOnePlace(5),
  account: {
    free: 10,
    firstWaitMs: 1000,
    maxWaitMs: 5 * MINUTE,
    quietMs: DAY,
    message: 'Demasiados intentos fallidos con esta cuenta.',
  },
  address: fromOnePlace(30),
});

const CODE_WAITS = {
  firstWaitMs: 1000,
  maxWaitMs: 15 * MINUTE,
  quietMs: DAY,
  message: 'Demasiados códigos incorrectos para esta cuenta.',
};

/**
 * A staff member's second factor: whoever gets here knows the password, so fewer free tries and
 * longer waits than for passwords (a six-digit code has a million values).
 */
export const ADMIN_CODE_LIMITS: GuessLimits = {
  scope: 'admin-code',
  pair: fromOnePlace(5),
  account: { free: 5, ...CODE_WAITS },
  address: fromOnePlace(30),
};

/** Password-recovery codes: each code dies after 5 wrong tries; two codes' worth per place. */
export const RECOVERY_CODE_LIMITS: GuessLimits = {
  scope: 'recovery-verify',
  pair: fromOnePlace(10),
  account: { free: 10, ...CODE_WAITS },
  address: fromOnePlace(30),
};

/**
 * One guess at `account`'s secret from `ip`. `begin` counts it on all three limits before the
 * secret is checked (so a burst of parallel guesses cannot all slip through) and refuses with
 * 429 over any of them, counting nothing then; `succeeded` gives the attempt back and records the
 * place, where `placeScope` names whose known places count (the sign-in the place was proven by).
 */
export function guessAttempts(
  db: DbOrTx,
  clock: Clock,
  limits: GuessLimits,
  account: string,
  ip: string,
  placeScope: string = limits.scope,
) {
  const throttle = createThrottle({ db, clock });
  const { scope } = limits;
  const addressKey = `${scope}:ip:${ip}`;
  const pairKey = `${scope}:pair:${account}|${ip}`;
  const accountKey = `${scope}:account:${account}`;
  const place = signInPlace(placeScope, account, ip);
  let countedOnAccount = false;

  return {
    async begin() {
      await throttle.consume(addressKey, limits.address);
      try {
        await throttle.consume(pairKey, limits.pair);
      } catch (err) {
        await throttle.refund(addressKey);
        throw err;
      }
      const since = new Date(clock.now().getTime() - KNOWN_PLACE_MS);
      if (await findSignInPlace(db, place, since)) return;
      try {
        await throttle.consumeDelayed(accountKey, limits.account);
        countedOnAccount = true;
      } catch (err) {
        await throttle.refund(addressKey);
        await throttle.refund(pairKey);
        throw err;
      }
    },
    async succeeded() {
      await throttle.refund(addressKey);
      await throttle.reset(pairKey);
      if (countedOnAccount) await throttle.refundDelayed(accountKey);
    },
  };
}

const signInPlace = (scope: string, account: string, ip: string) =>
  sha256(`sign-in-place\0${scope}\0${account}\0${ip}`);

/** Remembers that `account` signed in from `ip` (see GuessLimits). */
export function rememberPlace(
  db: DbOrTx,
  clock: Clock,
  scope: string,
  account: string,
  ip: string,
) {
  const now = clock.now();
  return rememberSignInPlace(
    db,
    signInPlace(scope, account, ip),
    now,
    new Date(now.getTime() - KNOWN_PLACE_MS),
  );
}
