import { z } from 'zod';
import { MEDIATION_STAGE_IDS } from './mediation-stages';
import { STAGE_TARGET_MAX_DAYS, TARGETED_STAGE_IDS } from './stage-targets';

/**
 * The board's stage targets and charts (docs/product/staff-at-scale.md#stage-targets,
 * docs/product/admin-panel.md#mediation-board). Zod-free helpers live in schemas/stage-targets.ts.
 */

const targetedStage = z.enum(TARGETED_STAGE_IDS, 'Etapa sin plazo o desconocida');
const stage = z.enum(MEDIATION_STAGE_IDS);

const targetDays = z
  .number('El plazo debe ser un número de días')
  .int('El plazo debe ser un número entero de días')
  .min(0, 'El plazo no puede ser negativo')
  .max(STAGE_TARGET_MAX_DAYS, `El plazo no puede pasar de ${STAGE_TARGET_MAX_DAYS} días`);

/** PUT /api/admin/stage-targets: some or all stages' targets in days. */
export const stageTargetsInput = z.object({
  targets: z
    .record(z.string(), targetDays, 'Indica los plazos por etapa')
    .superRefine((targets, ctx) => {
      const keys = Object.keys(targets);
      if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'Indica al menos un plazo' });
      for (const key of keys) {
        if (!targetedStage.safeParse(key).success) {
          ctx.addIssue({ code: 'custom', message: `La etapa ${key} no tiene plazo` });
        }
      }
    }),
});
export type StageTargetsInput = z.infer<typeof stageTargetsInput>;

/** GET and PUT /api/admin/stage-targets. */
export const stageTargets = z.object({
  targets: z.array(
    z.object({
      stage: targetedStage,
      days: z.number().int(),
      /** Who set it last and when (ISO 8601); null while it is the default. */
      updatedBy: z.string().nullable(),
      updatedAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type StageTargets = z.infer<typeof stageTargets>;

/**
 * GET /api/admin/mediation-overdue: per stage, its cases, its overdue cases ('Casos vencidos'),
 * and how many of those are assigned to the reader ('Mis casos vencidos').
 */
export const mediationOverdue = z.object({
  stages: z.array(
    z.object({
      stage,
      count: z.number().int(),
      overdue: z.number().int(),
      mine: z.number().int(),
    }),
  ),
});
export type MediationOverdue = z.infer<typeof mediationOverdue>;

/** GET /api/admin/mediation-charts: the board's two charts. */
export const mediationCharts = z.object({
  /** Cases per stage now, and how many are overdue, in stage order. */
  funnel: z.array(
    z.object({
      stage,
      count: z.number().int(),
      overdue: z.number().int(),
      target: z.number().int().nullable(),
    }),
  ),
  /** Moves per day (Mexico City's days, YYYY-MM-DD), the last 30 days, oldest first, every day. */
  moves: z.array(
    z.object({ day: z.iso.date(), forward: z.number().int(), back: z.number().int() }),
  ),
});
export type MediationCharts = z.infer<typeof mediationCharts>;
