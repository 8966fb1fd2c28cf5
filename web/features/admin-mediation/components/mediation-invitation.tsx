import { Scale, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { mediationStageLabel } from '@schemas/mediation-stages';
import type { MediationMember, MediationMembership } from '@schemas/mediation';
import { useCan } from '@/admin-lib/use-admin-session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useInviteToMediation } from '../api/invite-to-mediation';
import { useRemoveFromMediation } from '../api/remove-from-mediation';

type Membership = Pick<MediationMembership, 'selectedForMediation' | 'mediationStatus'>;

/**
 * 'Invitación a Mediación' (docs/product/mediation.md#inviting-and-removing) in the user detail (its `renderMediation` slot): invite a user
 * who is not in mediation, or show the stage and remove one who is.
 */
export function MediationInvitation({ user }: { user: MediationMember }) {
  const canAct = useCan('operator');
  const invite = useInviteToMediation();
  const remove = useRemoveFromMediation();
  // What this block last changed, until the dialog's own data for the user catches up.
  const basis = `${user.id}|${user.selectedForMediation}|${user.mediationStatus}`;
  const [changed, setChanged] = useState<{ basis: string; membership: Membership } | null>(null);
  const membership: Membership =
    changed?.basis === basis
      ? changed.membership
      : { selectedForMediation: user.selectedForMediation, mediationStatus: user.mediationStatus };

  // docs/product/admin-panel.md#confirm-before-e-mailing: who gets what, before it is sent.
  const [confirming, setConfirming] = useState(false);
  const onInvite = () =>
    invite.mutate(
      { userId: user.id, email: user.email, fullName: user.fullName },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setChanged({ basis, membership: result });
          const stage = result.mediationStatus ? mediationStageLabel(result.mediationStatus) : '';
          toast(
            result.emailSent
              ? {
                  variant: 'success',
                  title: 'Invitación Enviada',
                  description: `El usuario ha sido invitado a mediación y movido a '${stage}'`,
                }
              : {
                  title: 'Usuario Invitado',
                  description: `El usuario fue movido a '${stage}', pero el correo de invitación no pudo enviarse todavía; se reintentará automáticamente.`,
                },
          );
        },
        onError: (error) => toastError('Error', error, 'Error al enviar invitación'),
      },
    );
  const onRemove = () =>
    remove.mutate(user.id, {
      onSuccess: (result) => {
        setChanged({ basis, membership: result });
        toast({
          variant: 'success',
          title: 'Usuario Removido',
          description: 'El usuario ya no está en mediación.',
        });
      },
      onError: (error) => toastError('Error', error, 'Error al remover de mediación'),
    });

  return (
    <section
      aria-labelledby="mediation-invitation-title"
      className="grid gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex items-center gap-2">
        <Scale className="size-5 text-primary" aria-hidden />
        <h3 id="mediation-invitation-title" className="font-semibold">
          Invitación a Mediación
        </h3>
      </div>
      {membership.selectedForMediation && membership.mediationStatus ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="success">En Mediación</Badge>
            <span className="text-muted-foreground">Estado:</span>
            <span className="font-semibold capitalize" data-testid="mediation-status">
              {membership.mediationStatus.replaceAll('-', ' ')}
            </span>
          </div>
          {canAct && (
            <Button
              variant="outline"
              onClick={onRemove}
              pending={remove.isPending}
              pendingLabel="Removiendo..."
            >
              <UserMinus aria-hidden />
              Remover de Mediación
            </Button>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-md text-sm text-muted-foreground">
            Al invitarlo, el usuario entra al proceso de mediación y recibe un correo electrónico
            con las instrucciones para participar.
          </p>
          {canAct && (
            <Button onClick={() => setConfirming(true)}>
              <UserPlus aria-hidden />
              Invitar a Mediación
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="¿Invitar a mediación?"
            description={
              <>
                <p>
                  <strong className="text-foreground">{user.fullName || user.email}</strong> entrará
                  en la etapa «{mediationStageLabel('invitados')}» y recibirá en{' '}
                  <strong className="break-all text-foreground">{user.email}</strong> un correo con
                  la invitación y las instrucciones para participar.
                </p>
              </>
            }
            confirmLabel="Enviar invitación"
            pendingLabel="Invitando..."
            pending={invite.isPending}
            onConfirm={onInvite}
          />
        </div>
      )}
    </section>
  );
}
