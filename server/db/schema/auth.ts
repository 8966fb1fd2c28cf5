import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_ROLES } from '../../../schemas/admin-roles';
import { sqlList } from './sql-list';
import { users } from './users';

/**
 * User sessions; the id is the SHA-256 of the cookie value, so a database leak yields no cookie.
 * A session ends at `expiresAt` or after a spell without use (`lastUsedAt`, written at most
 * every few minutes).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    password: text('password').notNull(),
    /** One of ADMIN_ROLES (schemas/admin.ts); the database refuses anything else. */
    role: text('role').notNull().default('owner'),
    /** Set while the password is a one-time one from an owner: it must be changed by then. */
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
    /** A disabled staff member cannot sign in and has no sessions. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** TOTP seed sealed with the data key (server/adapters/secret-box.ts); pending until confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code of that step or an earlier one is a replay. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('admins_role_check', sql`${t.role} in (${sqlList(ADMIN_ROLES)})`)],
);

/** Single-use recovery codes of an admin's second factor, argon2id-hashed (ASVS 6.5.2). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/**
 * A sign-in whose password was right but that still owes a step (new password, second factor):
 * the short-lived proof of the password step. The id is the SHA-256 of the challenge token.
 */
export const adminSignInChallenges = pgTable(
  'admin_sign_in_challenges',
  {
    id: text('id').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sign_in_challenges_admin_idx').on(t.adminId)],
);

/**
 * Admin bearer tokens; the id is the SHA-256 of the token. A token ends at `expiresAt` or after
 * a spell without use (`lastUsedAt`, written at most once a minute).
 */
export const adminTokens = pgTable(
  'admin_tokens',
  {
    id: text('id').primaryKey(),
    /** What the panel names a session by (never the token or its hash). */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where and with what the session was opened, so a person can recognise it. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_tokens_admin_idx').on(t.adminId)],
);

/**
 * Counters shared by every app instance (sign-in, recovery, refresh throttles). A fixed-window
 * rule counts hits since `windowStart`; a growing-delay rule keeps the time of the last counted
 * attempt in `windowStart` and the earliest next one in `blockedUntil`.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Places (an account and a client address) where the account signed in lately: an account's
 * growing delays do not apply there, so guessing elsewhere cannot keep its owner out. The id is
 * a SHA-256 of scope, account and address, so no address is stored.
 */
export const signInPlaces = pgTable(
  'sign_in_places',
  {
    id: text('id').primaryKey(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_places_last_success_idx').on(t.lastSuccessAt)],
);
