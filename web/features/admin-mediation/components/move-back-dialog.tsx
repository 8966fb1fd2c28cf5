import { Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMoveCase } from '../api/move-case';

interface MoveBackDialogProps {
  item: MediationCase | null;
  to: NonNullable<StageMoves['back']>;
  onClose: () => void;
}

const REASON_REQUIRED = 'Indica el motivo para regresar el caso';

/** A move back to the previous stage, which needs a reason (kept in the timeline). */
export function MoveBackDialog({ item, to, onClose }: MoveBackDialogProps) {
  const move = useMoveCase();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent, user: MediationCase) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(REASON_REQUIRED);
      return;
    }
    move.mutate(
      { userId: user.id, status: to.to, reason },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Caso Regresado',
            description: `El caso regresó a '${to.label}'.`,
          });
          close();
        },
        onError: (err) => toastError('Error', err, 'Error al mover el caso'),
      },
    );
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        {item && (
          <form noValidate onSubmit={(event) => submit(event, item)} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Regresar a {to.label}</DialogTitle>
              <DialogDescription>
                El caso de {item.fullName || item.email} volverá de{' '}
                {mediationStageLabel(item.mediationStatus)} a {to.label}. El motivo queda en el
                historial del caso.
              </DialogDescription>
            </DialogHeader>
            <Field label="Motivo" htmlFor="move-back-reason" error={error}>
              <Textarea
                id="move-back-reason"
                value={reason}
                maxLength={1000}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </DialogClose>
              <Button type="submit" pending={move.isPending} pendingLabel="Regresando...">
                <Undo2 aria-hidden />
                Regresar a {to.label}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
