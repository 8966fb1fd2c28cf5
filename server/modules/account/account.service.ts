import type { AccountActivity } from '@schemas/payout-safety';
import type { Clock } from '../../adapters/clock';
import { sha256 } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import {
  deleteOtherSessions,
  insertAccountEvent,
  latestAccountEvents,
} from './account-events.repo';
import { clientPlace } from './client-place';

/** The account activity writer, for the withdrawals module (docs/decisions/module-surfaces.md). */
export { insertAccountEvent } from './account-events.repo';

/** 'Actividad reciente' lists this many (docs/product/payout-safety.md#new-device-alerts). */
export const RECENT_ACTIVITY = 10;

/** The creditor's own view of their account's security: recent activity, other sessions. */
export function createAccountService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async activity(userId: string): Promise<AccountActivity> {
      const rows = await latestAccountEvents(db, userId, RECENT_ACTIVITY);
      return {
        events: rows.map((e) => ({
          kind: e.kind,
          at: e.at.toISOString(),
          network: e.network,
          device: e.device,
          newDevice: e.newDevice,
        })),
      };
    },

    /** Ends every session of the user but the one asking; recorded in the recent activity. */
    endOtherSessions: (
      userId: string,
      sessionToken: string,
      from: { ip: string; userAgent: string | undefined },
    ) =>
      db.transaction(async (tx) => {
        const ended = await deleteOtherSessions(tx, userId, sha256(sessionToken));
        await insertAccountEvent(tx, {
          userId,
          kind: 'other-sessions-ended',
          at: clock.now(),
          ...clientPlace(from.ip, from.userAgent),
        });
        return { ended };
      }),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
