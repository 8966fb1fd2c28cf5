import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chainCheckpoints, chainSync, chainTransfers, type ChainSyncRow } from '../../db/schema';

export type ChainJob = 'follower' | 'refresher' | 'sweep';
export type ChainSyncPatch = Partial<Omit<ChainSyncRow, 'job'>>;

export async function ensureChainJob(db: DbOrTx, job: ChainJob) {
  await db.insert(chainSync).values({ job }).onConflictDoNothing();
}

export async function readChainJob(db: DbOrTx, job: ChainJob) {
  const [row] = await db.select().from(chainSync).where(eq(chainSync.job, job));
  return row;
}

/**
 * Takes the job's lease for `owner` until `until`: only when no live lease holds it and its
 * back-off has passed. The row is locked FOR UPDATE SKIP LOCKED, so an instance racing for it
 * gets nothing at once instead of waiting; an instance that died leaves a lease that expires,
 * and then any instance takes over. Answers the row, or undefined when another holds it.
 */
export async function claimChainJob(
  db: DbOrTx,
  job: ChainJob,
  owner: string,
  now: Date,
  until: Date,
): Promise<ChainSyncRow | undefined> {
  const free = db
    .select({ job: chainSync.job })
    .from(chainSync)
    .where(
      and(
        eq(chainSync.job, job),
        or(isNull(chainSync.leaseUntil), lte(chainSync.leaseUntil, now)),
        or(isNull(chainSync.nextAttemptAt), lte(chainSync.nextAttemptAt, now)),
      ),
    )
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(chainSync)
    .set({ leaseOwner: owner, leaseUntil: until })
    .where(sql`${chainSync.job} in (${free})`)
    .returning();
  return row;
}

/**
 * Writes the job's row only while `owner` still holds the lease (and, for the follower, while
 * the cursor is still at `expectedBlock`): a pass that lost its lease to another instance
 * changes nothing. Answers whether the row was written.
 */
export async function updateChainJob(
  db: DbOrTx,
  job: ChainJob,
  owner: string,
  patch: ChainSyncPatch,
  expectedBlock?: number | null,
): Promise<boolean> {
  const rows = await db
    .update(chainSync)
    .set(patch)
    .where(
      and(
        eq(chainSync.job, job),
        eq(chainSync.leaseOwner, owner),
        expectedBlock === undefined
          ? undefined
          : expectedBlock === null
            ? isNull(chainSync.blockNumber)
            : eq(chainSync.blockNumber, expectedBlock),
      ),
    )
    .returning({ job: chainSync.job });
  return rows.length === 1;
}

export interface RecordedTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  from: string;
  to: string;
  units: string;
}

const INSERT_CHUNK = 1000;

/** Each transfer once: a row already recorded (same hash and log index) is left as it is. */
export async function recordTransfers(db: DbOrTx, rows: readonly RecordedTransfer[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insert(chainTransfers)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing();
  }
}

/** Removes the transfers of blocks after `block` (abandoned by a reorganisation); answers them. */
export function removeTransfersAfter(db: DbOrTx, block: number) {
  return db
    .delete(chainTransfers)
    .where(gt(chainTransfers.blockNumber, block))
    .returning({ from: chainTransfers.from, to: chainTransfers.to });
}

export function countTransfers(db: DbOrTx) {
  return db.$count(chainTransfers);
}

/** Checkpoints kept: how many past cursors a reorganisation can be traced back through. */
export const CHECKPOINTS_KEPT = 128;

export async function addCheckpoint(db: DbOrTx, blockNumber: number, blockHash: string) {
  await db
    .insert(chainCheckpoints)
    .values({ blockNumber, blockHash })
    .onConflictDoUpdate({ target: chainCheckpoints.blockNumber, set: { blockHash } });
  const [oldestKept] = await db
    .select({ blockNumber: chainCheckpoints.blockNumber })
    .from(chainCheckpoints)
    .orderBy(desc(chainCheckpoints.blockNumber))
    .offset(CHECKPOINTS_KEPT - 1)
    .limit(1);
  if (oldestKept) {
    await db
      .delete(chainCheckpoints)
      .where(sql`${chainCheckpoints.blockNumber} < ${oldestKept.blockNumber}`);
  }
}

/** Newest first. */
export function listCheckpoints(db: DbOrTx, upTo: number) {
  return db
    .select()
    .from(chainCheckpoints)
    .where(lte(chainCheckpoints.blockNumber, upTo))
    .orderBy(desc(chainCheckpoints.blockNumber));
}

export async function removeCheckpointsAfter(db: DbOrTx, block: number) {
  await db.delete(chainCheckpoints).where(gt(chainCheckpoints.blockNumber, block));
}
