import { LogOut, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_EVENT_LABELS } from '@schemas/account-events';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import { useAccountActivity } from '../api/account-activity';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { LocalDateTime } from '@/components/local-time';

/**
 * 'Actividad reciente' on /profile (docs/product/payout-safety.md#new-device-alerts): the last 10
 * sign-ins and security events with date, network and device, and 'Cerrar las demás sesiones'.
 */
export function RecentActivity() {
  const activity = useAccountActivity();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Actividad reciente</CardTitle>
        <CardDescription>
          Tus últimos inicios de sesión y cambios de seguridad. Si no reconoces alguno, restablece
          tu contraseña y cierra las demás sesiones.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {activity.isPending ? (
          <SkeletonList label="Cargando actividad…" count={3} className="h-14" />
        ) : activity.isError ? (
          <LoadError
            title="No se pudo cargar tu actividad"
            onRetry={() => void activity.refetch()}
          />
        ) : activity.data.events.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Aún no hay actividad registrada: aparecerá con tu próximo inicio de sesión.
          </p>
        ) : (
          <ul className="grid grid-cols-1 divide-y divide-border" aria-label="Actividad reciente">
            {activity.data.events.map((event) => (
              <li key={`${event.at}-${event.kind}`} className="grid gap-0.5 py-2 text-sm">
                <span className="flex flex-wrap items-center gap-x-2 font-medium">
                  {ACCOUNT_EVENT_LABELS[event.kind]}
                  {event.newDevice && (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-warning-text">
                      <ShieldAlert className="size-3.5" aria-hidden />
                      Dispositivo nuevo
                    </span>
                  )}
                </span>
                <time dateTime={event.at} className="text-xs text-muted-foreground">
                  <LocalDateTime iso={event.at} />
                </time>
                {(event.device || event.network) && (
                  <span className="text-xs wrap-break-word text-muted-foreground">
                    {[event.device, event.network && `red ${event.network}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          className="min-h-11 w-full px-3 sm:w-auto"
          onClick={() => setConfirming(true)}
        >
          {/* The label alone fills a 320 px card: the icon shows from 380 px up. */}
          <LogOut aria-hidden className="max-[379px]:hidden" />
          Cerrar las demás sesiones
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="¿Cerrar las demás sesiones?"
          description="Se cerrará tu sesión en todos los demás dispositivos y navegadores. Esta sesión sigue abierta."
          confirmLabel="Cerrar las demás sesiones"
          dismissLabel="Volver"
          pendingLabel="Cerrando..."
          pending={endOthers.isPending}
          onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      </CardContent>
    </Card>
  );
}
