import { ArrowRight } from 'lucide-react';
import { mediationStageLabel, type MediationCase, type StageMoves } from '@schemas/mediation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMoveCase } from '../api/move-case';

interface AdvanceDialogProps {
  item: MediationCase | null;
  to: NonNullable<StageMoves['forward']>;
  onClose: () => void;
}

/** Confirmation of a move to the next stage. */
export function AdvanceDialog({ item, to, onClose }: AdvanceDialogProps) {
  const move = useMoveCase();
  const confirm = (user: MediationCase) =>
    move.mutate(
      { userId: user.id, status: to.to },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Caso Actualizado',
            description: `El caso pasó a '${to.label}'.`,
          });
          onClose();
        },
        onError: (error) => toastError('Error', error, 'Error al mover el caso'),
      },
    );
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {item && (
          <>
            <DialogHeader>
              <DialogTitle>Pasar a {to.label}</DialogTitle>
              <DialogDescription>
                El caso de {item.fullName || item.email} pasará de{' '}
                {mediationStageLabel(item.mediationStatus)} a {to.label}. El cambio queda en el
                historial del caso.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancelar</Button>
              </DialogClose>
              <Button
                onClick={() => confirm(item)}
                pending={move.isPending}
                pendingLabel="Moviendo..."
              >
                Confirmar
                <ArrowRight aria-hidden />
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
