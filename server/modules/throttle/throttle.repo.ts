import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { throttles } from '../../db/schema';

export async function findThrottle(db: DbOrTx, key: string) {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key));
  return row;
}

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
