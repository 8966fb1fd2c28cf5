import { and, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
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
  cleanedAt: Date;
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

/**
 * Marks an ID photo as replaced at staff's request: the row and the encrypted bytes stay, as
 * evidence (docs/product/profile-and-identity.md#evidence-kept).
 */
export async function markObjectReplaced(
  db: DbOrTx,
  id: string,
  replaced: { at: Date; side: 'front' | 'back'; reason: string },
) {
  await db
    .update(storedObjects)
    .set({ replacedAt: replaced.at, replacedSide: replaced.side, replacedReason: replaced.reason })
    .where(eq(storedObjects.id, id));
}

/** A user's replaced ID photos, the latest replaced first. */
export function listReplacedObjects(db: DbOrTx, ownerId: string) {
  return db
    .select({
      id: storedObjects.id,
      side: storedObjects.replacedSide,
      reason: storedObjects.replacedReason,
      uploadedAt: storedObjects.uploadedAt,
      replacedAt: storedObjects.replacedAt,
    })
    .from(storedObjects)
    .where(and(eq(storedObjects.ownerId, ownerId), isNotNull(storedObjects.replacedAt)))
    .orderBy(desc(storedObjects.replacedAt), desc(storedObjects.id));
}

/**
 * Claims stored files the cleaning job has work on (not cleaned yet, or an original left to
 * remove) for `leaseUntil`; rows another instance holds are skipped, and a claim whose holder
 * died is free again once its lease ends.
 */
export function claimFilesToClean(db: DbOrTx, now: Date, leaseUntil: Date, limit: number) {
  const work = db
    .select({ id: storedObjects.id })
    .from(storedObjects)
    .where(
      and(
        or(
          and(isNotNull(storedObjects.uploadedAt), isNull(storedObjects.cleanedAt)),
          isNotNull(storedObjects.replacedStorageKey),
        ),
        or(isNull(storedObjects.cleanClaimedUntil), lt(storedObjects.cleanClaimedUntil, now)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(storedObjects)
    .set({ cleanClaimedUntil: leaseUntil })
    .where(inArray(storedObjects.id, work))
    .returning();
}

export type FileToClean = Awaited<ReturnType<typeof claimFilesToClean>>[number];

/**
 * Points the row at its cleaned copy, if it still holds the original the job read (a photo
 * replaced or deleted meanwhile is left alone); the original's key is kept for removal.
 */
export async function recordCleanedFile(
  db: DbOrTx,
  file: { id: string; originalKey: string },
  cleaned: { storageKey: string; keyId: string; size: number; contentType: string; at: Date },
) {
  const rows = await db
    .update(storedObjects)
    .set({
      storageKey: cleaned.storageKey,
      keyId: cleaned.keyId,
      size: cleaned.size,
      contentType: cleaned.contentType,
      cleanedAt: cleaned.at,
      replacedStorageKey: file.originalKey,
      // The claim is kept until the original is removed: released here, another instance could
      // claim the removal too and count the file twice.
    })
    .where(and(eq(storedObjects.id, file.id), eq(storedObjects.storageKey, file.originalKey)))
    .returning({ id: storedObjects.id });
  return rows.length === 1;
}

/** A file the job cannot clean: kept as it is, with the reason, and not tried again. */
export async function recordUncleanableFile(db: DbOrTx, id: string, reason: string, at: Date) {
  await db
    .update(storedObjects)
    .set({ cleanedAt: at, cleanFailure: reason, cleanClaimedUntil: null })
    .where(eq(storedObjects.id, id));
}

/** The replaced original is gone from storage. */
export async function forgetReplacedFile(db: DbOrTx, id: string) {
  await db
    .update(storedObjects)
    .set({ replacedStorageKey: null, cleanClaimedUntil: null })
    .where(eq(storedObjects.id, id));
}
