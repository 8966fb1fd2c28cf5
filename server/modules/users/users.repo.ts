import { eq } from 'drizzle-orm';
import type { MediationStageId } from '@schemas/mediation';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Writes to a user's flags, one function per need. The mediation flags are written only by the
 * mediation workflow module (server/modules/mediation/mediation-workflow.ts).
 */

/** In mediation at `stage`, or out of it (null clears both flags). */
export async function setMediationStage(
  db: DbOrTx,
  userId: string,
  stage: MediationStageId | null,
) {
  await db
    .update(users)
    .set({ selectedForMediation: stage === null ? null : 1, mediationStatus: stage })
    .where(eq(users.id, userId));
}

export async function setUserVerified(db: DbOrTx, userId: string, verified: boolean) {
  await db
    .update(users)
    .set({ verified: verified ? 1 : 0 })
    .where(eq(users.id, userId));
}
