import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_STAGE_TARGETS } from '@schemas/stage-targets';
import { users } from '../../db/schema';

const defaults = sql.raw(
  Object.entries(DEFAULT_STAGE_TARGETS)
    .map(([stage, days]) => `when '${stage}' then ${days}`)
    .join(' '),
);

/**
 * The target in days of the case's stage: the owners' choice, else the default; null for the
 * final stage, which has none.
 */
export const stageTargetDays = (): SQL<number | null> =>
  sql<
    number | null
  >`coalesce((select t.days from mediation_stage_targets t where t.stage = ${users.mediationStatus}), case ${users.mediationStatus} ${defaults} end)`;

/**
 * A case is overdue when it has been in its stage longer than the stage's target
 * (docs/product/staff-at-scale.md#stage-targets): days in stage, with the fraction, strictly more
 * than the target, so a target of 0 makes every case there overdue at once. A stage without a
 * target ('Liquidado') and a case without a stage time are never overdue. Hours, not days, are
 * subtracted: a day is 24 hours whatever the session's time zone does with its clocks.
 *
 * A condition on `users` alone, true or false (never null), to be and-ed with any other: the
 * stage, a list's filters, the person a case is assigned to.
 */
export function overdueCondition(now: Date): SQL<boolean> {
  return sql<boolean>`coalesce(${users.mediationStageAt} < ${now.toISOString()}::timestamptz - make_interval(hours => 24 * ${stageTargetDays()}), false)`;
}

/** `overdue=true|false` of a list: the condition or its opposite. */
export const overdueFilter = (overdue: boolean, now: Date): SQL =>
  overdue ? overdueCondition(now) : sql`not ${overdueCondition(now)}`;
