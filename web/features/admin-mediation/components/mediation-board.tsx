import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { MediationCase } from '@schemas/mediation';
import {
  isMediationStageId,
  MEDIATION_STAGES,
  type MediationStageId,
} from '@schemas/mediation-stages';
import { AssigneeViewControl, assigneeViewOf } from '@/admin-lib/assignment';
import { formatCount } from '@/admin-lib/format';
import { Button } from '@/components/ui/button';
import { apiParams, FilterBar, useListParams } from '@/admin-lib/list-filters';
import { STAGE_LIST_FIELDS, STAGE_LIST_SORTS } from '@/admin-lib/user-list-filters';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Tooltip } from '@/components/ui/tooltip';
import { mediationKeys } from '../api/keys';
import { useMediationOverdue } from '../api/mediation-overdue';
import { useMediationStats } from '../api/mediation-stats';
import { CaseList } from './case-list';
import { MediationCharts } from './mediation-charts';
import type { CaseSelection } from './case-selection';

/** The list is read again this long after a tab switch. */
const REFETCH_AFTER_SWITCH_MS = 100;
const INACTIVE_HINT = 'Cambia a esta pestaña para ver los casos';

interface MediationBoardProps {
  /** Opens the shared user detail (the page renders it). */
  onOpenUser: (item: MediationCase) => void;
  /** Bulk actions over the picked cases of the active stage (the page composes them). */
  renderBulkBar?: (selection: CaseSelection) => ReactNode;
  /** The 'Vistas' menu of the stage lists (the page composes it). */
  views?: ReactNode;
}

const overdueLabel = (n: number) => (n === 1 ? '1 vencido' : `${formatCount(n)} vencidos`);

/**
 * The seven-stage case board (docs/product/admin-panel.md#mediation-board): one tab per stage
 * with its count, and the active stage's cases.
 */
export function MediationBoard({ onOpenUser, views, renderBulkBar }: MediationBoardProps) {
  // The stage ('etapa'), filters and sort live in the address
  // (docs/decisions/admin-lists.md#url-state-and-saved-views-on-the-server).
  const { params, update } = useListParams();
  const asked = params.get('etapa');
  const stage: MediationStageId = isMediationStageId(asked) ? asked : MEDIATION_STAGES[0].id;
  const filters = apiParams(params, STAGE_LIST_FIELDS);
  // 'Solo vencidos' ('vencidos=1') and whose cases ('assignee=me|none') are in the address too:
  // the dashboard's 'Mis casos vencidos' links here with both.
  const onlyOverdue = params.get('vencidos') === '1';
  const view = assigneeViewOf(params);
  const listFilters: Record<string, string> = {
    ...filters,
    ...(onlyOverdue && { overdue: 'true' }),
    ...(view !== 'all' && { assignee: view }),
  };
  const { data: stats } = useMediationStats();
  const { data: overdue } = useMediationOverdue();
  const overdueOf = (id: MediationStageId) =>
    overdue?.stages.find((s) => s.stage === id)?.overdue ?? 0;
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const select = (next: MediationStageId) => {
    update({ etapa: next === MEDIATION_STAGES[0].id ? null : next });
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        void queryClient.refetchQueries(
          {
            queryKey: mediationKeys.cases(next, listFilters),
          },
          { cancelRefetch: false },
        ),
      REFETCH_AFTER_SWITCH_MS,
    );
  };

  const stageOverdue = overdueOf(stage);
  return (
    <div className="grid min-w-0 gap-4">
      <MediationCharts />
      <FilterBar fields={STAGE_LIST_FIELDS} sorts={STAGE_LIST_SORTS} views={views} />
      <Tabs
        value={stage}
        onValueChange={(value) => isMediationStageId(value) && select(value)}
        className="min-w-0"
      >
        {/* All seven stages in view at every width, wrapped in rows; each says its count once. */}
        <TabsList
          aria-label="Etapas de mediación"
          className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-7"
        >
          {MEDIATION_STAGES.map((s) => {
            const inactive = s.id !== stage;
            return (
              <TabsTrigger
                key={s.id}
                value={s.id}
                className="min-h-14 flex-col items-start gap-0 px-3 py-1.5 text-left"
                aria-description={inactive ? INACTIVE_HINT : undefined}
              >
                {/* The hint is on the label: the trigger's own state attributes stay the tab's. */}
                <Tooltip content={INACTIVE_HINT} disabled={!inactive}>
                  <span className="text-[13px] leading-tight sm:text-sm">{s.label}</span>
                </Tooltip>
                <span className="flex items-baseline gap-2">
                  <span
                    className="text-lg leading-tight font-bold text-foreground tabular"
                    data-testid={`stage-count-${s.id}`}
                  >
                    {stats ? formatCount(stats[s.id]) : '…'}
                  </span>
                  {overdueOf(s.id) > 0 && (
                    <span
                      className="text-xs font-semibold whitespace-nowrap text-destructive-text tabular"
                      data-testid={`stage-overdue-${s.id}`}
                    >
                      {overdueLabel(overdueOf(s.id))}
                    </span>
                  )}
                </span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        {(stageOverdue > 0 || onlyOverdue) && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button
              variant={onlyOverdue ? 'default' : 'outline'}
              aria-pressed={onlyOverdue}
              onClick={() => update({ vencidos: onlyOverdue ? null : '1' })}
              data-testid="only-overdue"
            >
              Solo vencidos ({formatCount(stageOverdue)})
            </Button>
            {onlyOverdue && (
              <span className="text-sm text-muted-foreground">
                Casos que pasaron el plazo de su etapa.
              </span>
            )}
          </div>
        )}
        <div className="mt-3">
          <AssigneeViewControl
            value={view}
            onChange={(next) => update({ assignee: next === 'all' ? null : next })}
            label="Casos por asignación"
          />
        </div>
        {MEDIATION_STAGES.map((s) => (
          <TabsContent key={s.id} value={s.id}>
            <CaseList
              stage={s.id}
              overdue={onlyOverdue || undefined}
              filters={listFilters}
              onOpenUser={onOpenUser}
              renderBulkBar={renderBulkBar}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
