import { hashPassword } from '../../adapters/crypto';
import type { DbOrTx } from '../../db/client';
import { deleteOtherUserSessions, deleteUserSessions } from '../auth/auth.service';
import { updateUserPassword } from '../users/users.service';

/**
 * The one place a creditor's password is set (recovery and the change on /profile both come
 * here; a staff member's is set in staff/staff-password.ts), inside the caller's transaction: the new hash, and the sessions ended
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
