import { Check } from 'lucide-react';
import type { MediationStageId } from '@schemas/mediation';
import type { CaseStage } from '@schemas/mediation-case';
import { LocalDateTime } from '@/components/local-time';
import { cn } from '@/lib/cn';

interface StageTrackerProps {
  stages: CaseStage[];
  current: MediationStageId;
}

/**
 * The seven stages top to bottom: the past ones checked with the date they were reached, the
 * current one marked and explained, the later ones waiting.
 */
export function StageTracker({ stages, current }: StageTrackerProps) {
  const currentIndex = stages.findIndex((s) => s.id === current);
  return (
    <ol className="grid" aria-label="Etapas de tu proceso">
      {stages.map((stage, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li
            key={stage.id}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
            data-testid="case-stage"
            data-state={state}
          >
            {index < stages.length - 1 && (
              <span
                aria-hidden
                className={cn(
                  'absolute top-8 bottom-0 left-[15px] w-0.5',
                  state === 'done' ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular',
                state === 'done' && 'border-primary bg-primary text-primary-foreground',
                state === 'current' &&
                  'border-primary bg-card text-primary ring-4 ring-primary-soft',
                state === 'next' && 'border-border bg-card text-muted-foreground',
              )}
            >
              {state === 'done' ? <Check className="size-4" /> : index + 1}
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={cn(
                  'font-semibold',
                  state === 'next' && 'font-medium text-muted-foreground',
                )}
              >
                {stage.label}
                {state === 'current' && <span className="sr-only"> (etapa actual)</span>}
              </p>
              {stage.reachedAt && (
                <p className="text-xs text-muted-foreground">
                  {state === 'current' ? 'Desde el ' : 'Alcanzada el '}
                  <LocalDateTime iso={stage.reachedAt} />
                </p>
              )}
              {state === 'current' && (
                <p className="mt-1 text-sm text-foreground">{stage.description}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
