import { sql } from 'drizzle-orm';
import { FREEZE_CAUSES } from '@schemas/payout-safety';
import { accountEvents, users, withdrawals } from '../../db/schema';
import { sqlList } from '../../db/schema/sql-list';

/**
 * What staff see beside an order (docs/product/payout-safety.md#risk-signals-for-staff), read
 * with the order in one query: every fact is a correlated subquery on indexed columns
 * (account_events by user and time, withdrawals by destination). The same expressions filter
 * the queue ('Con señales de riesgo').
 */
export const RISK_WINDOW_HOURS = 72;

const windowBefore = sql`${withdrawals.createdAt} - make_interval(hours => ${RISK_WINDOW_HOURS})`;

/** The latest password reset or change, or staff closing the sessions, in the 72 h before the order. */
const recentResetAt = sql<Date | null>`(select max(e.at) from ${accountEvents} e
  where e.user_id = ${withdrawals.userId} and e.kind in (${sqlList(FREEZE_CAUSES)})
  and e.at between ${windowBefore} and ${withdrawals.createdAt})`;

/** The latest sign-in from a new device in the 72 h before the order. */
const newDeviceAt = sql<Date | null>`(select max(e.at) from ${accountEvents} e
  where e.user_id = ${withdrawals.userId} and e.kind = 'sign-in' and e.new_device
  and e.at between ${windowBefore} and ${withdrawals.createdAt})`;

/** Whether this creditor ordered to this destination before this order. */
const usedBefore = sql<boolean>`exists (select 1 from ${withdrawals} o
  where o.withdrawal_address = ${withdrawals.withdrawalAddress}
  and o.user_id = ${withdrawals.userId} and o.created_at < ${withdrawals.createdAt})`;

/** The other creditors who ordered to this destination, at any time. */
const otherCreditors = sql<
  { id: string; email: string; name: string | null }[]
>`coalesce((select json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.full_name) order by u.email)
  from ${users} u where u.id in (select o.user_id from ${withdrawals} o
  where o.withdrawal_address = ${withdrawals.withdrawalAddress} and o.user_id <> ${withdrawals.userId})), '[]'::json)`;

const sharedDestination = sql`exists (select 1 from ${withdrawals} o
  where o.withdrawal_address = ${withdrawals.withdrawalAddress} and o.user_id <> ${withdrawals.userId})`;

/** The columns the staff views add to an order. */
export const riskColumns = {
  recentResetAt: recentResetAt.mapWith((v: string | Date | null) => (v ? new Date(v) : null)),
  newDeviceAt: newDeviceAt.mapWith((v: string | Date | null) => (v ? new Date(v) : null)),
  usedBefore,
  otherCreditors: otherCreditors.mapWith(
    (v: unknown) =>
      (typeof v === 'string' ? JSON.parse(v) : v) as {
        id: string;
        email: string;
        name: string | null;
      }[],
  ),
};

/** An order with at least one risk signal (the queue's filter). */
export const hasRiskSignal = sql`(${withdrawals.flaggedBeforeResetAt} is not null
  or ${recentResetAt} is not null or ${newDeviceAt} is not null
  or not ${usedBefore} or ${sharedDestination})`;
