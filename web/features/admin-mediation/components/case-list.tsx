import { Inbox } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MediationCase, MediationStageId } from '@schemas/mediation';
import { formatCount } from '@/admin-lib/format';
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
  /** How many cases the stage has (the board's count), for 'select all that match'. */
  matching?: number;
  /** The bulk actions over the picked cases (the page composes them); none: no checkboxes. */
  renderBulkBar?: (selection: CaseSelection) => ReactNode;
}

/** The active stage's cases, with the dialogs of their actions. */
export function CaseList({
  stage,
  overdue,
  filters,
  onOpenUser,
  matching,
  renderBulkBar,
}: CaseListProps) {
  const query = useMediationCases(stage, filters);
  const [open, setOpen] = useState<{ action: CaseAction; item: MediationCase } | null>(null);
  const close = () => setOpen(null);
  const canAct = useCan('operator');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [everything, setEverything] = useState(false);
  const clear = () => {
    setPicked(new Set());
    setEverything(false);
  };
  const pick = (id: string, on: boolean) => {
    setEverything(false);
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

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
  const allVisible = cases.every((c) => picked.has(c.id));
  const total = matching ?? cases.length;
  const count = everything ? total : picked.size;
  return (
    <>
      {selectable && (
        <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={everything || allVisible}
              onChange={(event) => {
                setEverything(false);
                setPicked(new Set(event.target.checked ? cases.map((c) => c.id) : []));
              }}
            />
            Seleccionar los {formatCount(cases.length)} visibles
          </label>
          {allVisible && !everything && total > cases.length && (
            <Button variant="link" size="sm" onClick={() => setEverything(true)}>
              Seleccionar los {formatCount(total)} que coinciden
            </Button>
          )}
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
            selected={everything || picked.has(item.id)}
            onSelectedChange={selectable ? (on) => pick(item.id, on) : undefined}
          />
        ))}
      </ul>
      {selectable &&
        count > 0 &&
        renderBulkBar({
          stage,
          overdue,
          moves,
          ids: everything ? [] : [...picked],
          everything,
          count,
          clear,
        })}
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
