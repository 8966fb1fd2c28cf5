import { and, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediationEvents, users } from '../../db/schema';
import { overdueCondition } from './stage-overdue';

/** The days of the moves chart are Mexico City's, as the documents' dates are. */
export const CHART_TIME_ZONE = 'America/Mexico_City';

/**
 * Cases per stage today and how many of them are overdue (docs/product/staff-at-scale.md#stage-targets),
 * from the partial index over the users in mediation. `where` narrows the cases (e.g. to one
 * person's) without changing how overdue is decided.
 */
export function countStagesWithOverdue(db: DbOrTx, now: Date, where?: SQL) {
  return db
    .select({
      stage: users.mediationStatus,
      count: sql<number>`count(*)`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdueCondition(now)})`.mapWith(Number),
    })
    .from(users)
    .where(and(isNotNull(users.mediationStatus), where))
    .groupBy(users.mediationStatus);
}

/**
 * Moves forward and back per day (in CHART_TIME_ZONE) from `fromDay` (YYYY-MM-DD) on, from the
 * cases' timelines; days without moves are absent.
 */
export function countMovesByDay(db: DbOrTx, fromDay: string) {
  const day = sql<string>`to_char(${mediationEvents.createdAt} at time zone ${sql.raw(`'${CHART_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      forward: sql<number>`count(*) filter (where ${mediationEvents.kind} = 'moved')`.mapWith(
        Number,
      ),
      back: sql<number>`count(*) filter (where ${mediationEvents.kind} = 'moved-back')`.mapWith(
        Number,
      ),
    })
    .from(mediationEvents)
    .where(
      and(
        inArray(mediationEvents.kind, ['moved', 'moved-back']),
        sql`${mediationEvents.createdAt} >= (${fromDay}::date::timestamp at time zone ${sql.raw(`'${CHART_TIME_ZONE}'`)})`,
      ),
    )
    .groupBy(day)
    .orderBy(day);
}
