import { z } from 'zod';
import { userFilterFields, userListQuery } from './admin-list-filters';
import { assigneeFilter } from './assignment';
import {
  BULK_ACTION_IDS,
  BULK_ITEM_RESULTS,
  BULK_JOB_STATES,
  MAX_BULK_ITEMS,
} from './bulk-job-actions';

export * from './bulk-job-actions';

const count = z.number().int().min(0);

/**
 * Which cases a job acts on when no ids are given: the conditions the stage list takes today
 * (docs/product/staff-at-scale.md#bulk-actions). Without a stage (or with 'none', those outside
 * mediation), the Usuarios list's.
 */
export const bulkFilter = z.object({
  stage: userListQuery.shape.stage,
  /** The stage list's filters, with the names and values of its query parameters. */
  ...userFilterFields,
  /** Only the cases past their stage's target (docs/product/staff-at-scale.md#stage-targets). */
  overdue: z.boolean('Filtro de vencidos inválido').optional(),
  /** Whose cases: 'me' (who starts the job), 'none' or a staff member's id. */
  assignee: assigneeFilter.optional(),
});
export type BulkFilter = z.infer<typeof bulkFilter>;

/** POST /api/admin/bulk-jobs: `ids` (a selection) or `filter` (everything matching). */
export const bulkJobInput = z
  .object({
    action: z.enum(BULK_ACTION_IDS, 'Acción desconocida'),
    ids: z
      .array(z.string().max(100))
      .min(1, 'Selecciona al menos un caso')
      .max(MAX_BULK_ITEMS, `Una tarea actúa como máximo sobre ${MAX_BULK_ITEMS} casos`)
      .optional(),
    filter: bulkFilter.optional(),
    params: z.object({ assigneeId: z.string().max(100).optional() }).optional(),
  })
  .refine((input) => (input.ids === undefined) !== (input.filter === undefined), {
    message: 'Indica los casos (ids) o un filtro, uno de los dos',
  });
export type BulkJobInput = z.infer<typeof bulkJobInput>;

export const bulkJobCreated = z.object({ id: z.string(), total: count });
export type BulkJobCreated = z.infer<typeof bulkJobCreated>;

/** POST /api/admin/bulk-jobs/matching: how many a filter matches, for 'Seleccionar los N que coinciden'. */
export const bulkMatchingInput = z.object({ filter: bulkFilter });
export const bulkMatching = z.object({ total: count });
export type BulkMatching = z.infer<typeof bulkMatching>;

export const bulkJobParams = z.object({ id: z.uuid('Tarea no encontrada') });

/** One item that did not get done, with the reason the workflow gave. */
export const bulkJobProblem = z.object({
  target: z.string(),
  name: z.string().nullable(),
  result: z.enum(['skipped', 'failed']),
  reason: z.string(),
});

export const bulkJob = z.object({
  id: z.string(),
  action: z.enum(BULK_ACTION_IDS),
  author: z.string(),
  state: z.enum(BULK_JOB_STATES),
  /** Items with a result (n of N). */
  processed: count,
  total: count,
  done: count,
  skipped: count,
  failed: count,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The first items skipped or failed, for the list (the CSV has them all). */
  problems: z.array(bulkJobProblem),
});
export type BulkJob = z.infer<typeof bulkJob>;

export const bulkJobList = z.object({ jobs: z.array(bulkJob) });
export type BulkJobList = z.infer<typeof bulkJobList>;
export { BULK_ITEM_RESULTS };
