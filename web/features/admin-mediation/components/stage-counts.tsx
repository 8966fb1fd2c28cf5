import { MEDIATION_STAGES, type MediationStageId } from '@schemas/mediation';
import { formatCount } from '@/admin-lib/format';
import { cn } from '@/lib/cn';
import { useMediationStats } from '../api/mediation-stats';

interface StageCountsProps {
  active: MediationStageId;
  onSelect: (stageId: MediationStageId) => void;
}

const ROWS = [MEDIATION_STAGES.slice(0, 4), MEDIATION_STAGES.slice(4)];

/** SPEC §2: one count per stage in two rows (four, then three); a card opens its stage. */
export function StageCounts({ active, onSelect }: StageCountsProps) {
  const { data } = useMediationStats();
  return (
    <section aria-label="Casos por etapa" className="grid gap-2 sm:gap-3">
      {ROWS.map((row, i) => (
        <div key={i} className={cn('grid gap-2 sm:gap-3', i === 0 ? 'grid-cols-4' : 'grid-cols-3')}>
          {row.map((stage) => {
            const count = data ? formatCount(data[stage.id]) : '...';
            return (
              <button
                key={stage.id}
                type="button"
                onClick={() => onSelect(stage.id)}
                aria-pressed={stage.id === active}
                aria-label={`${stage.label}: ${count} casos`}
                data-testid={`stage-count-${stage.id}`}
                className={cn(
                  'flex min-h-20 cursor-pointer flex-col justify-between gap-1 rounded-lg border p-2.5 text-left shadow-card transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring sm:min-h-24 sm:p-4',
                  stage.id === active ? 'border-primary bg-primary-soft' : 'border-border bg-card',
                )}
              >
                <span className="text-[11px] leading-tight font-medium text-muted-foreground sm:text-sm">
                  {stage.label}
                </span>
                <span className="text-xl font-bold tracking-tight tabular sm:text-3xl">
                  {count}
                </span>
              </button>
            );
          })}
        </div>
      ))}
    </section>
  );
}
