import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInPlaces, throttles } from '../../db/schema';

/** Atomically counts one hit in the current window (a stale window starts over at 1). */
export async function incrementThrottle(
  db: DbOrTx,
  key: string,
  now: Date,
  windowStartedBefore: Date,
) {
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${throttles.windowStart} <= ${windowStartedBefore.toISOString()} then 1 else ${throttles.count} + 1 end`,
        windowStart: sql`case when ${throttles.windowStart} <= ${windowStartedBefore.toISOString()} then ${now.toISOString()}::timestamptz else ${throttles.windowStart} end`,
      },
    })
    .returning();
  if (!row) throw new Error('throttle upsert returned no row');
  return row;
}

export async function deleteThrottle(db: DbOrTx, key: string) {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** Takes one hit back (never below zero). */
export async function decrementThrottle(db: DbOrTx, key: string) {
  await db
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
    .where(eq(throttles.key, key));
}

/** The key's row, locked until the transaction ends (created at count 0 if missing). */
export async function lockThrottle(tx: DbOrTx, key: string, now: Date) {
  await tx.insert(throttles).values({ key, count: 0, windowStart: now }).onConflictDoNothing();
  const [row] = await tx.select().from(throttles).where(eq(throttles.key, key)).for('update');
  if (!row) throw new Error('throttle row vanished');
  return row;
}

export async function saveThrottle(
  tx: DbOrTx,
  key: string,
  values: { count: number; windowStart: Date; blockedUntil: Date | null },
) {
  await tx.update(throttles).set(values).where(eq(throttles.key, key));
}

/** Takes one attempt back and lifts the wait (someone proved they are the account's owner). */
export async function refundDelay(db: DbOrTx, key: string) {
  await db
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)`, blockedUntil: null })
    .where(eq(throttles.key, key));
}

export async function findSignInPlace(db: DbOrTx, id: string, since: Date) {
  const [row] = await db
    .select({ id: signInPlaces.id })
    .from(signInPlaces)
    .where(and(eq(signInPlaces.id, id), gt(signInPlaces.lastSuccessAt, since)));
  return row;
}

/** Records a successful sign-in at a place and forgets places not seen since `forgetBefore`. */
export async function rememberSignInPlace(db: DbOrTx, id: string, now: Date, forgetBefore: Date) {
  await db
    .insert(signInPlaces)
    .values({ id, lastSuccessAt: now })
    .onConflictDoUpdate({ target: signInPlaces.id, set: { lastSuccessAt: now } });
  await db.delete(signInPlaces).where(lte(signInPlaces.lastSuccessAt, forgetBefore));
}
