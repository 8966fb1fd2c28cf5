import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminRecoveryCodes, admins } from '../../db/schema';

/** Stores a pending (unconfirmed) TOTP seed, sealed. */
export async function savePendingTotpSecret(db: DbOrTx, adminId: string, sealed: string) {
  await db
    .update(admins)
    .set({ totpSecret: sealed, totpEnabledAt: null, totpLastStep: null })
    .where(eq(admins.id, adminId));
}

export async function enableTotp(db: DbOrTx, adminId: string, step: number, now: Date) {
  await db
    .update(admins)
    .set({ totpEnabledAt: now, totpLastStep: step })
    .where(eq(admins.id, adminId));
}

/**
 * Records `step` as the admin's last used TOTP step, only if it is later than the last one:
 * answers false for a replayed code (also when two requests race with the same code).
 */
export async function claimTotpStep(db: DbOrTx, adminId: string, step: number) {
  const claimed = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))),
    )
    .returning({ id: admins.id });
  return claimed.length > 0;
}

/** No second factor any more: seed, state and recovery codes gone. */
export async function clearTwoFactor(db: DbOrTx, adminId: string) {
  await db
    .update(admins)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(admins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}

export async function replaceRecoveryCodes(
  db: DbOrTx,
  adminId: string,
  hashes: string[],
  now: Date,
) {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(hashes.map((codeHash) => ({ adminId, codeHash, createdAt: now })));
}

export async function unusedRecoveryCodes(db: DbOrTx, adminId: string) {
  return db
    .select({ id: adminRecoveryCodes.id, codeHash: adminRecoveryCodes.codeHash })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: DbOrTx, adminId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Marks a recovery code used; false when it already was (a parallel request won). */
export async function useRecoveryCode(db: DbOrTx, id: string, now: Date) {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.id, id), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}
