import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export async function deleteExpiredCodes(db: DbOrTx, now: Date) {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
}

/** Retires every live code of the e-mail and stores the new one: only the newest ever works. */
export async function replaceCode(
  db: DbOrTx,
  email: string,
  codeHash: string,
  expiresAt: Date,
  now: Date,
) {
  await db
    .update(verificationCodes)
    .set({ used: 'true' })
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.used, 'false')));
  await db.insert(verificationCodes).values({ email, code: codeHash, expiresAt, createdAt: now });
}

/** The e-mail's live code, row-locked so concurrent guesses are counted one after another. */
export async function lockLiveCode(db: DbOrTx, email: string, now: Date, maxFailed: number) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.used, 'false'),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.failedAttempts, maxFailed),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function countFailedAttempt(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  if (!row) throw new Error('verification code vanished while locked');
  return row.failedAttempts;
}

export async function markCodeUsed(db: DbOrTx, id: string) {
  await db.update(verificationCodes).set({ used: 'true' }).where(eq(verificationCodes.id, id));
}
