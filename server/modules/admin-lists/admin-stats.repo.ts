import { sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminCounters } from '../../db/schema';

const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The five figures from the trigger-kept counters (a handful of rows, never the users or wallets
 * tables), so the dashboard may ask as often as it likes.
 */
export async function readAdminStats(db: DbOrTx) {
  const [row] = await db
    .select({
      totalUsers: total(adminCounters.users),
      totalWallets: total(adminCounters.wallets),
      totalUSDTBalance: sql<string>`coalesce(sum(${adminCounters.balance}), 0)::text`,
      usersWithCompleteProfile: total(adminCounters.completeProfiles),
      usersWithAdminVerification: total(adminCounters.verified),
    })
    .from(adminCounters);
  return row!;
}

/**
 * Folds the rows of differences into one, in one statement (a concurrent writer's new row is
 * either folded or left for next time, never lost or counted twice).
 */
export async function compactAdminCounters(db: DbOrTx) {
  await db.execute(sql`
    with gone as (
      delete from ${adminCounters} where (select count(*) from ${adminCounters}) > 1 returning *)
    insert into ${adminCounters} (users, wallets, balance, complete_profiles, verified)
    select sum(users), sum(wallets), sum(balance), sum(complete_profiles), sum(verified)
      from gone having count(*) > 0`);
}
