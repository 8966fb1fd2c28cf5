import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../audit/audit.service';
import { setUserVerified } from './users.repo';

/**
 * The one place a creditor's identity becomes verified
 * (docs/product/profile-and-identity.md#identity-verification): the mark and its 'user.verified'
 * entry in the activity log, in the caller's transaction. Staff verify from the user's detail
 * (users/user-admin.service.ts) or by moving a case out of 'Verificar ID' (`via: 'mediation'`,
 * mediation/mediation-workflow.ts); each checks the ID photos first, with its own message.
 */
export async function markIdentityVerified(
  tx: DbOrTx,
  userId: string,
  staff: { actor: string; ip?: string },
  at: Date,
  via?: 'mediation',
) {
  await setUserVerified(tx, userId, true);
  await writeAudit(
    tx,
    {
      ...staff,
      action: 'user.verified',
      target: `user:${userId}`,
      ...(via ? { details: { via } } : {}),
    },
    at,
  );
}
