import { type AnyColumn, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, wallets } from '../../db/schema';

const filled = (column: AnyColumn) => sql`coalesce(trim(${column}), '') <> ''`;

export async function readAdminStats(db: DbOrTx) {
  const [userRow] = await db
    .select({
      totalUsers: sql<number>`count(*)`.mapWith(Number),
      complete:
        sql<number>`count(*) filter (where ${filled(users.fullName)} and ${filled(users.cellphone)} and ${filled(users.idPhotoFront)} and ${filled(users.idPhotoBack)})`.mapWith(
          Number,
        ),
      verified: sql<number>`count(*) filter (where ${users.verified} = 1)`.mapWith(Number),
    })
    .from(users);
  const [walletRow] = await db
    .select({
      totalWallets: sql<number>`count(*)`.mapWith(Number),
      totalBalance: sql<string>`coalesce(sum(${wallets.pretokenizedBalance}), 0)::text`,
    })
    .from(wallets);
  return {
    totalUsers: userRow?.totalUsers ?? 0,
    totalWallets: walletRow?.totalWallets ?? 0,
    totalUSDTBalance: walletRow?.totalBalance ?? '0',
    usersWithCompleteProfile: userRow?.complete ?? 0,
    usersWithAdminVerification: userRow?.verified ?? 0,
  };
}
