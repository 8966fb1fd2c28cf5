import { useState } from 'react';
import { useLocation } from 'wouter';
import { bulkActionOf, type BulkAction } from '@schemas/bulk-job-actions';
import type { BulkFilter } from '@schemas/bulk-jobs';
import { formatCount } from '@/admin-lib/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useStartBulkJob } from '../api/start-bulk-job';

/** What a bulk action acts on: the cases picked, or everything a list's filter matches. */
export type BulkTarget = { ids: string[] } | { filter: BulkFilter };

interface BulkActionBarProps {
  target: BulkTarget;
  /** How many cases that is (the confirmation says it). */
  count: number;
  actions: readonly BulkAction[];
  /** After the job has started (the list clears its selection). */
  onStarted: () => void;
  onClear: () => void;
}

const people = (n: number) => `${formatCount(n)} ${n === 1 ? 'titular' : 'titulares'}`;

/**
 * The bar over a list with cases selected (docs/product/staff-at-scale.md#bulk-actions): one
 * button per action, a confirmation that says how many, then a background job followed on 'Tareas'.
 */
export function BulkActionBar({ target, count, actions, onStarted, onClear }: BulkActionBarProps) {
  const start = useStartBulkJob();
  // The toaster sits outside the router: the link navigates with this screen's router.
  const [, navigate] = useLocation();
  const [action, setAction] = useState<BulkAction | null>(null);
  const chosen = action ? bulkActionOf(action) : null;
  const confirm = () => {
    if (!action) return;
    start.mutate(
      { action, ...target },
      {
        onSuccess: (job) => {
          setAction(null);
          onStarted();
          toast({
            variant: 'success',
            title: 'Tarea iniciada',
            description: `${bulkActionOf(action).label}: ${people(job.total)}. Avanza en segundo plano.`,
            action: (
              <button
                type="button"
                onClick={() => navigate('/tareas')}
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
        <Button key={id} size="sm" variant="outline" onClick={() => setAction(id)}>
          {bulkActionOf(id).label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Quitar selección
      </Button>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={chosen ? `${chosen.verb} ${people(count)}` : ''}
        description={
          chosen
            ? `Se hará «${chosen.label}» con cada uno, en segundo plano y con un resultado por caso. Los que no puedan se omiten y se dice por qué. Puedes seguirla y cancelarla en Tareas.`
            : ''
        }
        confirmLabel={chosen ? `${chosen.verb} ${people(count)}` : ''}
        pendingLabel="Iniciando..."
        pending={start.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
