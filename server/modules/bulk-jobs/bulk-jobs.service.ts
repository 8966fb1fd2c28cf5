import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  MAX_BULK_ITEMS,
  bulkActionOf,
  type BulkAction,
  type BulkJob,
  type BulkFilter,
  type BulkJobCreated,
  type BulkJobInput,
  type BulkMatching,
} from '@schemas/bulk-jobs';
import { roleAllows } from '@schemas/admin-roles';
import type { Clock } from '../../adapters/clock';
import { isConnectionLost, type Db, type DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { MailOutbox } from '../mail/outbox.service';
import type { AdminIdentity } from '../staff/admin-auth.service';
import type { ItemAction, ItemContext } from './bulk-actions';
import { markJobStarted } from './bulk-job-start';
import { bulkJobFinishedMail } from './bulk-mail';
import { bulkResultsCsv } from './bulk-results-csv';
import {
  claimItems,
  countResults,
  countTargets,
  findJob,
  finishItem,
  hasPendingItems,
  insertIdItems,
  insertJob,
  insertTargetItems,
  listJobs,
  listProblems,
  listRunningJobs,
  lockJob,
  lockLeasedItem,
  setJobState,
  type BulkJobRow,
} from './bulk-jobs.repo';
import { resolveBulkTargets } from './bulk-targets.repo';

/** Items one worker leases at a time, and how long: longer than a batch can take. */
export const BULK_BATCH = 20;
export const BULK_LEASE_MS = 5 * 60_000;
/** Batches per job in one pass of the job, so one pass stays short. */
const BATCHES_PER_PASS = 10;
/**
 * Items done at once by one instance: cases are independent, so their transactions overlap and
 * the wait for the database is shared; a few, to leave the pool's other connections to requests.
 */
const BULK_CONCURRENCY = 4;
const LISTED_JOBS = 50;
const LISTED_PROBLEMS = 20;
const UNKNOWN_ID = 'Usuario no encontrado';
const UNEXPECTED = 'Error inesperado: no se pudo completar; revisa el caso a mano';

export interface BulkJobsDeps {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  actions: Record<BulkAction, ItemAction<unknown>>;
  log: { error(details: object, message: string): void };
}

const isEmail = (value: string) => z.email().safeParse(value).success;
const usernameOf = (actor: string) => actor.replace(/^admin:/, '');

/**
 * Bulk actions as resumable background jobs (docs/decisions/bulk-jobs.md): the items are written
 * with the job; workers on every instance lease a few at a time and do each in one transaction
 * with its result; the author gets an e-mail once the last item has a result.
 */
export function createBulkJobs({ db, clock, outbox, appName, actions, log }: BulkJobsDeps) {
  async function counts(jobIds: string[], on: DbOrTx = db) {
    const byJob = new Map<string, Record<string, number>>();
    for (const row of await countResults(on, jobIds)) {
      const entry = byJob.get(row.jobId) ?? {};
      entry[row.result] = row.n;
      byJob.set(row.jobId, entry);
    }
    return byJob;
  }

  async function toJob(row: BulkJobRow, tally: Record<string, number> = {}): Promise<BulkJob> {
    const done = tally.done ?? 0;
    const skipped = tally.skipped ?? 0;
    const failed = tally.failed ?? 0;
    const problems = skipped + failed > 0 ? await listProblems(db, row.id, LISTED_PROBLEMS) : [];
    return {
      id: row.id,
      action: row.action as BulkAction,
      author: usernameOf(row.author),
      state: row.state as BulkJob['state'],
      processed: done + skipped + failed,
      total: row.total,
      done,
      skipped,
      failed,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      problems: problems.map((p) => ({
        target: p.target,
        name: p.name,
        result: p.result === 'failed' ? 'failed' : 'skipped',
        reason: p.reason ?? '',
      })),
    };
  }

  /** The job done once nothing is pending, with the author's e-mail, in one transaction. */
  async function finishIfComplete(jobId: string) {
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, jobId);
      if (job?.state !== 'running' || (await hasPendingItems(tx, jobId))) return;
      const now = clock.now();
      await setJobState(tx, jobId, 'done', now);
      const author = usernameOf(job.author);
      if (!isEmail(author)) return;
      const tally = (await counts([jobId], tx)).get(jobId) ?? {};
      await outbox.queue(
        tx,
        bulkJobFinishedMail({
          appName,
          to: author,
          action: job.action as BulkAction,
          total: job.total,
          done: tally.done ?? 0,
          skipped: tally.skipped ?? 0,
          failed: tally.failed ?? 0,
        }),
      );
    });
  }

  /** One leased item: the change and its result commit together, or neither does. */
  async function runItem(
    job: BulkJobRow,
    item: { seq: number; userId: string | null },
    token: string,
  ) {
    const action = actions[job.action as BulkAction];
    const context: ItemContext = {
      jobId: job.id,
      who: { actor: job.author, owner: job.authorIsOwner === 1 },
      at: clock.now(),
      params: job.params as ItemContext['params'],
    };
    const userId = item.userId!;
    let prepared: unknown;
    let kept = false;
    try {
      prepared = action.prepare ? await action.prepare(userId, context) : undefined;
      kept = await db.transaction(async (tx) => {
        if (!(await lockLeasedItem(tx, job.id, item.seq, token))) return false;
        const data = await action.run(tx, userId, context, prepared);
        await finishItem(tx, job.id, item.seq, {
          result: 'done',
          data: data ?? undefined,
          at: context.at,
        });
        return true;
      });
    } catch (err) {
      // A lost database leaves the item leased: another worker takes it when the lease ends.
      if (isConnectionLost(err)) throw err;
      const refused = err instanceof AppError && err.statusCode < 500;
      if (!refused) log.error({ err, jobId: job.id, seq: item.seq }, 'bulk job item failed');
      await db.transaction(async (tx) => {
        if (!(await lockLeasedItem(tx, job.id, item.seq, token))) return;
        await finishItem(tx, job.id, item.seq, {
          result: refused ? 'skipped' : 'failed',
          reason: refused ? err.message : UNEXPECTED,
          at: context.at,
        });
      });
    } finally {
      if (!kept && prepared !== undefined) await action.discard?.(prepared);
    }
  }

  /**
   * Leases a batch of the job's items and does them, `BULK_CONCURRENCY` at a time (each in its
   * own transaction, on its own case); stops taking items once the job is cancelled (its lease on
   * the rest then ends on its own). `maxItems` lets a test stop a worker mid-batch, as a crash would.
   */
  async function workOn(jobId: string, budget: { left: number; processed: number }) {
    for (let batch = 0; batch < BATCHES_PER_PASS && budget.left > 0; batch += 1) {
      const now = clock.now();
      const token = randomUUID();
      const items = await claimItems(db, {
        jobId,
        now,
        leaseUntil: new Date(now.getTime() + BULK_LEASE_MS),
        token,
        limit: BULK_BATCH,
      });
      if (items.length === 0) break;
      let stopped = false;
      const worker = async () => {
        for (let item = items.shift(); item && !stopped; item = items.shift()) {
          const job = await findJob(db, jobId);
          if (job?.state !== 'running' || budget.left <= 0) {
            stopped = true;
            return;
          }
          budget.left -= 1;
          await runItem(job, item, token);
          budget.processed += 1;
        }
      };
      await Promise.all(Array.from({ length: BULK_CONCURRENCY }, worker));
      if (stopped) return;
    }
    if (budget.left > 0) await finishIfComplete(jobId);
  }

  return {
    async create(input: BulkJobInput, admin: AdminIdentity): Promise<BulkJobCreated> {
      const action = bulkActionOf(input.action);
      if (!roleAllows(admin.role, action.role)) {
        throw forbidden('Tu rol no permite esta acción');
      }
      if (input.action === 'assign' && !input.params?.assigneeId) {
        throw badRequest('Elige a quién asignar los casos');
      }
      const at = clock.now();
      const actor = `admin:${admin.username}`;
      return db.transaction(async (tx) => {
        const jobId = await insertJob(tx, {
          action: input.action,
          author: actor,
          authorIsOwner: admin.role === 'owner' ? 1 : 0,
          filter: input.filter ?? null,
          params: input.params ?? null,
          createdAt: at,
        });
        let total: number;
        if (input.ids) {
          const ids = [...new Set(input.ids)];
          total = ids.length;
          await insertIdItems(tx, jobId, ids, UNKNOWN_ID);
        } else {
          const targets = resolveBulkTargets(tx, input.filter ?? {}, at, admin.id);
          total = await countTargets(tx, targets);
          if (total > MAX_BULK_ITEMS) {
            throw badRequest(
              `La selección tiene ${new Intl.NumberFormat('es-MX').format(total)} casos; una tarea actúa como máximo sobre ${new Intl.NumberFormat('es-MX').format(MAX_BULK_ITEMS)}. Acota el filtro.`,
            );
          }
          if (total === 0) throw badRequest('Ningún caso coincide con el filtro');
          await insertTargetItems(tx, jobId, targets);
        }
        await markJobStarted(tx, { id: jobId, action: input.action, actor, total, at });
        return { id: jobId, total };
      });
    },

    /** How many cases `filter` matches now, as a job started now would count them. */
    async matching(filter: BulkFilter, admin: AdminIdentity): Promise<BulkMatching> {
      return {
        total: await countTargets(db, resolveBulkTargets(db, filter, clock.now(), admin.id)),
      };
    },

    async list(): Promise<BulkJob[]> {
      const rows = await listJobs(db, LISTED_JOBS);
      const tallies = await counts(rows.map((r) => r.id));
      return Promise.all(rows.map((row) => toJob(row, tallies.get(row.id))));
    },

    async get(id: string): Promise<BulkJob> {
      const row = await findJob(db, id);
      if (!row) throw notFound('Tarea no encontrada');
      return toJob(row, (await counts([id])).get(id));
    },

    /** The results file: its name and its chunks, read as the client takes them. */
    async results(id: string) {
      const row = await findJob(db, id);
      if (!row) throw notFound('Tarea no encontrada');
      const day = row.createdAt.toISOString().slice(0, 10);
      return {
        filename: `tarea-${row.action}-${day}-${row.id.slice(0, 8)}.csv`,
        chunks: bulkResultsCsv(db, row.id, row.action === 'export'),
      };
    },

    /** Stops claiming items: those in progress finish, the rest stay without a result. */
    async cancel(id: string, admin: AdminIdentity): Promise<BulkJob> {
      const at = clock.now();
      await db.transaction(async (tx) => {
        const job = await lockJob(tx, id);
        if (!job) throw notFound('Tarea no encontrada');
        if (!roleAllows(admin.role, bulkActionOf(job.action as BulkAction).role)) {
          throw forbidden('Tu rol no permite esta acción');
        }
        if (job.state !== 'running') throw conflict('La tarea ya terminó');
        await setJobState(tx, id, 'cancelled', at);
        const tally = (await counts([id], tx)).get(id) ?? {};
        await writeAudit(
          tx,
          {
            actor: `admin:${admin.username}`,
            action: 'bulk.cancelled',
            target: `bulk-job:${id}`,
            details: {
              action: job.action as BulkAction,
              processed: (tally.done ?? 0) + (tally.skipped ?? 0) + (tally.failed ?? 0),
              total: job.total,
            },
          },
          at,
        );
      });
      return this.get(id);
    },

    /** One pass of the job: every running job, a few batches each; safe on every instance. */
    async runPass({ maxItems = Infinity } = {}) {
      const budget = { left: maxItems, processed: 0 };
      for (const { id } of await listRunningJobs(db, 10)) {
        if (budget.left <= 0) break;
        await workOn(id, budget);
      }
      return { processed: budget.processed };
    },
  };
}

export type BulkJobs = ReturnType<typeof createBulkJobs>;
