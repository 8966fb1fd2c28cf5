import { ChevronRight, TimerOff } from 'lucide-react';
import { Link } from 'wouter';
import { mediationStageLabel, type MediationStageId } from '@schemas/mediation-stages';
import { formatCount } from '@/admin-lib/format';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMediationOverdue } from '../api/mediation-overdue';
import { overdueStageHref } from '@/admin-lib/route-paths';

const overdueLabel = (n: number) => (n === 1 ? '1 vencido' : `${formatCount(n)} vencidos`);

interface OverdueListProps {
  id: string;
  title: string;
  hint: string;
  /** Stages with their overdue count (only those above zero are given). */
  stages: { stage: MediationStageId; overdue: number }[];
  /** The board's address of a stage's overdue cases. */
  href: (stage: MediationStageId) => string;
}

function OverdueList({ id, title, hint, stages, href }: OverdueListProps) {
  const total = stages.reduce((sum, s) => sum + s.overdue, 0);
  return (
    <Card className="mt-4" data-testid={id}>
      <CardHeader className="flex-row items-center justify-between gap-3 p-4 pb-2 sm:p-5 sm:pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <TimerOff className="size-5 text-destructive" aria-hidden />
          <span id={`${id}-title`}>{title}</span>
        </CardTitle>
        <Badge variant="destructive" aria-label={`${formatCount(total)} vencidos`}>
          {formatCount(total)}
        </Badge>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-5 sm:pt-0">
        <p className="mb-2 text-sm text-muted-foreground">{hint}</p>
        <ul
          aria-labelledby={`${id}-title`}
          className="grid gap-x-6 divide-y divide-border sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-3"
        >
          {stages.map((s) => (
            <li key={s.stage}>
              <Link
                href={href(s.stage)}
                className="flex min-h-11 items-center justify-between gap-3 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span>{mediationStageLabel(s.stage)}</span>
                <span className="flex items-center gap-1 text-destructive-text tabular">
                  {overdueLabel(s.overdue)}
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

/**
 * 'Mis casos vencidos' and 'Casos vencidos' on the dashboard (docs/product/staff-at-scale.md#stage-targets):
 * how many of the reader's own cases, and of everyone's, are past their stage's target, per stage,
 * each a link to those cases on the board. Each shows only while it has any.
 */
export function OverdueCases() {
  const { data } = useMediationOverdue();
  const all = data?.stages ?? [];
  const mine = all.filter((s) => s.mine > 0).map((s) => ({ stage: s.stage, overdue: s.mine }));
  const team = all.filter((s) => s.overdue > 0);
  return (
    <>
      {mine.length > 0 && (
        <OverdueList
          id="my-overdue-cases"
          title="Mis casos vencidos"
          hint="Casos asignados a ti que pasaron el plazo de su etapa."
          stages={mine}
          href={(stage) => overdueStageHref(stage, true)}
        />
      )}
      {team.length > 0 && (
        <OverdueList
          id="overdue-cases"
          title="Casos vencidos"
          hint="Pasaron el plazo de su etapa. Ábrelos para moverlos o dejar una nota."
          stages={team}
          href={(stage) => overdueStageHref(stage)}
        />
      )}
    </>
  );
}
