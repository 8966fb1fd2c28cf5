import type { AdminRole } from '@schemas/admin';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminTokens, admins } from '../../db/schema';

export async function findAdminByUsername(db: DbOrTx, username: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.username, username));
  return admin;
}

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

export async function insertAdminToken(
  db: DbOrTx,
  id: string,
  adminId: string,
  expiresAt: Date,
  now: Date,
) {
  await db.insert(adminTokens).values({ id, adminId, expiresAt, createdAt: now });
}

export async function findTokenAdmin(db: DbOrTx, tokenId: string, now: Date) {
  const [row] = await db
    .select({ id: admins.id, username: admins.username, role: admins.role })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .where(and(eq(adminTokens.id, tokenId), gt(adminTokens.expiresAt, now)));
  return row;
}

export async function deleteAdminToken(db: DbOrTx, tokenId: string) {
  await db.delete(adminTokens).where(eq(adminTokens.id, tokenId));
}

export async function deleteAdminTokensOf(db: DbOrTx, adminId: string) {
  await db.delete(adminTokens).where(eq(adminTokens.adminId, adminId));
}
