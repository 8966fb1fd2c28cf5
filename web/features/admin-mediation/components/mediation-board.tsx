import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  MEDIATION_STAGES,
  mediationStageId,
  type MediationCase,
  type MediationStageId,
} from '@schemas/mediation';
import { formatCount } from '@/admin-lib/format';
import { apiParams, FilterBar, useListParams } from '@/admin-lib/list-filters';
import { STAGE_LIST_FIELDS, STAGE_LIST_SORTS } from '@/admin-lib/user-list-filters';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Tooltip } from '@/components/ui/tooltip';
import { mediationKeys } from '../api/keys';
import { useMediationStats } from '../api/mediation-stats';
import { CaseList } from './case-list';

/** The list is read again this long after a tab switch. */
const REFETCH_AFTER_SWITCH_MS = 100;
const INACTIVE_HINT = 'Cambia a esta pestaña para ver los casos';

interface MediationBoardProps {
  /** Opens the shared user detail (the page renders it). */
  onOpenUser: (item: MediationCase) => void;
  /** The 'Vistas' menu of the stage lists (the page composes it). */
  views?: ReactNode;
}

/**
 * The seven-stage case board (docs/product/admin-panel.md#mediation-board): one tab per stage
 * with its count, and the active stage's cases.
 */
export function MediationBoard({ onOpenUser, views }: MediationBoardProps) {
  // The stage ('etapa'), filters and sort live in the address
  // (docs/decisions/admin-lists.md#url-state-and-saved-views-on-the-server).
  const { params, update } = useListParams();
  const asked = mediationStageId.safeParse(params.get('etapa'));
  const stage: MediationStageId = asked.success ? asked.data : MEDIATION_STAGES[0].id;
  const filters = apiParams(params, STAGE_LIST_FIELDS);
  const { data: stats } = useMediationStats();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const select = (next: MediationStageId) => {
    update({ etapa: next === MEDIATION_STAGES[0].id ? null : next });
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        void queryClient.refetchQueries(
          { queryKey: mediationKeys.cases(next) },
          { cancelRefetch: false },
        ),
      REFETCH_AFTER_SWITCH_MS,
    );
  };

  return (
    <div className="grid min-w-0 gap-4">
      <FilterBar fields={STAGE_LIST_FIELDS} sorts={STAGE_LIST_SORTS} views={views} />
      <Tabs
        value={stage}
        onValueChange={(value) => select(mediationStageId.parse(value))}
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
                <span
                  className="text-lg leading-tight font-bold text-foreground tabular"
                  data-testid={`stage-count-${s.id}`}
                >
                  {stats ? formatCount(stats[s.id]) : '…'}
                </span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        {MEDIATION_STAGES.map((s) => (
          <TabsContent key={s.id} value={s.id}>
            <CaseList stage={s.id} filters={filters} onOpenUser={onOpenUser} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
