import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, wallets } from '../../db/schema';

/**
 * users.walletCount and users.totalBalance are derived from the wallets. Only the wallets repo's
 * writers call these, in the same transaction as their write, so no other caller has to
 * remember (docs/decisions/module-surfaces.md#user-totals-follow-wallet-writes).
 */
export async function refreshUserTotals(db: DbOrTx, email: string) {
  await db
    .update(users)
    .set({
      walletCount: sql`(select count(*) from ${wallets} where ${wallets.userEmail} = ${users.email})::int`,
      totalBalance: sql`(select coalesce(sum(${wallets.pretokenizedBalance}), 0) from ${wallets} where ${wallets.userEmail} = ${users.email})::numeric(15,2)`,
    })
    .where(eq(users.email, email));
}

/** The same for every user at once: the bulk path, after an import's wallets are written. */
export async function refreshAllUserTotals(db: DbOrTx) {
  await db.execute(sql`
    update ${users} u set
      wallet_count = coalesce(w.n, 0),
      total_balance = coalesce(w.total, 0)::numeric(15,2)
    from (select ${users.email} as email, count(${wallets.id})::int as n, sum(${wallets.pretokenizedBalance}) as total
          from ${users} left join ${wallets} on ${wallets.userEmail} = ${users.email}
          group by ${users.email}) w
    where u.email = w.email
      and (u.wallet_count <> coalesce(w.n, 0) or u.total_balance <> coalesce(w.total, 0)::numeric(15,2))`);
}

/**
 * The same for the users `emails` (a query of one column) names, rewriting only the rows whose
 * figures differ: the bulk path, after an import's wallets are written.
 */
export async function refreshUserTotalsOf(db: DbOrTx, emails: SQL) {
  await db.execute(sql`
    update ${users} u set
      wallet_count = t.n,
      total_balance = t.total
    from (select e.email, count(w.id)::int as n,
                 coalesce(sum(w.pretokenized_balance), 0)::numeric(15,2) as total
            from (${emails}) e(email) left join ${wallets} w on w.user_email = e.email
           group by e.email) t
    where u.email = t.email and (u.wallet_count <> t.n or u.total_balance <> t.total)`);
}
