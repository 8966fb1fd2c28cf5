import { eq, sql } from 'drizzle-orm';
import type { IdPhotoSide } from '@schemas/profile';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** User writes staff make (verification, ID photo requests); one function per need. */

/** The user's row locked until the transaction ends, or undefined when there is none. */
export async function findUserForUpdate(tx: DbOrTx, id: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

export async function setUserVerified(db: DbOrTx, userId: string, verified: boolean) {
  await db
    .update(users)
    .set({ verified: verified ? 1 : 0 })
    .where(eq(users.id, userId));
}

/**
 * Empties one side of the ID with staff's reason for a new photo, and takes verification away
 * (a verified user stays verified only with the photos that were checked).
 */
export async function askForNewIdPhoto(tx: DbOrTx, id: string, side: IdPhotoSide, reason: string) {
  const change =
    side === 'front'
      ? { idPhotoFront: null, idPhotoFrontRequest: reason }
      : { idPhotoBack: null, idPhotoBackRequest: reason };
  const [user] = await tx
    .update(users)
    .set({
      ...change,
      verified: sql`case when ${users.verified} = 1 then 0 else ${users.verified} end`,
    })
    .where(eq(users.id, id))
    .returning();
  return user!;
}
