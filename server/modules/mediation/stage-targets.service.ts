import { eq, type SQL } from 'drizzle-orm';
import { MEDIATION_STAGE_IDS } from '@schemas/mediation';
import type {
  MediationCharts,
  MediationOverdue,
  StageTargets,
  StageTargetsInput,
} from '@schemas/mediation-board';
import {
  DEFAULT_STAGE_TARGETS,
  TARGETED_STAGE_IDS,
  type TargetedStageId,
} from '@schemas/stage-targets';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../audit/audit.service';
import { CHART_TIME_ZONE, countMovesByDay, countStagesWithOverdue } from './mediation-charts.repo';
import { listStageTargets, upsertStageTargets } from './stage-targets.repo';
import type { Actor } from './mediation.service';

/** The moves chart's days, today included. */
export const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone: CHART_TIME_ZONE });
/** The CHART_DAYS days up to `now`'s (YYYY-MM-DD, Mexico City's), oldest first. */
export function chartDays(now: Date) {
  const today = Date.parse(`${dayIn.format(now)}T00:00:00Z`);
  return Array.from({ length: CHART_DAYS }, (_, i) =>
    new Date(today - (CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

const byWhom = (actor: string) =>
  actor.startsWith('admin:') ? actor.slice('admin:'.length) : 'Sistema';

/** Cases and overdue cases of every stage (zero included), in stage order; `where` narrows them. */
async function stageCounts(db: Db, now: Date, where?: SQL) {
  const found = new Map<string, { count: number; overdue: number }>();
  for (const row of await countStagesWithOverdue(db, now, where)) found.set(row.stage!, row);
  return MEDIATION_STAGE_IDS.map((stage) => ({
    stage,
    count: found.get(stage)?.count ?? 0,
    overdue: found.get(stage)?.overdue ?? 0,
  }));
}

/**
 * Stage targets, what is overdue, and the board's charts (docs/product/staff-at-scale.md#stage-targets,
 * docs/product/admin-panel.md#mediation-board).
 */
export function createStageTargets({ db, clock }: { db: Db; clock: Clock }) {
  /** Every stage's target: the owners' choice, else the default. */
  const targets = async (): Promise<StageTargets> => {
    const set = new Map((await listStageTargets(db)).map((row) => [row.stage, row]));
    return {
      targets: TARGETED_STAGE_IDS.map((stage) => {
        const row = set.get(stage);
        return {
          stage,
          days: row?.days ?? DEFAULT_STAGE_TARGETS[stage],
          updatedBy: row ? byWhom(row.updatedBy) : null,
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      }),
    };
  };

  return {
    targets,

    /** An owner's change: only what differs is written and audited, in one transaction. */
    async setTargets(input: StageTargetsInput, who: Actor): Promise<StageTargets> {
      const at = clock.now();
      await db.transaction(async (tx) => {
        const set = new Map(
          (await listStageTargets(tx, { forUpdate: true })).map((r) => [r.stage, r.days]),
        );
        const current = (stage: TargetedStageId) => set.get(stage) ?? DEFAULT_STAGE_TARGETS[stage];
        const changes = TARGETED_STAGE_IDS.filter(
          (stage) => stage in input.targets && input.targets[stage] !== current(stage),
        ).map((stage) => ({ stage, from: current(stage), to: input.targets[stage]! }));
        if (changes.length === 0) return;
        await upsertStageTargets(
          tx,
          changes.map((c) => ({ stage: c.stage, days: c.to })),
          { actor: who.actor, at },
        );
        await writeAudit(
          tx,
          {
            actor: who.actor,
            ip: who.ip,
            target: 'stage-targets',
            action: 'mediation.stage_targets_set',
            details: { changes },
          },
          at,
        );
      });
      return targets();
    },

    /**
     * 'Casos vencidos' on the board's tabs and the dashboard, and 'Mis casos vencidos': the same
     * count narrowed to the cases assigned to `readerId` (docs/product/staff-at-scale.md#stage-targets).
     */
    async overdue(readerId: string): Promise<MediationOverdue> {
      const now = clock.now();
      const [all, mine] = await Promise.all([
        stageCounts(db, now),
        stageCounts(db, now, eq(users.assigneeId, readerId)),
      ]);
      return {
        stages: all.map((s, i) => ({ ...s, mine: mine[i]!.overdue })),
      };
    },

    async charts(): Promise<MediationCharts> {
      const now = clock.now();
      const days = chartDays(now);
      const [counts, moves, set] = await Promise.all([
        stageCounts(db, now),
        countMovesByDay(db, days[0]!),
        targets(),
      ]);
      const target = new Map<string, number>(set.targets.map((t) => [t.stage, t.days]));
      const perDay = new Map(moves.map((m) => [m.day, m]));
      return {
        funnel: counts.map((c) => ({ ...c, target: target.get(c.stage) ?? null })),
        moves: days.map((day) => ({
          day,
          forward: perDay.get(day)?.forward ?? 0,
          back: perDay.get(day)?.back ?? 0,
        })),
      };
    },
  };
}

export type StageTargetsService = ReturnType<typeof createStageTargets>;
