import { eq } from 'drizzle-orm';
import type { IdPhotoSide, ProfileInput } from '@schemas/profile';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

async function single<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('users: expected one row');
  return row;
}

export function updateProfileFields(db: DbOrTx, userId: string, input: ProfileInput) {
  return single(db.update(users).set(input).where(eq(users.id, userId)).returning());
}

/** The user's row, locked until the transaction ends (two photo saves never interleave). */
export function lockUser(db: DbOrTx, userId: string) {
  return single(db.select().from(users).where(eq(users.id, userId)).for('update'));
}

/** Saves one side; a new photo also answers staff's request for that side. */
export function setIdPhoto(db: DbOrTx, userId: string, side: IdPhotoSide, address: string) {
  const change =
    side === 'front'
      ? { idPhotoFront: address, idPhotoFrontRequest: null }
      : { idPhotoBack: address, idPhotoBackRequest: null };
  return single(db.update(users).set(change).where(eq(users.id, userId)).returning());
}
