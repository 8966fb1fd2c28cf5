import { useState } from 'react';
import { useAdminSession, useCan } from '@/admin-lib/use-admin-session';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { AuditLog } from '@/features/admin-audit/components/audit-log';
import { UserDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef } from '@/features/admin-detail/types';
import { AdminLayout } from '../components/admin-layout';

/** /{prefix}/actividad: the staff activity log (owners). */
export default function ActivityPage() {
  const session = useAdminSession();
  const isOwner = useCan('owner');
  const [user, setUser] = useState<AdminUserRef | null>(null);
  return (
    <AdminLayout title="Actividad" subtitle="Registro de acciones del personal">
      {!session ? (
        <div className="flex justify-center py-16 text-muted-foreground">
          <Spinner label="Cargando..." showLabel />
        </div>
      ) : isOwner ? (
        <>
          <AuditLog onOpenUser={setUser} />
          <UserDetailDialog user={user} onClose={() => setUser(null)} />
        </>
      ) : (
        <Alert variant="warning">
          <AlertTitle>Tu rol no permite ver la actividad del personal</AlertTitle>
          <AlertDescription>Pide a un propietario del panel que la revise.</AlertDescription>
        </Alert>
      )}
    </AdminLayout>
  );
}
