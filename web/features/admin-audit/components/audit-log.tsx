import { Download, ExternalLink, History, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import type { AuditAction, AuditEntry } from '@schemas/audit';
import {
  actorName,
  auditActionsByName,
  describeAuditEntry,
  whomName,
} from '@/admin-lib/audit-labels';
import { LoadError } from '@/components/load-error';
import { LoadMoreButton } from '@/components/load-more-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditExport } from '../api/audit-export';
import { useAuditLog, type AuditFilter } from '../api/audit-log';
import { useAuditStaff } from '../api/audit-staff';
import { LocalDateTime } from '@/components/local-time';

const EVERYONE = '__todos__';
/** The action filter's choices, by their Spanish name. */
const ACTIONS = auditActionsByName();

interface WhomFilter {
  id: string;
  name: string;
}

export interface AuditLogProps {
  /** Opens the user detail (the page owns the dialog). */
  onOpenUser: (user: { id: string; fullName: string | null; email: string }) => void;
}

function EntryRow({
  entry,
  onFilterUser,
  onOpenUser,
}: {
  entry: AuditEntry;
  onFilterUser: (whom: WhomFilter) => void;
} & AuditLogProps) {
  const { what, detail } = describeAuditEntry(entry);
  const whom = whomName(entry);
  const staff = entry.actor.startsWith('admin:');
  return (
    <li
      className="grid grid-cols-1 gap-1.5 px-4 py-3 sm:grid-cols-[9.5rem_1fr] sm:gap-4"
      data-testid="audit-entry"
    >
      <time dateTime={entry.at} className="tabular text-xs text-muted-foreground sm:pt-0.5">
        <LocalDateTime iso={entry.at} />
      </time>
      <div className="grid grid-cols-1 min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Badge variant={staff ? 'info' : 'neutral'}>{actorName(entry.actor)}</Badge>
          <span className="font-medium">{what}</span>
        </p>
        {detail && <p className="text-sm break-words text-muted-foreground">{detail}</p>}
        <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          {entry.user && whom && (
            <span className="inline-flex max-w-full min-w-0 items-center gap-1">
              <UserRound className="size-3.5 shrink-0" aria-hidden />
              <button
                type="button"
                className="min-h-9 min-w-0 cursor-pointer text-left font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => onFilterUser({ id: entry.user!.id, name: whom })}
                title="Ver solo la actividad de este usuario"
              >
                {/* A long name is cut with an ellipsis, whole on hover, so the link stays one line. */}
                <span className="block truncate" title={whom}>
                  {whom}
                </span>
              </button>
              <Button
                variant="ghost"
                size="sm"
                className="h-9 px-2"
                aria-label={`Abrir ficha de ${whom}`}
                title="Abrir ficha del usuario"
                onClick={() =>
                  onOpenUser({
                    id: entry.user!.id,
                    fullName: entry.user!.fullName,
                    email: entry.user!.email ?? '',
                  })
                }
              >
                <ExternalLink aria-hidden />
              </Button>
            </span>
          )}
          {entry.ip && <span>IP {entry.ip}</span>}
        </div>
      </div>
    </li>
  );
}

/** A 'YYYY-MM-DD' day of the date field as the instant it starts, in the browser's time zone. */
const dayStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
};

/**
 * 'Actividad' (docs/product/admin-panel.md#activity): who did what to whom, when and from where;
 * filtered by 'Desde'/'Hasta' (whole days, both included), action, staff member and user, and
 * exported as CSV with the same filters.
 */
export function AuditLog({ onOpenUser }: AuditLogProps) {
  const staff = useAuditStaff();
  const exporter = useAuditExport();
  const [staffId, setStaffId] = useState<string>();
  const [action, setAction] = useState<AuditAction>();
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [whom, setWhom] = useState<WhomFilter>();
  const rangeWrong = Boolean(fromDay && toDay && toDay < fromDay);
  const filter: AuditFilter = {
    staffId,
    action,
    userId: whom?.id,
    from: fromDay ? dayStart(fromDay) : undefined,
    // 'Hasta' includes its whole day: up to the start of the next one.
    to: toDay && !rangeWrong ? dayStart(toDay, 1) : undefined,
  };
  const log = useAuditLog(filter);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardContent className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
          <Field label="Desde" htmlFor="audit-from">
            <Input
              id="audit-from"
              type="date"
              value={fromDay}
              max={toDay || undefined}
              onChange={(e) => setFromDay(e.target.value)}
            />
          </Field>
          <Field
            label="Hasta"
            htmlFor="audit-to"
            error={rangeWrong ? "'Hasta' debe ser posterior a 'Desde'" : undefined}
          >
            <Input
              id="audit-to"
              type="date"
              value={toDay}
              min={fromDay || undefined}
              aria-invalid={rangeWrong || undefined}
              onChange={(e) => setToDay(e.target.value)}
            />
          </Field>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="audit-action">Acción</Label>
            <Select
              value={action ?? EVERYONE}
              onValueChange={(value) =>
                setAction(value === EVERYONE ? undefined : (value as AuditAction))
              }
            >
              <SelectTrigger id="audit-action">
                <SelectValue>
                  {ACTIONS.find((a) => a.action === action)?.name ?? 'Todas las acciones'}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={EVERYONE}>Todas las acciones</SelectItem>
                {ACTIONS.map(({ action: code, name }) => (
                  <SelectItem key={code} value={code}>
                    {name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="audit-actor">Personal</Label>
            <Select
              value={staffId ?? EVERYONE}
              onValueChange={(value) => setStaffId(value === EVERYONE ? undefined : value)}
            >
              <SelectTrigger id="audit-actor">
                <SelectValue>
                  {staffId
                    ? staff.data?.staff.find((m) => m.id === staffId)?.username
                    : 'Todo el personal'}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={EVERYONE}>Todo el personal</SelectItem>
                {staff.data?.staff.map((member) => (
                  <SelectItem key={member.id} value={member.id}>
                    {member.username}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-2 sm:col-span-2 lg:col-span-3">
            <span className="text-sm font-medium">Usuario</span>
            {whom ? (
              <span className="inline-flex min-h-11 items-center gap-1 justify-self-start rounded-md bg-primary-soft pl-3 text-sm font-medium text-primary">
                {whom.name}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Quitar filtro de usuario"
                  onClick={() => setWhom(undefined)}
                >
                  <X aria-hidden />
                </Button>
              </span>
            ) : (
              <p className="flex min-h-11 items-center text-sm text-muted-foreground">
                Todos. Pulsa el nombre de un usuario en la lista para ver solo su actividad.
              </p>
            )}
          </div>
          <div className="grid grid-cols-1 gap-2 lg:self-end">
            <Button
              variant="outline"
              disabled={rangeWrong}
              pending={exporter.isPending}
              pendingLabel="Exportando..."
              onClick={() => exporter.mutate(filter)}
            >
              <Download aria-hidden />
              Exportar CSV
            </Button>
          </div>
        </CardContent>
      </Card>

      {log.isPending ? (
        <div className="grid grid-cols-1 gap-2" role="status" aria-label="Cargando actividad...">
          <Skeleton className="h-16 rounded-lg" />
          <Skeleton className="h-16 rounded-lg" />
          <Skeleton className="h-16 rounded-lg" />
        </div>
      ) : log.isError ? (
        <LoadError title="No se pudo cargar la actividad" onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <History className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-semibold">No hay actividad con estos filtros</p>
            <p className="text-sm text-muted-foreground">
              Cambia o quita los filtros para ver más.
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <ol className="divide-y divide-border" aria-label="Actividad del personal">
              {entries.map((entry) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  onFilterUser={setWhom}
                  onOpenUser={onOpenUser}
                />
              ))}
            </ol>
          </Card>
          <LoadMoreButton
            query={log}
            label="Cargar más actividad"
            pendingLabel="Cargando más actividad..."
          />
        </>
      )}
    </div>
  );
}
