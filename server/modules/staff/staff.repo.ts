import type { AdminRole } from '@schemas/admin-roles';
import { and, asc, count, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminSignInChallenges, adminTokens, admins } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByUsername(db: DbOrTx, username: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.username, username));
  return admin;
}

export async function findAdminById(db: DbOrTx, id: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id));
  return admin;
}

/** The admin's row, locked until the transaction ends. */
export async function lockAdmin(tx: DbOrTx, id: string) {
  const [admin] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
  return admin;
}

/** Demo seed: the admin with this password and role, created or overwritten. */
export async function upsertAdmin(
  db: DbOrTx,
  username: string,
  passwordHash: string,
  role: AdminRole,
) {
  await db
    .insert(admins)
    .values({ username, password: passwordHash, role })
    .onConflictDoUpdate({ target: admins.username, set: { password: passwordHash, role } });
}

/** Every staff username, in Spanish alphabetical order. */
export async function listAdminUsernames(db: DbOrTx) {
  const rows = await db.select({ username: admins.username }).from(admins);
  return rows.map((r) => r.username).sort((a, b) => a.localeCompare(b, 'es'));
}

/** A new admin, or undefined when the username is taken. */
export async function insertAdmin(db: DbOrTx, values: typeof admins.$inferInsert) {
  const [admin] = await db.insert(admins).values(values).onConflictDoNothing().returning();
  return admin;
}

export async function updateAdmin(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<typeof admins.$inferInsert, 'id' | 'username'>>,
) {
  const [admin] = await db.update(admins).set(values).where(eq(admins.id, id)).returning();
  return admin;
}

/** Active owners, locked in one order (so two owners acting on each other cannot deadlock). */
export async function lockActiveOwners(tx: DbOrTx) {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), isNull(admins.disabledAt)))
    .orderBy(asc(admins.id))
    .for('update');
  return rows.map((r) => r.id);
}

// ---- sign-in challenges ----

export async function insertChallenge(
  db: DbOrTx,
  values: { id: string; adminId: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(adminSignInChallenges).values(values);
}

/** The admin a live challenge belongs to. */
export async function findChallengeAdmin(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .select({ admin: admins })
    .from(adminSignInChallenges)
    .innerJoin(admins, eq(admins.id, adminSignInChallenges.adminId))
    .where(and(eq(adminSignInChallenges.id, id), gt(adminSignInChallenges.expiresAt, now)));
  return row?.admin;
}

export async function deleteChallenge(db: DbOrTx, id: string) {
  await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.id, id));
}

export async function deleteChallengesOf(db: DbOrTx, adminId: string) {
  await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.adminId, adminId));
}

export async function deleteExpiredChallenges(db: DbOrTx, now: Date) {
  await db.delete(adminSignInChallenges).where(lte(adminSignInChallenges.expiresAt, now));
}

// ---- tokens (sessions) ----

/** A token is live until `expiresAt`, and while it was used after `idleSince`. */
const live = (now: Date, idleSince: Date) =>
  and(gt(adminTokens.expiresAt, now), gt(adminTokens.lastUsedAt, idleSince));

export async function insertAdminToken(
  db: DbOrTx,
  values: {
    id: string;
    adminId: string;
    expiresAt: Date;
    createdAt: Date;
    ip: string;
    userAgent: string | null;
  },
) {
  await db.insert(adminTokens).values({ ...values, lastUsedAt: values.createdAt });
}

/** The enabled admin behind a live token, with when the token was last recorded as used. */
export async function findTokenAdmin(db: DbOrTx, tokenId: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      id: admins.id,
      username: admins.username,
      role: admins.role,
      lastUsedAt: adminTokens.lastUsedAt,
    })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .where(and(eq(adminTokens.id, tokenId), live(now, idleSince), isNull(admins.disabledAt)));
  return row;
}

/** Forgets the admin's tokens that have ended (expired or idle). */
export async function deleteDeadTokensOf(db: DbOrTx, adminId: string, now: Date, idleSince: Date) {
  await db
    .delete(adminTokens)
    .where(
      and(
        eq(adminTokens.adminId, adminId),
        or(lte(adminTokens.expiresAt, now), lte(adminTokens.lastUsedAt, idleSince)),
      ),
    );
}

export async function touchAdminToken(db: DbOrTx, tokenId: string, now: Date) {
  await db.update(adminTokens).set({ lastUsedAt: now }).where(eq(adminTokens.id, tokenId));
}

export async function listLiveTokens(db: DbOrTx, adminId: string, now: Date, idleSince: Date) {
  return db
    .select()
    .from(adminTokens)
    .where(and(eq(adminTokens.adminId, adminId), live(now, idleSince)))
    .orderBy(asc(adminTokens.createdAt));
}

export async function countLiveTokensByAdmin(db: DbOrTx, now: Date, idleSince: Date) {
  return db
    .select({ adminId: adminTokens.adminId, sessions: count() })
    .from(adminTokens)
    .where(live(now, idleSince))
    .groupBy(adminTokens.adminId);
}

export async function deleteAdminToken(db: DbOrTx, tokenId: string) {
  await db.delete(adminTokens).where(eq(adminTokens.id, tokenId));
}

/** Deletes one of the admin's tokens by its public id; answers whether there was one. */
export async function deleteAdminTokenByPublicId(db: DbOrTx, adminId: string, publicId: string) {
  const deleted = await db
    .delete(adminTokens)
    .where(and(eq(adminTokens.adminId, adminId), eq(adminTokens.publicId, publicId)))
    .returning({ id: adminTokens.id });
  return deleted.length > 0;
}

/** Deletes the admin's tokens but `keepTokenId` (if given); answers how many ended. */
export async function deleteAdminTokensOf(db: DbOrTx, adminId: string, keepTokenId?: string) {
  const deleted = await db
    .delete(adminTokens)
    .where(
      and(
        eq(adminTokens.adminId, adminId),
        keepTokenId ? ne(adminTokens.id, keepTokenId) : undefined,
      ),
    )
    .returning({ id: adminTokens.id });
  return deleted.length;
}

export async function listAdmins(db: DbOrTx) {
  return db.select().from(admins).orderBy(asc(admins.username));
}
