import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAdminSession } from '@/admin-lib/use-admin-session';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStaff } from '../api/staff';
import { lastSignIn } from '../last-sign-in';
import { CreateStaffDialog } from './create-staff-dialog';
import { ManageStaffDialog } from './manage-staff-dialog';
import { StaffBadges } from './staff-badges';
import { adminPaths } from '@/admin-lib/route-paths';

const COLUMNS =
  'sm:grid sm:grid-cols-[minmax(9rem,1.2fr)_minmax(12rem,2fr)_minmax(9rem,1.2fr)_6rem_8rem] sm:items-center sm:gap-4';

/** The 'Personal' screen: every staff member, a new one, and each one's actions. */
export function StaffManager() {
  const session = useAdminSession();
  const staff = useStaff();
  const [managing, setManaging] = useState<string>();
  const member = staff.data?.find((m) => m.id === managing);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">
          Quién entra al panel, con qué rol y con qué protección. Cada cambio queda en la actividad.
        </p>
        <CreateStaffDialog />
      </div>
      {staff.isError ? (
        <LoadError title="No se pudo cargar el personal" onRetry={() => void staff.refetch()} />
      ) : !staff.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <Card>
          <div
            className={`hidden border-b border-border px-5 py-3 text-xs font-semibold text-muted-foreground uppercase ${COLUMNS}`}
            aria-hidden
          >
            <span>Usuario</span>
            <span>Rol y protección</span>
            <span>Último acceso</span>
            <span>Sesiones</span>
            <span />
          </div>
          <ul className="divide-y divide-border" aria-label="Personal">
            {staff.data.map((m) => {
              const self = m.username === session?.username;
              return (
                <li key={m.id} className={`grid gap-2 px-5 py-4 ${COLUMNS}`}>
                  <p className="font-semibold break-all">
                    {m.username}
                    {self && <span className="font-normal text-muted-foreground"> (tú)</span>}
                  </p>
                  <StaffBadges member={m} />
                  <p className="text-sm text-muted-foreground">
                    <span className="sm:hidden">Último acceso: </span>
                    {lastSignIn(m.lastSignInAt)}
                  </p>
                  <p className="text-sm tabular-nums">
                    <span className="text-muted-foreground sm:hidden">Sesiones activas: </span>
                    {m.activeSessions}
                  </p>
                  {self ? (
                    <Link
                      href={adminPaths.account}
                      className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      Mi cuenta
                    </Link>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="justify-self-start"
                      aria-label={`Gestionar a ${m.username}`}
                      onClick={() => setManaging(m.id)}
                    >
                      <Settings2 aria-hidden />
                      Gestionar
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      {member && (
        <ManageStaffDialog key={member.id} member={member} onClose={() => setManaging(undefined)} />
      )}
    </div>
  );
}
