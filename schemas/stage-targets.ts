/**
 * Stage targets without zod (docs/product/staff-at-scale.md#stage-targets): which stages have
 * one, the defaults, and how long a case has been in its stage. Screens that only show them read
 * this file; schemas/mediation-board.ts has the API's schemas.
 */
import { MEDIATION_STAGE_IDS, type MediationStageId } from './mediation-stages';

/** Every stage but the final one ('Liquidado' is where cases end, not wait). */
export const TARGETED_STAGE_IDS = MEDIATION_STAGE_IDS.slice(0, -1) as Exclude<
  MediationStageId,
  'liquidado'
>[];
export type TargetedStageId = Exclude<MediationStageId, 'liquidado'>;

export const STAGE_TARGET_MAX_DAYS = 365;

/** The targets a new installation starts with (the migration writes them). */
export const DEFAULT_STAGE_TARGETS: Record<TargetedStageId, number> = {
  invitados: 7,
  'verificar-id': 3,
  'docs-firma': 5,
  negociacion: 14,
  'para-firma': 10,
  monetizacion: 10,
};

export const isTargetedStage = (stage: MediationStageId): stage is TargetedStageId =>
  stage !== 'liquidado';

const DAY_MS = 86_400_000;

/** Days since `since`, with the fraction: overdue means more than the target, strictly. */
export const daysInStage = (since: Date, now: Date) => (now.getTime() - since.getTime()) / DAY_MS;

/** '1 día', '12 días': the whole days a case has been in its stage. */
export const formatDaysInStage = (days: number) => {
  const whole = Math.max(0, Math.floor(days));
  return whole === 1 ? '1 día' : `${whole} días`;
};
