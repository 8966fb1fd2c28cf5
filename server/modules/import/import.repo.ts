import { inArray, sql } from 'drizzle-orm';
import { STANDING_WITHDRAWAL_STATUSES } from '@schemas/withdrawals';
import { lookUpInChunks } from '../../db/bulk';
import type { DbOrTx } from '../../db/client';
import { wallets } from '../../db/schema';
import type { WalletRecord } from '../wallets/wallets.service';

export interface ExistingWallet extends WalletRecord {
  /** An order stands on it (open or paid out): its balance is no longer the import's. */
  hasWithdrawals: boolean;
}

export const findWalletsByAddresses = (
  db: DbOrTx,
  addresses: string[],
): Promise<ExistingWallet[]> =>
  lookUpInChunks(addresses, (part) =>
    db
      .select({
        userEmail: wallets.userEmail,
        address: wallets.address,
        name: wallets.name,
        pretokenizedBalance: wallets.pretokenizedBalance,
        // Spelled out: drizzle leaves column names unqualified here, which the subquery would misread.
        hasWithdrawals: sql<boolean>`exists (select 1 from withdrawals o where o.wallet_id = wallets.id and o.status in ${[...STANDING_WITHDRAWAL_STATUSES]})`,
      })
      .from(wallets)
      .where(inArray(wallets.address, part)),
  );
