import type { Clock } from '../../adapters/clock';
import type { DbOrTx } from '../../db/client';
import { tooManyRequests } from '../../errors';
import {
  decrementThrottle,
  deleteThrottle,
  incrementThrottle,
  lockThrottle,
  refundDelay,
  saveThrottle,
} from './throttle.repo';

/** At most `limit` hits per fixed window of `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Attempts on one account from anywhere: the first `free` cost no wait; after that each attempt
 * makes the next one wait, from `firstWaitMs` doubling up to `maxWaitMs` (a short wait, never a
 * long lock). The count starts over after `quietMs` without attempts.
 */
export interface DelayRule {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
  quietMs: number;
  /** First sentence of the 429 answer; the wait is added ('Intenta de nuevo en 2 minutos.'). */
  message: string;
}

/** How long the attempt after the `count`-th must wait. */
export function waitAfter(count: number, rule: DelayRule): number {
  if (count <= rule.free) return 0;
  const doublings = Math.min(count - rule.free - 1, 30);
  return Math.min(rule.firstWaitMs * 2 ** doublings, rule.maxWaitMs);
}

/** 'en 1 segundo', 'en 45 segundos', 'en 5 minutos' (seconds rounded up). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  return `en ${Math.ceil(seconds / 60)} minutos`;
}

export interface Throttle {
  /** Counts a hit and refuses when it goes over the limit (e.g. sending a code). */
  consume(key: string, rule: ThrottleRule): Promise<void>;
  reset(key: string): Promise<void>;
  /** Takes back one hit counted by `consume` (e.g. an attempt that turned out legitimate). */
  refund(key: string): Promise<void>;
  /** Counts an attempt under a growing-delay rule, or refuses it (uncounted) while it must wait. */
  consumeDelayed(key: string, rule: DelayRule): Promise<void>;
  /** Takes back an attempt counted by `consumeDelayed` and lifts the wait. */
  refundDelayed(key: string): Promise<void>;
}

export function createThrottle({ db, clock }: { db: DbOrTx; clock: Clock }): Throttle {
  const windowEnd = (start: Date, rule: ThrottleRule) => start.getTime() + rule.windowMs;
  const refuse = (start: Date, rule: ThrottleRule) =>
    tooManyRequests(rule.message, (windowEnd(start, rule) - clock.now().getTime()) / 1000);

  return {
    async consume(key, rule) {
      const now = clock.now();
      const row = await incrementThrottle(db, key, now, new Date(now.getTime() - rule.windowMs));
      if (row.count > rule.limit) throw refuse(row.windowStart, rule);
    },
    reset: (key) => deleteThrottle(db, key),
    refund: (key) => decrementThrottle(db, key),
    async consumeDelayed(key, rule) {
      const now = clock.now();
      // Under the row lock, so parallel attempts queue: each sees the wait the last one set.
      await db.transaction(async (tx) => {
        const row = await lockThrottle(tx, key, now);
        const quiet = row.windowStart.getTime() <= now.getTime() - rule.quietMs;
        const count = quiet ? 1 : row.count + 1;
        if (!quiet && row.blockedUntil && row.blockedUntil > now) {
          const waitMs = row.blockedUntil.getTime() - now.getTime();
          throw tooManyRequests(
            `${rule.message} Intenta de nuevo ${waitText(waitMs)}.`,
            waitMs / 1000,
          );
        }
        await saveThrottle(tx, key, {
          count,
          windowStart: now,
          blockedUntil: new Date(now.getTime() + waitAfter(count, rule)),
        });
      });
    },
    refundDelayed: (key) => refundDelay(db, key),
  };
}
