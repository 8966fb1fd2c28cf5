import { useState } from 'react';
import { useLocation } from 'wouter';
import { bulkActionOf, type BulkAction } from '@schemas/bulk-job-actions';
import { StaffPickerDialog } from '@/admin-lib/assignment';
import { formatCount } from '@/admin-lib/format';
import type { ListSelection } from '@/admin-lib/list-selection';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useStartBulkJob } from '../api/start-bulk-job';
import { adminPaths } from '@/admin-lib/route-paths';

interface BulkActionBarProps {
  /** The rows picked, or every row the list's filter matches; cleared once a job starts. */
  selection: ListSelection;
  actions: readonly BulkAction[];
}

const people = (n: number) => `${formatCount(n)} ${n === 1 ? 'titular' : 'titulares'}`;

/**
 * The bar over a list with cases selected (docs/product/staff-at-scale.md#bulk-actions): one
 * button per action, a confirmation that says how many, then a background job followed on 'Tareas'.
 */
export function BulkActionBar({ selection, actions }: BulkActionBarProps) {
  const { count } = selection;
  const target = selection.everything ? { filter: selection.filter } : { ids: selection.ids };
  const start = useStartBulkJob();
  // The toaster sits outside the router: the link navigates with this screen's router.
  const [, navigate] = useLocation();
  const [action, setAction] = useState<BulkAction | null>(null);
  // 'Asignar' first asks to whom, then confirms like every other action.
  const [picking, setPicking] = useState(false);
  const [assignee, setAssignee] = useState<{ id: string; name: string } | null>(null);
  const chosen = action ? bulkActionOf(action) : null;
  const title = chosen
    ? `${chosen.verb} ${people(count)}${action === 'assign' && assignee ? ` a ${assignee.name}` : ''}`
    : '';
  const choose = (id: BulkAction) => (id === 'assign' ? setPicking(true) : setAction(id));
  const confirm = () => {
    if (!action) return;
    const params = action === 'assign' && assignee ? { params: { assigneeId: assignee.id } } : {};
    start.mutate(
      { action, ...target, ...params },
      {
        onSuccess: (job) => {
          setAction(null);
          selection.clear();
          toast({
            variant: 'success',
            title: 'Tarea iniciada',
            description: `${bulkActionOf(action).label}: ${people(job.total)}. Avanza en segundo plano.`,
            action: (
              <button
                type="button"
                onClick={() => navigate(adminPaths.tasks)}
                className="cursor-pointer font-semibold underline underline-offset-2"
              >
                Ver en Tareas
              </button>
            ),
          });
        },
        onError: (error) => toastError('No se pudo iniciar la tarea', error),
      },
    );
  };
  return (
    <div
      role="region"
      aria-label="Acciones masivas"
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card p-3 shadow-lg"
    >
      <p className="mr-auto text-sm font-semibold" data-testid="bulk-selected">
        {formatCount(count)} {count === 1 ? 'seleccionado' : 'seleccionados'}
      </p>
      {actions.map((id) => (
        <Button key={id} size="sm" variant="outline" onClick={() => choose(id)}>
          {id === 'assign' ? 'Asignar a…' : bulkActionOf(id).label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        Quitar selección
      </Button>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={title}
        description={
          chosen
            ? `Se hará «${chosen.label}» con cada uno, en segundo plano y con un resultado por caso. Los que no puedan se omiten y se dice por qué. Puedes seguirla y cancelarla en Tareas.`
            : ''
        }
        confirmLabel={title}
        pendingLabel="Iniciando..."
        pending={start.isPending}
        onConfirm={confirm}
      />
      <StaffPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={`Asignar ${people(count)}`}
        description="Elige a quién. Solo esa persona o un propietario podrán actuar sobre estos casos."
        pending={false}
        onPick={(member) => {
          setAssignee(member);
          setPicking(false);
          setAction('assign');
        }}
      />
    </div>
  );
}
