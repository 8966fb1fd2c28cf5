import { ExternalLink, History, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import type { AuditEntry } from '@schemas/audit';
import { actorName, describeAuditEntry, whomName } from '@/admin-lib/audit-labels';
import { LoadError } from '@/components/load-error';
import { LoadMoreButton } from '@/components/load-more-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useAuditLog } from '../api/audit-log';
import { useAuditStaff } from '../api/audit-staff';

const EVERYONE = '__todos__';

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
        {formatDateTime(entry.at)}
      </time>
      <div className="grid grid-cols-1 min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Badge variant={staff ? 'info' : 'neutral'}>{actorName(entry.actor)}</Badge>
          <span className="font-medium">{what}</span>
        </p>
        {detail && <p className="text-sm break-words text-muted-foreground">{detail}</p>}
        <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          {entry.user && whom && (
            <span className="inline-flex items-center gap-1">
              <UserRound className="size-3.5" aria-hidden />
              <button
                type="button"
                className="min-h-9 cursor-pointer font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => onFilterUser({ id: entry.user!.id, name: whom })}
                title="Ver solo la actividad de este usuario"
              >
                {whom}
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

/** 'Actividad': who did what to whom, when and from where; by staff member and by user. */
export function AuditLog({ onOpenUser }: AuditLogProps) {
  const staff = useAuditStaff();
  const [actor, setActor] = useState<string>();
  const [whom, setWhom] = useState<WhomFilter>();
  const log = useAuditLog({ actor, userId: whom?.id });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardContent className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-[minmax(0,18rem)_1fr] sm:items-end">
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="audit-actor">Personal</Label>
            <Select
              value={actor ?? EVERYONE}
              onValueChange={(value) => setActor(value === EVERYONE ? undefined : value)}
            >
              <SelectTrigger id="audit-actor">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={EVERYONE}>Todo el personal</SelectItem>
                {staff.data?.usernames.map((name) => (
                  <SelectItem key={name} value={name}>
                    {name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-2">
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
