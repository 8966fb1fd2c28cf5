import { Download, ListChecks, XCircle } from 'lucide-react';
import { bulkActionOf } from '@schemas/bulk-job-actions';
import type { BulkJob } from '@schemas/bulk-jobs';
import { formatCount } from '@/admin-lib/format';
import { useCan } from '@/admin-lib/use-admin-session';
import { LoadError } from '@/components/load-error';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBulkJobs } from '../api/bulk-jobs';
import { useCancelBulkJob } from '../api/cancel-bulk-job';
import { useDownloadResults } from '../api/download-results';
import { LocalDateTime } from '@/components/local-time';

const STATE: Record<BulkJob['state'], { label: string; variant: BadgeProps['variant'] }> = {
  running: { label: 'En curso', variant: 'info' },
  done: { label: 'Terminada', variant: 'success' },
  cancelled: { label: 'Cancelada', variant: 'neutral' },
  failed: { label: 'Falló', variant: 'destructive' },
};

function JobCard({ job }: { job: BulkJob }) {
  const canAct = useCan('operator');
  const cancel = useCancelBulkJob();
  const download = useDownloadResults();
  const state = STATE[job.state];
  const percent = job.total === 0 ? 100 : Math.floor((job.processed * 100) / job.total);
  const progress = `${formatCount(job.processed)} de ${formatCount(job.total)}`;
  return (
    <li>
      <Card className="grid gap-3 p-4 sm:p-5" data-testid="bulk-job">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">{bulkActionOf(job.action).label}</h2>
          <Badge variant={state.variant}>{state.label}</Badge>
          <p className="text-sm text-muted-foreground">
            por {job.author} · <LocalDateTime iso={job.createdAt} />
          </p>
        </div>
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={`Avance: ${progress}`}
            aria-valuemin={0}
            aria-valuemax={job.total}
            aria-valuenow={job.processed}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p className="flex flex-wrap gap-x-4 text-sm tabular" data-testid="bulk-job-progress">
            <span className="font-semibold">{progress}</span>
            <span>Hechos: {formatCount(job.done)}</span>
            <span>Omitidos: {formatCount(job.skipped)}</span>
            <span>Con error: {formatCount(job.failed)}</span>
          </p>
        </div>
        {job.problems.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">
              Omitidos y con error ({formatCount(job.skipped + job.failed)})
            </summary>
            <ul className="mt-2 grid gap-1">
              {job.problems.map((p) => (
                <li key={p.target} className="break-words">
                  <span className="font-medium">{p.name ?? p.target}</span>: {p.reason}
                </li>
              ))}
            </ul>
          </details>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => download.mutate(job.id)}
            pending={download.isPending}
            pendingLabel="Descargando..."
          >
            <Download aria-hidden />
            Descargar resultados (CSV)
          </Button>
          {canAct && job.state === 'running' && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => cancel.mutate(job.id)}
              pending={cancel.isPending}
              pendingLabel="Cancelando..."
            >
              <XCircle aria-hidden />
              Cancelar
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

/** 'Tareas' (docs/product/staff-at-scale.md#bulk-actions): the bulk jobs, newest first. */
export function BulkJobsList() {
  const query = useBulkJobs();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10 text-muted-foreground">
        <Spinner label="Cargando tareas..." showLabel />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError title="No se pudieron cargar las tareas" onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.jobs.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <ListChecks className="size-6" aria-hidden />
          </span>
          <p className="font-semibold">Todavía no hay tareas</p>
          <p className="text-sm text-muted-foreground">
            Selecciona casos en Mediación para actuar sobre muchos a la vez.
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Tareas">
      {query.data.jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </ul>
  );
}
