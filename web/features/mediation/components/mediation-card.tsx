import { ChevronRight, Scale } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/user/route-paths';
import { useMediationCase } from '../api/mediation-case';

/**
 * The dashboard's 'Tu proceso de mediación', only for an invited creditor: the stage and how many
 * things are pending (each is its own card: CasePendingCards, the profile's cards).
 */
export function MediationCard() {
  const { data } = useMediationCase();
  if (!data?.invited) return null;
  const stage = data.stages.find((s) => s.id === data.stage);
  const pending = data.pending;
  return (
    <Card data-testid="mediation-card">
      <CardContent className="p-0">
        <Link
          href={paths.mediation.getHref()}
          className="flex items-center gap-3 rounded-lg p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Scale className="size-5" aria-hidden />
          </span>
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="font-semibold">Tu proceso de mediación</span>
            <span className="text-sm">
              Etapa: <span className="font-medium">{stage?.label}</span>
            </span>
            <span
              className={
                pending.length > 0 ? 'text-sm text-warning-text' : 'text-sm text-muted-foreground'
              }
            >
              {/* Each pending thing has its own card above, with its reason. */}
              {pending.length === 0
                ? 'No tienes nada pendiente'
                : pending.length === 1
                  ? 'Tienes 1 pendiente'
                  : `Tienes ${pending.length} pendientes`}
            </span>
          </span>
          <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
