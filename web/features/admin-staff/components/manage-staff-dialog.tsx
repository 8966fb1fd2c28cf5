import { KeyRound, LogOut, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { AdminRole } from '@schemas/admin-roles';
import type { StaffMember } from '@schemas/staff';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useStaffAction, type StaffAction } from '../api/staff-action';
import { lastSignIn } from '../last-sign-in';
import { ROLE_DESCRIPTIONS, RoleSelect } from './role-select';
import { StaffBadges } from './staff-badges';
import { TemporaryPassword } from './temporary-password';

interface ManageStaffDialogProps {
  member: StaffMember;
  onClose: () => void;
}

/** What needs a second click before it happens. */
interface Confirmation {
  question: string;
  label: string;
  run: () => void;
}

/** An owner's actions on one member: role, one-time password, second factor, sessions, access. */
export function ManageStaffDialog({ member, onClose }: ManageStaffDialogProps) {
  const id = useId();
  const [role, setRole] = useState<AdminRole>(member.role);
  const [confirming, setConfirming] = useState<Confirmation>();
  const changeRole = useChangeStaffRole();
  const action = useStaffAction();
  const resetPassword = useResetStaffPassword();
  const busy = changeRole.isPending || action.isPending || resetPassword.isPending;
  const name = member.username;

  const run = (which: StaffAction) => action.mutate({ id: member.id, action: which });
  const ask = (confirmation: Confirmation) => setConfirming(confirmation);

  const actions: ReactNode[] = [
    <Button
      key="password"
      variant="outline"
      disabled={busy}
      onClick={() =>
        ask({
          question: `¿Generar una contraseña temporal nueva para ${name}? La actual dejará de servir y sus sesiones se cerrarán.`,
          label: 'Generar contraseña',
          run: () => resetPassword.mutate(member.id),
        })
      }
    >
      <KeyRound aria-hidden />
      Nueva contraseña temporal
    </Button>,
  ];
  if (member.twoFactorEnabled) {
    actions.push(
      <Button
        key="two-factor"
        variant="outline"
        disabled={busy}
        onClick={() =>
          ask({
            question: `¿Restablecer la verificación en dos pasos de ${name}? Sus sesiones se cerrarán y tendrá que configurarla de nuevo.`,
            label: 'Restablecer',
            run: () => run('reset-two-factor'),
          })
        }
      >
        <ShieldOff aria-hidden />
        Restablecer verificación en dos pasos
      </Button>,
    );
  }
  actions.push(
    <Button
      key="sessions"
      variant="outline"
      disabled={busy || member.activeSessions === 0}
      onClick={() => run('end-sessions')}
    >
      <LogOut aria-hidden />
      Cerrar sus sesiones ({member.activeSessions})
    </Button>,
    member.disabled ? (
      <Button key="access" variant="outline" disabled={busy} onClick={() => run('enable')}>
        <UserCheck aria-hidden />
        Reactivar cuenta
      </Button>
    ) : (
      <Button
        key="access"
        variant="destructive"
        disabled={busy}
        onClick={() =>
          ask({
            question: `¿Desactivar la cuenta de ${name}? No podrá entrar y sus sesiones se cerrarán.`,
            label: 'Desactivar',
            run: () => run('disable'),
          })
        }
      >
        <UserX aria-hidden />
        Desactivar cuenta
      </Button>
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>
            Último acceso: {lastSignIn(member.lastSignInAt)} · Sesiones activas:{' '}
            {member.activeSessions}
          </DialogDescription>
        </DialogHeader>
        <StaffBadges member={member} />

        {resetPassword.data ? (
          <>
            <TemporaryPassword username={name} password={resetPassword.data.temporaryPassword} />
            <Button onClick={() => resetPassword.reset()}>Listo</Button>
          </>
        ) : (
          <>
            <form
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                changeRole.mutate({ id: member.id, role });
              }}
            >
              <Field label="Rol" htmlFor={`${id}-role`} hint={ROLE_DESCRIPTIONS[role]}>
                <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
              </Field>
              <Button
                type="submit"
                variant="secondary"
                className="justify-self-start"
                disabled={busy || role === member.role}
                pending={changeRole.isPending}
                pendingLabel="Guardando…"
              >
                Cambiar rol
              </Button>
            </form>

            {confirming ? (
              <Alert variant="warning">
                <AlertDescription className="grid gap-3">
                  <p>{confirming.question}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" onClick={() => setConfirming(undefined)}>
                      Cancelar
                    </Button>
                    <Button
                      variant="destructive"
                      onClick={() => {
                        confirming.run();
                        setConfirming(undefined);
                      }}
                    >
                      {confirming.label}
                    </Button>
                  </div>
                </AlertDescription>
              </Alert>
            ) : (
              <div className="grid gap-2 border-t border-border pt-4">{actions}</div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
