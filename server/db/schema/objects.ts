import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_objects_owner_idx').on(t.ownerId)],
);
