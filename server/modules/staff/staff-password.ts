import type { DbOrTx } from '../../db/client';
import { deleteAdminTokensOf, deleteChallengesOf, updateAdmin } from './staff.repo';

/**
 * The one place a staff member's password is set, inside the caller's transaction: the new hash
 * (hashed by the caller, outside any lock it can avoid), its expiry when it is a one-time password
 * given by an owner or none, and every panel session ended but `keepTokenId`, the one that asked
 * (docs/product/sign-in-and-sessions.md#setting-a-password-ends-every-session). `endSignIns` also
 * ends the sign-ins half done, for a password set by someone else (an owner's reset, the command
 * line); a person choosing their own at their first sign-in keeps the sign-in they are in.
 * Answers how many sessions ended.
 */
export async function setStaffPassword(
  tx: DbOrTx,
  adminId: string,
  passwordHash: string,
  options: { temporaryUntil?: Date; keepTokenId?: string; endSignIns?: boolean } = {},
): Promise<number> {
  await updateAdmin(tx, adminId, {
    password: passwordHash,
    temporaryPasswordExpiresAt: options.temporaryUntil ?? null,
  });
  if (options.endSignIns) await deleteChallengesOf(tx, adminId);
  return deleteAdminTokensOf(tx, adminId, options.keepTokenId);
}
