import { Inbox } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MediationCase, MediationStageId } from '@schemas/mediation';
import { bulkFilterOf, SelectionHeader, useListSelection } from '@/admin-lib/list-selection';
import { useCan } from '@/admin-lib/use-admin-session';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMediationCases } from '../api/mediation-cases';
import { AdvanceDialog } from './advance-dialog';
import { CaseCard, type CaseAction } from './case-card';
import { CaseAgreementDialog } from './case-agreement-dialog';
import { CaseFilesDialog } from './case-files-dialog';
import type { CaseSelection } from './case-selection';
import { CaseTimelineDialog } from './case-timeline-dialog';
import { MoveBackDialog } from './move-back-dialog';
import { VerifyIdDialog } from './verify-id-dialog';

interface CaseListProps {
  stage: MediationStageId;
  /** Only the overdue cases (already in `filters`; the empty state says so). */
  overdue?: boolean;
  /** The list's filters and sort, as the API names them. */
  filters: Record<string, string>;
  onOpenUser: (item: MediationCase) => void;
  /** The bulk actions over the picked cases (the page composes them); none: no checkboxes. */
  renderBulkBar?: (selection: CaseSelection) => ReactNode;
}

/** The active stage's cases, with the dialogs of their actions. */
export function CaseList({ stage, overdue, filters, onOpenUser, renderBulkBar }: CaseListProps) {
  const query = useMediationCases(stage, filters);
  const [open, setOpen] = useState<{ action: CaseAction; item: MediationCase } | null>(null);
  const close = () => setOpen(null);
  const canAct = useCan('operator');
  const cases = query.data?.pages.flatMap((page) => page.users) ?? [];
  const { selection, header } = useListSelection(
    cases.map((c) => c.id),
    bulkFilterOf(filters, stage),
    query.hasNextPage,
  );

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
  if (cases.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Inbox className="size-6" aria-hidden />
          </span>
          <p className="font-semibold">
            {overdue ? 'No hay casos vencidos en esta etapa' : 'No hay casos en esta columna'}
          </p>
          <p className="text-sm text-muted-foreground">
            {overdue
              ? 'Todos los casos de esta etapa están dentro de su plazo.'
              : 'Los casos aparecerán aquí cuando sean asignados.'}
          </p>
        </CardContent>
      </Card>
    );
  }
  const selectable = canAct && renderBulkBar !== undefined;
  return (
    <>
      {selectable && (
        <div className="mb-3">
          <SelectionHeader header={header} />
        </div>
      )}
      <ul className="grid gap-3" aria-label="Casos">
        {cases.map((item) => (
          <CaseCard
            key={item.id}
            item={item}
            moves={moves}
            onOpenUser={onOpenUser}
            onAction={(action) => setOpen({ action, item })}
            selected={selection.isPicked(item.id)}
            onSelectedChange={selectable ? (on) => selection.pick(item.id, on) : undefined}
          />
        ))}
      </ul>
      {selectable && selection.count > 0 && renderBulkBar({ ...selection, moves })}
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
