import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  MEDIATION_STAGES,
  mediationStageId,
  type MediationCase,
  type MediationStageId,
} from '@schemas/mediation';
import { formatCount } from '@/admin-lib/format';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Tooltip } from '@/components/ui/tooltip';
import { mediationKeys } from '../api/keys';
import { useMediationStats } from '../api/mediation-stats';
import { CaseList } from './case-list';
import { StageCounts } from './stage-counts';

/** SPEC §9: the list is read again this long after a tab switch. */
const REFETCH_AFTER_SWITCH_MS = 100;
const INACTIVE_HINT = 'Cambia a esta pestaña para ver los casos';

interface MediationBoardProps {
  /** Opens the shared user detail (the page renders it). */
  onOpenUser: (item: MediationCase) => void;
}

/** The seven-stage case board: counts, stage tabs, and the active stage's cases. */
export function MediationBoard({ onOpenUser }: MediationBoardProps) {
  const [stage, setStage] = useState<MediationStageId>(MEDIATION_STAGES[0].id);
  const { data: stats } = useMediationStats();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const select = (next: MediationStageId) => {
    setStage(next);
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
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      <StageCounts active={stage} onSelect={select} />
      <Tabs
        value={stage}
        onValueChange={(value) => select(mediationStageId.parse(value))}
        className="min-w-0"
      >
        <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
          <TabsList aria-label="Etapas de mediación" className="w-max min-w-full">
            {MEDIATION_STAGES.map((s) => {
              const inactive = s.id !== stage;
              return (
                <TabsTrigger
                  key={s.id}
                  value={s.id}
                  className="px-2.5 sm:px-3"
                  aria-description={inactive ? INACTIVE_HINT : undefined}
                >
                  {/* The hint is on the label: the trigger's own state attributes stay the tab's. */}
                  <Tooltip content={INACTIVE_HINT} disabled={!inactive}>
                    <span>{s.label}</span>
                  </Tooltip>
                  <span className="rounded-full bg-muted px-1.5 text-xs tabular text-muted-foreground">
                    {stats ? formatCount(stats[s.id]) : '…'}
                  </span>
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>
        {MEDIATION_STAGES.map((s) => (
          <TabsContent key={s.id} value={s.id}>
            <CaseList stage={s.id} onOpenUser={onOpenUser} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
