import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export const RECOVERY_STEPS = ['email', 'verify', 'success'] as const;
export type RecoveryStep = (typeof RECOVERY_STEPS)[number];

interface StepHeaderProps {
  step: RecoveryStep;
  title: string;
  description: ReactNode;
}

/** Title of a recovery step with a three-segment progress bar ('Paso 2 de 3'). */
export function StepHeader({ step, title, description }: StepHeaderProps) {
  const current = RECOVERY_STEPS.indexOf(step);
  return (
    <CardHeader>
      <div className="mb-2 flex items-center gap-3">
        <div className="flex flex-1 gap-1.5" aria-hidden>
          {RECOVERY_STEPS.map((name, index) => (
            <span
              key={name}
              className={cn(
                'h-1.5 flex-1 rounded-full',
                index <= current ? 'bg-brand' : 'bg-secondary',
              )}
            />
          ))}
        </div>
        <span className="text-xs font-medium text-muted-foreground tabular-nums">
          Paso {current + 1} de {RECOVERY_STEPS.length}
        </span>
      </div>
      <CardTitle className="text-xl">{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
