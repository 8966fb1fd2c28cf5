import type { Clock } from '../../adapters/clock';
import type { DbOrTx } from '../../db/client';
import { tooManyRequests } from '../../errors';
import {
  decrementThrottle,
  deleteThrottle,
  findThrottle,
  incrementThrottle,
} from './throttle.repo';

/** At most `limit` hits per fixed window of `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  message: string;
}

export interface Throttle {
  /** Refuses with 429 (and Retry-After) when the key has used up its window. */
  assertAllowed(key: string, rule: ThrottleRule): Promise<void>;
  /** Counts a hit (e.g. a failed sign-in). */
  record(key: string, rule: ThrottleRule): Promise<void>;
  /** Counts a hit and refuses when it goes over the limit (e.g. sending a code). */
  consume(key: string, rule: ThrottleRule): Promise<void>;
  reset(key: string): Promise<void>;
  /** Takes back one hit counted by `consume` (e.g. an attempt that turned out legitimate). */
  refund(key: string): Promise<void>;
}

export function createThrottle({ db, clock }: { db: DbOrTx; clock: Clock }): Throttle {
  const windowEnd = (start: Date, rule: ThrottleRule) => start.getTime() + rule.windowMs;
  const refuse = (start: Date, rule: ThrottleRule) =>
    tooManyRequests(rule.message, (windowEnd(start, rule) - clock.now().getTime()) / 1000);

  return {
    async assertAllowed(key, rule) {
      const row = await findThrottle(db, key);
      if (!row) return;
      const active = windowEnd(row.windowStart, rule) > clock.now().getTime();
      if (active && row.count >= rule.limit) throw refuse(row.windowStart, rule);
    },
    async record(key, rule) {
      const now = clock.now();
      await incrementThrottle(db, key, now, new Date(now.getTime() - rule.windowMs));
    },
    async consume(key, rule) {
      const now = clock.now();
      const row = await incrementThrottle(db, key, now, new Date(now.getTime() - rule.windowMs));
      if (row.count > rule.limit) throw refuse(row.windowStart, rule);
    },
    reset: (key) => deleteThrottle(db, key),
    refund: (key) => decrementThrottle(db, key),
  };
}
