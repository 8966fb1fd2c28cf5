import { useId, useState } from 'react';
import { idPhotoRequestInput } from '@schemas/admin-detail';
import type { IdPhotoSide } from '@schemas/profile';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useRequestIdPhoto } from '../api/id-photo-request';

const SIDE: Record<IdPhotoSide, string> = { front: 'frontal', back: 'trasera' };

interface PhotoRequestDialogProps {
  userId: string;
  side: IdPhotoSide;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Solicitar nueva foto': the reason the user will read; that side is then removed. */
export function PhotoRequestDialog({ userId, side, open, onOpenChange }: PhotoRequestDialogProps) {
  const id = useId();
  const request = useRequestIdPhoto();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  const submit = () => {
    const parsed = idPhotoRequestInput.shape.reason.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    request.mutate({ userId, side, reason: parsed.data }, { onSuccess: () => close(false) });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={`Solicitar nueva foto ${SIDE[side]}`}
      description={
        <>
          <span>
            Se borrará la foto {SIDE[side]} guardada y se quitará la verificación de identidad.
          </span>
          <span>
            El usuario recibirá un correo con el motivo y podrá subir esa foto de nuevo desde su
            perfil.
          </span>
        </>
      }
      confirmLabel="Solicitar nueva foto"
      pendingLabel="Solicitando..."
      pending={request.isPending}
      variant="destructive"
      onConfirm={submit}
    >
      <Field label="Motivo (el usuario lo leerá)" htmlFor={id} error={error}>
        <Textarea
          id={id}
          value={reason}
          maxLength={500}
          placeholder="Por ejemplo: la foto está borrosa y no se lee el nombre."
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}
