import { ChevronRight, TimerOff } from 'lucide-react';
import { Link } from 'wouter';
import { mediationStageLabel } from '@schemas/mediation-stages';
import { formatCount } from '@/admin-lib/format';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMediationOverdue } from '../api/mediation-overdue';

/**
 * 'Casos vencidos' on the dashboard (docs/product/staff-at-scale.md#stage-targets): how many
 * cases of each stage are past its target, each a link to that stage's overdue cases on the
 * board. Nothing shows while no case is overdue.
 */
export function OverdueCases() {
  const { data } = useMediationOverdue();
  const stages = data?.stages.filter((s) => s.overdue > 0) ?? [];
  if (stages.length === 0) return null;
  const total = stages.reduce((sum, s) => sum + s.overdue, 0);
  return (
    <Card className="mt-4" data-testid="overdue-cases">
      <CardHeader className="flex-row items-center justify-between gap-3 p-4 pb-2 sm:p-5 sm:pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <TimerOff className="size-5 text-destructive" aria-hidden />
          <span id="overdue-cases-title">Casos vencidos</span>
        </CardTitle>
        <Badge variant="destructive" aria-label={`${formatCount(total)} vencidos`}>
          {formatCount(total)}
        </Badge>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-5 sm:pt-0">
        <p className="mb-2 text-sm text-muted-foreground">
          Pasaron el plazo de su etapa. Ábrelos para moverlos o dejar una nota.
        </p>
        <ul
          aria-labelledby="overdue-cases-title"
          className="grid gap-x-6 divide-y divide-border sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-3"
        >
          {stages.map((s) => (
            <li key={s.stage}>
              <Link
                href={`/mediacion?etapa=${s.stage}&vencidos=1`}
                className="flex min-h-11 items-center justify-between gap-3 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span>{mediationStageLabel(s.stage)}</span>
                <span className="flex items-center gap-1 text-destructive-text tabular">
                  {s.overdue === 1 ? '1 vencido' : `${formatCount(s.overdue)} vencidos`}
                  <ChevronRight className="size-4" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
