import type { FreezeCause } from '@schemas/payout-safety';
import type { DbOrTx } from '../../db/client';
import { extendPayoutFreeze } from '../users/users.service';
import { flagOrdersBeforeReset } from '../withdrawals/withdrawal-workflow';
import { insertAccountEvent } from './account-events.repo';
import { clientPlace } from './client-place';

const HOUR_MS = 60 * 60 * 1000;

export interface PayoutFreezeStart {
  userId: string;
  cause: FreezeCause;
  at: Date;
  /** PAYOUT_FREEZE_HOURS (`config.payoutSafety.freezeHours`). */
  hours: number;
  /** The creditor's own request (a reset or change), for 'Actividad reciente'; not staff's. */
  from?: { ip: string; userAgent?: string };
}

/**
 * The one start of a payout freeze (docs/product/payout-safety.md#payout-freeze): call it inside
 * the transaction that resets or changes the password, or ends the user's sessions for staff.
 * New orders are refused until `at + hours` (a later freeze already set stays); orders placed in
 * the `hours` before are flagged for staff; the event joins the account's recent activity.
 * Answers the freeze's end.
 */
export async function startPayoutFreeze(tx: DbOrTx, start: PayoutFreezeStart): Promise<Date> {
  const { userId, cause, at, hours } = start;
  const until = await extendPayoutFreeze(tx, userId, new Date(at.getTime() + hours * HOUR_MS));
  await flagOrdersBeforeReset(tx, userId, new Date(at.getTime() - hours * HOUR_MS), at);
  const place = start.from ? clientPlace(start.from.ip, start.from.userAgent) : undefined;
  await insertAccountEvent(tx, {
    userId,
    kind: cause,
    at,
    network: place?.network,
    device: place?.device,
  });
  return until;
}

/** The freeze's end while it lasts, else null (`frozenUntil` on GET /api/user). */
export const activeFreeze = (frozenUntil: Date | null, now: Date) =>
  frozenUntil && frozenUntil.getTime() > now.getTime() ? frozenUntil : null;
