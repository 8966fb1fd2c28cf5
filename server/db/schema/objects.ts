import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Uploaded files (ID photos). A row is created with the one-time upload URL; the bytes arrive
 * later, are encrypted, and land in storage under a server-generated key.
 */
export const storedObjects = pgTable(
  'stored_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    size: bigint('size', { mode: 'number' }),
    /** Which encryption key sealed the bytes, so keys can be rotated. */
    keyId: text('key_id'),
    /**
     * When the bytes were decoded and stored re-encoded without metadata (on upload; for files
     * stored before that, by the photo-cleaning job). Null: not yet.
     */
    cleanedAt: timestamp('cleaned_at', { withTimezone: true }),
    /** Why the cleaning job could not clean it (the original is kept as it was). */
    cleanFailure: text('clean_failure'),
    /** A cleaning job instance is working on it until then. */
    cleanClaimedUntil: timestamp('clean_claimed_until', { withTimezone: true }),
    /** The original a cleaning replaced, still to be removed from storage. */
    replacedStorageKey: text('replaced_storage_key'),
    /**
     * An ID photo staff asked to replace (docs/product/profile-and-identity.md#evidence-kept):
     * kept as evidence, no longer the user's current photo. Null: not replaced.
     */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** Which side of the ID it was ('front' or 'back'), and the reason staff gave. */
    replacedSide: text('replaced_side'),
    replacedReason: text('replaced_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_objects_owner_idx').on(t.ownerId),
    check(
      'stored_objects_replaced_side_check',
      sql`${t.replacedSide} is null or ${t.replacedSide} in ('front', 'back')`,
    ),
    index('stored_objects_to_clean_idx')
      .on(t.id)
      .where(
        sql`(${t.uploadedAt} is not null and ${t.cleanedAt} is null) or ${t.replacedStorageKey} is not null`,
      ),
  ],
);
