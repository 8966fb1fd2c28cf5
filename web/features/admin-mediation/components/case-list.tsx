import { Inbox } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MediationCase, MediationStageId } from '@schemas/mediation';
import { bulkFilterOf, SelectionHeader, useListSelection } from '@/admin-lib/list-selection';
import { useCan } from '@/admin-lib/use-admin-session';
import { PagedList } from '@/admin-lib/paged-list';
import { VirtualRows } from '@/admin-lib/virtual-rows';
import { Card, CardContent } from '@/components/ui/card';
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

/** A case card's height before it is drawn (measured: ~230 px on a desktop, ~360 px on a phone). */
const ROW_ESTIMATE = { wide: 230, narrow: 360 };

/** A stage (or its overdue cases) with no case. */
function EmptyStage({ overdue }: { overdue?: boolean }) {
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

/**
 * The active stage's cases, with the dialogs of their actions. Only the cards near the screen
 * are drawn, and the next page loads as the page bottom comes near
 * (docs/decisions/admin-lists.md#rows-on-screen); a picked case stays picked when its card is
 * scrolled out (the selection holds ids, not checkboxes).
 */
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

  const moves = query.data?.pages[0]?.moves;
  const selectable = canAct && renderBulkBar !== undefined;
  return (
    <>
      <PagedList
        query={query}
        count={cases.length}
        // Only the active stage's list is mounted (the other tabs' are not rendered).
        active
        texts={{
          loading: 'Cargando usuarios...',
          loadingMore: 'Cargando más casos...',
          failed: 'No se pudieron cargar los casos',
          empty: <EmptyStage overdue={overdue} />,
          end: 'No hay más casos.',
        }}
      >
        {selectable && (
          <div className="mb-3">
            <SelectionHeader header={header} />
          </div>
        )}
        {moves && (
          <VirtualRows
            items={cases}
            getKey={(item) => item.id}
            estimateSize={ROW_ESTIMATE}
            more={query.hasNextPage}
            label="Casos"
            className="grid gap-3"
          >
            {(item, rowProps) => (
              <CaseCard
                item={item}
                rowProps={rowProps}
                moves={moves}
                onOpenUser={onOpenUser}
                onAction={(action) => setOpen({ action, item })}
                selected={selection.isPicked(item.id)}
                onSelectedChange={selectable ? (on) => selection.pick(item.id, on) : undefined}
              />
            )}
          </VirtualRows>
        )}
      </PagedList>
      {moves && selectable && selection.count > 0 && renderBulkBar({ ...selection, moves })}
      {moves?.forward && (
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
      {moves?.back && (
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
