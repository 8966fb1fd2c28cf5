import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { MediationCase, MediationStageId } from '@schemas/mediation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMediationCases } from '../api/mediation-cases';
import { AdvanceDialog } from './advance-dialog';
import { CaseCard, type CaseAction } from './case-card';
import { CaseAgreementDialog } from './case-agreement-dialog';
import { CaseFilesDialog } from './case-files-dialog';
import { CaseTimelineDialog } from './case-timeline-dialog';
import { MoveBackDialog } from './move-back-dialog';
import { VerifyIdDialog } from './verify-id-dialog';

interface CaseListProps {
  stage: MediationStageId;
  /** The list's filters and sort, as the API names them. */
  filters: Record<string, string>;
  onOpenUser: (item: MediationCase) => void;
}

/** The active stage's cases, with the dialogs of their actions. */
export function CaseList({ stage, filters, onOpenUser }: CaseListProps) {
  const query = useMediationCases(stage, filters);
  const [open, setOpen] = useState<{ action: CaseAction; item: MediationCase } | null>(null);
  const close = () => setOpen(null);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-10 text-muted-foreground">
        <Spinner label="Cargando usuarios..." showLabel />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError title="No se pudieron cargar los casos" onRetry={() => void query.refetch()} />
    );
  }
  const moves = query.data.pages[0]!.moves;
  const cases = query.data.pages.flatMap((page) => page.users);
  if (cases.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Inbox className="size-6" aria-hidden />
          </span>
          <p className="font-semibold">No hay casos en esta columna</p>
          <p className="text-sm text-muted-foreground">
            Los casos aparecerán aquí cuando sean asignados.
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="Casos">
        {cases.map((item) => (
          <CaseCard
            key={item.id}
            item={item}
            moves={moves}
            onOpenUser={onOpenUser}
            onAction={(action) => setOpen({ action, item })}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            pending={query.isFetchingNextPage}
            pendingLabel="Cargando más casos..."
          >
            Cargar más casos
          </Button>
        </div>
      )}
      {moves.forward && (
        <>
          <VerifyIdDialog
            item={open?.action === 'verify-id' ? open.item : null}
            to={moves.forward}
            onClose={close}
          />
          <AdvanceDialog
            item={open?.action === 'advance' ? open.item : null}
            to={moves.forward}
            onClose={close}
          />
        </>
      )}
      {moves.back && (
        <MoveBackDialog
          item={open?.action === 'back' ? open.item : null}
          to={moves.back}
          onClose={close}
        />
      )}
      <CaseTimelineDialog item={open?.action === 'timeline' ? open.item : null} onClose={close} />
      <CaseFilesDialog item={open?.action === 'files' ? open.item : null} onClose={close} />
      <CaseAgreementDialog item={open?.action === 'agreement' ? open.item : null} onClose={close} />
    </>
  );
}
