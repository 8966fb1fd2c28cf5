import { Info, ShieldCheck } from 'lucide-react';
import { hasBothIdPhotos } from '@schemas/profile';
import type { MediationCase, StageMoves } from '@schemas/mediation';
import { formatAdminPhone, formatAdminUsdt, formatCount } from '@/admin-lib/format';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { IdPhoto } from './id-photo';

interface VerifyIdDialogProps {
  item: MediationCase | null;
  /** The stage verification leads to (from the server's moves). */
  to: NonNullable<StageMoves['forward']>;
  onClose: () => void;
}

/** SPEC §2 'Verificar Identificación': compare the profile name with the ID, then move on. */
export function VerifyIdDialog({ item, to, onClose }: VerifyIdDialogProps) {
  const move = useMoveCase();
  const verify = (user: MediationCase) =>
    move.mutate(
      { userId: user.id, status: to.to },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'ID Verificado',
            description: `El usuario ha sido verificado y movido a '${to.label}'`,
          });
          onClose();
        },
        onError: (error) => toastError('Error', error, 'Error al verificar ID'),
      },
    );
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {item && (
          <>
            <DialogHeader>
              <DialogTitle>Verificar Identificación</DialogTitle>
              <DialogDescription>
                Comprueba que el nombre del perfil coincida con el nombre que aparece en la
                identificación oficial.
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-md bg-muted p-4 text-sm sm:grid-cols-2">
              {[
                ['Nombre completo', item.fullName || 'Sin nombre'],
                ['Correo', item.email],
                ['Teléfono', formatAdminPhone(item.cellphone, item.countryCode ?? item.country)],
                ['País', item.country ?? '—'],
                ['Carteras', formatCount(item.walletCount)],
                ['Total', formatAdminUsdt(item.totalBalance)],
              ].map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-semibold break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-4 sm:grid-cols-2">
              <IdPhoto
                label="Foto Frontal"
                address={item.idPhotoFront}
                missing="No se ha subido foto frontal"
              />
              <IdPhoto
                label="Foto Trasera"
                address={item.idPhotoBack}
                missing="No se ha subido foto trasera"
              />
            </div>
            {hasBothIdPhotos(item) ? (
              <Alert variant="info">
                <Info aria-hidden />
                <AlertDescription>
                  Al verificar, el usuario quedará verificado y pasará a la etapa {to.label}.
                </AlertDescription>
              </Alert>
            ) : (
              <Alert variant="warning">
                <Info aria-hidden />
                <AlertDescription>
                  El usuario debe subir las dos fotos de su identificación antes de que puedas
                  verificarla.
                </AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancelar</Button>
              </DialogClose>
              <Button
                onClick={() => verify(item)}
                disabled={!hasBothIdPhotos(item)}
                pending={move.isPending}
                pendingLabel="Verificando..."
              >
                <ShieldCheck aria-hidden />
                Verificar ID
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
