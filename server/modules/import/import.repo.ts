import { inArray, sql } from 'drizzle-orm';
import { STANDING_WITHDRAWAL_STATUSES } from '@schemas/withdrawals';
import { lookUpInChunks, upsertInBatches, type BulkColumn } from '../../db/bulk';
import type { DbOrTx } from '../../db/client';
import { wallets } from '../../db/schema';

export interface WalletRecord {
  userEmail: string;
  address: string;
  name: string | null;
  pretokenizedBalance: string;
}

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

const WALLET_COLUMNS: BulkColumn<WalletRecord>[] = [
  { column: wallets.address, type: 'text', value: (w) => w.address },
  { column: wallets.userEmail, type: 'text', value: (w) => w.userEmail },
  { column: wallets.name, type: 'text', value: (w) => w.name },
  { column: wallets.pretokenizedBalance, type: 'numeric', value: (w) => w.pretokenizedBalance },
];

/** Inserts or updates wallets by address (the owner never changes here). */
export const upsertWallets = (
  db: DbOrTx,
  records: WalletRecord[],
  onBatch?: (done: number) => void,
) =>
  upsertInBatches(
    db,
    records,
    {
      table: wallets,
      conflict: wallets.address,
      columns: WALLET_COLUMNS,
      updated: [wallets.name, wallets.pretokenizedBalance],
    },
    onBatch,
  );
