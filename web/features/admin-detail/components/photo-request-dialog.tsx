import { useId, useState } from 'react';
import type { AdminUser } from '@schemas/admin-detail';
import type { IdPhotoSide } from '@schemas/profile';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { NETWORK_MESSAGE } from '@/lib/api-client';
import { lazyLoad } from '@/lib/lazy-load';
import { useRequestIdPhoto } from '../api/id-photo-request';

/**
 * The shared schema that checks the reason, with zod, loaded when a person first focuses it rather
 * than with the user's detail (docs/decisions/web-speed.md#no-zod-on-a-first-screen).
 */
const checks = lazyLoad(() => import('@schemas/admin-detail'));

const SIDE: Record<IdPhotoSide, string> = { front: 'frontal', back: 'trasera' };

interface PhotoRequestDialogProps {
  user: Pick<AdminUser, 'id' | 'email' | 'fullName'>;
  side: IdPhotoSide;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Solicitar nueva foto': who is e-mailed, and the reason they will read
 * (docs/product/admin-panel.md#confirm-before-e-mailing); the photo is kept as 'Reemplazada'.
 */
export function PhotoRequestDialog({ user, side, open, onOpenChange }: PhotoRequestDialogProps) {
  const userId = user.id;
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
  const submit = async () => {
    const schemas = await checks.tryGet();
    if (!schemas) return setError(NETWORK_MESSAGE);
    const parsed = schemas.idPhotoRequestInput.shape.reason.safeParse(reason);
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
            La foto {SIDE[side]} actual se conserva como «Reemplazada» en el historial de fotos y se
            quita la verificación de identidad.
          </span>
          <span>
            <strong className="text-foreground">{user.fullName || user.email}</strong> recibirá en{' '}
            <strong className="break-all text-foreground">{user.email}</strong> un correo con el
            motivo y podrá subir esa foto de nuevo desde su perfil.
          </span>
        </>
      }
      confirmLabel="Solicitar nueva foto"
      pendingLabel="Solicitando..."
      pending={request.isPending}
      variant="destructive"
      onConfirm={() => void submit()}
    >
      <Field label="Motivo (el usuario lo leerá)" htmlFor={id} error={error}>
        <Textarea
          id={id}
          value={reason}
          maxLength={500}
          placeholder="Por ejemplo: la foto está borrosa y no se lee el nombre."
          aria-invalid={error ? true : undefined}
          onFocus={checks.preload}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}
