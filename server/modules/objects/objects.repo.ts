import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedObjects } from '../../db/schema';

export async function insertUploadSlot(db: DbOrTx, ownerId: string, expiresAt: Date, now: Date) {
  const [row] = await db
    .insert(storedObjects)
    .values({ ownerId, uploadExpiresAt: expiresAt, createdAt: now })
    .returning({ id: storedObjects.id });
  if (!row) throw new Error('stored_objects insert returned no row');
  return row.id;
}

export async function findStoredObject(db: DbOrTx, id: string) {
  const [row] = await db.select().from(storedObjects).where(eq(storedObjects.id, id));
  return row;
}

export interface CompletedUpload {
  storageKey: string;
  contentType: string;
  size: number;
  keyId: string;
  uploadedAt: Date;
}

/** Records the stored bytes unless another request used the slot first; true when it won. */
export async function completeUpload(db: DbOrTx, id: string, upload: CompletedUpload) {
  const rows = await db
    .update(storedObjects)
    .set(upload)
    .where(and(eq(storedObjects.id, id), isNull(storedObjects.uploadedAt)))
    .returning({ id: storedObjects.id });
  return rows.length === 1;
}

/**
 * Deletes upload slots never used whose URL expired before `before`, a batch at a time; rows
 * another instance is deleting are skipped, not waited for. Answers how many it deleted.
 */
export async function deleteExpiredUploadSlots(db: DbOrTx, before: Date, limit: number) {
  const expired = db
    .select({ id: storedObjects.id })
    .from(storedObjects)
    .where(and(isNull(storedObjects.uploadedAt), lt(storedObjects.uploadExpiresAt, before)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(storedObjects)
    .where(inArray(storedObjects.id, expired))
    .returning({ id: storedObjects.id });
  return rows.length;
}

/** Forgets a stored object; answers where its bytes are, for the caller to remove after commit. */
export async function deleteStoredObject(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(storedObjects)
    .where(eq(storedObjects.id, id))
    .returning({ storageKey: storedObjects.storageKey });
  return row?.storageKey ?? null;
}
