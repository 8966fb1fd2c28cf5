import { LogOut, MonitorSmartphone } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountSessions } from '../api/account-sessions';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { describeDevice } from './describe-device';
import { LocalDateTime } from '@/components/local-time';

/** 'Mi cuenta': the staff member's open sessions; ends the others. */
export function SessionsCard() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  // This session first, then the others from the oldest.
  const listed = sessions.data && [...sessions.data.filter((s) => s.current), ...others];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sesiones abiertas</CardTitle>
        <CardDescription>
          Cada sesión termina tras 30 minutos sin uso, o a las 12 horas.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isError ? (
          <LoadError
            title="No se pudieron cargar las sesiones"
            onRetry={() => void sessions.refetch()}
          />
        ) : !listed ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {listed.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
                <MonitorSmartphone aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {describeDevice(session.userAgent)}
                    {session.current && <Badge variant="success">Esta sesión</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {session.ip ?? 'Dirección desconocida'} · Abierta{' '}
                    <LocalDateTime iso={session.createdAt} /> · Último uso{' '}
                    <LocalDateTime iso={session.lastUsedAt} />
                  </p>
                </div>
                {!session.current && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Cerrar la sesión de ${describeDevice(session.userAgent)}`}
                    pending={endOne.isPending && endOne.variables === session.id}
                    pendingLabel="Cerrando…"
                    onClick={() => endOne.mutate(session.id)}
                  >
                    Cerrar
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start max-sm:px-3 max-sm:text-sm"
          disabled={others.length === 0}
          pending={endOthers.isPending}
          pendingLabel="Cerrando…"
          onClick={() => endOthers.mutate()}
        >
          <LogOut aria-hidden />
          Cerrar las demás sesiones
        </Button>
      </CardContent>
    </Card>
  );
}
