import { hashPassword } from '../../adapters/crypto';
import type { DbOrTx } from '../../db/client';
import { deleteAdminTokensOf, updateAdmin } from '../admin/admin-auth.repo';
import { deleteOtherUserSessions, deleteUserSessions } from '../auth/auth.repo';
import { updateUserPassword } from '../users/users.repo';

/**
 * The one place a creditor's password is set (recovery and the change on /profile both come
 * here), inside the caller's transaction: the new hash, and the sessions ended
 * (docs/product/sign-in-and-sessions.md#setting-a-password-ends-every-session) — all of them,
 * or all but `keepSessionId`, the session that asked. Anything that must follow a new password
 * belongs here, in the same transaction. Answers how many sessions ended.
 */
export async function setUserPassword(
  tx: DbOrTx,
  userId: string,
  password: string,
  keepSessionId?: string,
): Promise<number> {
  await updateUserPassword(tx, userId, await hashPassword(password));
  return keepSessionId
    ? deleteOtherUserSessions(tx, userId, keepSessionId)
    : deleteUserSessions(tx, userId);
}

/**
 * The same rule for a staff member's own password (the change in 'Mi cuenta' and the first
 * sign-in with a one-time password): the new hash, no temporary expiry left, and every panel
 * session ended but `keepTokenId`, the one that asked
 * (docs/product/sign-in-and-sessions.md#setting-a-password-ends-every-session). Answers how
 * many sessions ended.
 */
export async function setStaffPassword(
  tx: DbOrTx,
  adminId: string,
  password: string,
  keepTokenId?: string,
): Promise<number> {
  await updateAdmin(tx, adminId, {
    password: await hashPassword(password),
    temporaryPasswordExpiresAt: null,
  });
  return deleteAdminTokensOf(tx, adminId, keepTokenId);
}
