import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { bulkJobItems, bulkJobs, users } from '../../db/schema';

export type BulkJobRow = typeof bulkJobs.$inferSelect;
export type NewBulkJob = Pick<
  typeof bulkJobs.$inferInsert,
  'action' | 'author' | 'authorIsOwner' | 'filter' | 'params' | 'createdAt'
>;

export async function insertJob(tx: DbOrTx, job: NewBulkJob) {
  const [row] = await tx
    .insert(bulkJobs)
    .values({ ...job, total: 0 })
    .returning({ id: bulkJobs.id });
  return row!.id;
}

/** The given ids, in their order, once each; an id that is no user is skipped with `reason`. */
export async function insertIdItems(tx: DbOrTx, jobId: string, ids: string[], reason: string) {
  await tx.execute(sql`
    insert into bulk_job_items (job_id, seq, target, user_id, result, reason)
    select ${jobId}::uuid, t.ord, t.id, u.id,
      case when u.id is null then 'skipped' else 'pending' end,
      case when u.id is null then ${reason} end
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as t(id, ord)
    left join users u on u.id::text = t.id`);
}

/** How many rows `targets` (a select of `userId`) has. */
export async function countTargets(tx: DbOrTx, targets: SQL | { getSQL(): SQL }) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (${targets}) as t`,
  );
  return Number(row?.n ?? 0);
}

/** Every row of `targets`, numbered in its order. */
export async function insertTargetItems(tx: DbOrTx, jobId: string, targets: { getSQL(): SQL }) {
  await tx.execute(sql`
    insert into bulk_job_items (job_id, seq, target, user_id)
    select ${jobId}::uuid, row_number() over (), t.id::text, t.id from (${targets}) as t`);
}

export async function setJobTotal(tx: DbOrTx, jobId: string, total: number) {
  await tx.update(bulkJobs).set({ total }).where(eq(bulkJobs.id, jobId));
}

export async function findJob(db: DbOrTx, id: string) {
  const [row] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, id));
  return row;
}

/** The job's row locked for this transaction (finishing and cancelling take turns). */
export async function lockJob(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(bulkJobs).where(eq(bulkJobs.id, id)).for('update');
  return row;
}

export function listJobs(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(bulkJobs)
    .orderBy(desc(bulkJobs.createdAt), desc(bulkJobs.id))
    .limit(limit);
}

/** Running jobs, oldest first: the worker's to-do list. */
export function listRunningJobs(db: DbOrTx, limit: number) {
  return db
    .select({ id: bulkJobs.id })
    .from(bulkJobs)
    .where(eq(bulkJobs.state, 'running'))
    .orderBy(asc(bulkJobs.createdAt))
    .limit(limit);
}

export async function setJobState(
  tx: DbOrTx,
  id: string,
  state: 'done' | 'cancelled' | 'failed',
  at: Date,
) {
  await tx.update(bulkJobs).set({ state, finishedAt: at }).where(eq(bulkJobs.id, id));
}

/** Items of each result, per job. */
export function countResults(db: DbOrTx, jobIds: string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      jobId: bulkJobItems.jobId,
      result: bulkJobItems.result,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(bulkJobItems)
    .where(inArray(bulkJobItems.jobId, jobIds))
    .groupBy(bulkJobItems.jobId, bulkJobItems.result);
}

export async function hasPendingItems(tx: DbOrTx, jobId: string) {
  const [row] = await tx
    .select({ seq: bulkJobItems.seq })
    .from(bulkJobItems)
    .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.result, 'pending')))
    .limit(1);
  return row !== undefined;
}

/**
 * Leases up to `limit` pending items of the job that nobody holds (never leased, or a lease that
 * ended: its worker died). Rows another worker is leasing right now are skipped, not waited for.
 */
export function claimItems(
  db: DbOrTx,
  claim: { jobId: string; now: Date; leaseUntil: Date; token: string; limit: number },
) {
  const free = db
    .select({ seq: bulkJobItems.seq })
    .from(bulkJobItems)
    .where(
      and(
        eq(bulkJobItems.jobId, claim.jobId),
        eq(bulkJobItems.result, 'pending'),
        or(isNull(bulkJobItems.leaseUntil), lte(bulkJobItems.leaseUntil, claim.now)),
      ),
    )
    .orderBy(asc(bulkJobItems.seq))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(bulkJobItems)
    .set({ leaseUntil: claim.leaseUntil, leaseToken: claim.token })
    .where(and(eq(bulkJobItems.jobId, claim.jobId), inArray(bulkJobItems.seq, free)))
    .returning({ seq: bulkJobItems.seq, userId: bulkJobItems.userId });
}

/**
 * The item locked for this transaction, if it is still pending and still leased by `token`: a
 * worker whose lease ended and was taken over finds nothing, so an item is done once.
 */
export async function lockLeasedItem(tx: DbOrTx, jobId: string, seq: number, token: string) {
  const [row] = await tx
    .select({ seq: bulkJobItems.seq })
    .from(bulkJobItems)
    .where(
      and(
        eq(bulkJobItems.jobId, jobId),
        eq(bulkJobItems.seq, seq),
        eq(bulkJobItems.result, 'pending'),
        eq(bulkJobItems.leaseToken, token),
      ),
    )
    .for('update');
  return row !== undefined;
}

export async function finishItem(
  tx: DbOrTx,
  jobId: string,
  seq: number,
  outcome: {
    result: 'done' | 'skipped' | 'failed';
    reason?: string;
    data?: Record<string, unknown>;
    at: Date;
  },
) {
  await tx
    .update(bulkJobItems)
    .set({
      result: outcome.result,
      reason: outcome.reason ?? null,
      data: outcome.data ?? null,
      finishedAt: outcome.at,
      leaseUntil: null,
    })
    .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.seq, seq)));
}

const itemName = sql<string | null>`coalesce(${users.fullName}, ${users.name})`;

/** The first items skipped or failed, with the person's name. */
export function listProblems(db: DbOrTx, jobId: string, limit: number) {
  return db
    .select({
      target: bulkJobItems.target,
      name: itemName,
      result: bulkJobItems.result,
      reason: bulkJobItems.reason,
    })
    .from(bulkJobItems)
    .leftJoin(users, eq(users.id, bulkJobItems.userId))
    .where(and(eq(bulkJobItems.jobId, jobId), inArray(bulkJobItems.result, ['skipped', 'failed'])))
    .orderBy(asc(bulkJobItems.seq))
    .limit(limit);
}

/** Items after `afterSeq`, with the person's name and e-mail, for the results file. */
export function listItemsAfter(db: DbOrTx, jobId: string, afterSeq: number, limit: number) {
  return db
    .select({
      seq: bulkJobItems.seq,
      target: bulkJobItems.target,
      name: itemName,
      email: users.email,
      result: bulkJobItems.result,
      reason: bulkJobItems.reason,
      data: bulkJobItems.data,
      finishedAt: bulkJobItems.finishedAt,
    })
    .from(bulkJobItems)
    .leftJoin(users, eq(users.id, bulkJobItems.userId))
    .where(and(eq(bulkJobItems.jobId, jobId), gt(bulkJobItems.seq, afterSeq)))
    .orderBy(asc(bulkJobItems.seq))
    .limit(limit);
}

/** What a bulk export writes of one case. */
export async function findExportRow(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      countryCode: users.countryCode,
      cellphone: users.cellphone,
      mediationStatus: users.mediationStatus,
      walletCount: users.walletCount,
      totalBalance: users.totalBalance,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
