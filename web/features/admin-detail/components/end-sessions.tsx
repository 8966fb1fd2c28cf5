import { LogOut } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@schemas/admin-detail';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useEndUserSessions } from '../api/end-sessions';

/** 'Cerrar sesiones del usuario', after a confirmation. Owners only. */
export function EndSessions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const end = useEndUserSessions();
  return (
    <>
      <Button
        variant="outline"
        className="justify-self-start max-sm:px-3 max-sm:text-sm max-sm:[&_svg]:hidden"
        onClick={() => setOpen(true)}
      >
        <LogOut aria-hidden />
        Cerrar sesiones del usuario
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cerrar sesiones del usuario"
        description={`${user.fullName || user.email} tendrá que volver a iniciar sesión en todos sus dispositivos.`}
        confirmLabel="Cerrar sesiones"
        pendingLabel="Cerrando..."
        pending={end.isPending}
        variant="destructive"
        onConfirm={() => end.mutate(user.id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
