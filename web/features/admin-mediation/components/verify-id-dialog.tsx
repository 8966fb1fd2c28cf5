import { Info, ShieldCheck } from 'lucide-react';
import { hasBothIdPhotos } from '@schemas/profile-complete';
import type { MediationCase, StageMoves } from '@schemas/mediation';
import { formatAdminPhone, formatCount } from '@/admin-lib/format';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { CaseMoveDialog } from './case-move-dialog';
import { IdPhoto } from './id-photo';
import { formatUsdt } from '@schemas/money';

interface VerifyIdDialogProps {
  item: MediationCase | null;
  /** The stage verification leads to (from the server's moves). */
  to: NonNullable<StageMoves['forward']>;
  onClose: () => void;
}

/** 'Verificar Identificación' (docs/product/mediation.md#verifying-the-id): compare the profile name with the ID, then move on. */
export function VerifyIdDialog({ item, to, onClose }: VerifyIdDialogProps) {
  const photos = item !== null && hasBothIdPhotos(item);
  return (
    <CaseMoveDialog
      item={item}
      onClose={onClose}
      to={to}
      className="max-w-2xl"
      title="Verificar Identificación"
      description="Comprueba que el nombre del perfil coincida con el nombre que aparece en la identificación oficial."
      disabled={!photos}
      confirm={{
        label: (
          <>
            <ShieldCheck aria-hidden />
            Verificar ID
          </>
        ),
        pending: 'Verificando...',
      }}
      success={{
        title: 'ID Verificado',
        description: `El usuario ha sido verificado y movido a '${to.label}'`,
      }}
      failure="Error al verificar ID"
    >
      {item && (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-md bg-muted p-4 text-sm sm:grid-cols-2">
            {[
              ['Nombre completo', item.fullName || 'Sin nombre'],
              ['Correo', item.email],
              ['Teléfono', formatAdminPhone(item.cellphone, item.countryCode ?? item.country)],
              ['País', item.country ?? '—'],
              ['Carteras', formatCount(item.walletCount)],
              ['Total', formatUsdt(item.totalBalance)],
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
          <Alert variant={photos ? 'info' : 'warning'}>
            <Info aria-hidden />
            <AlertDescription>
              {photos
                ? `Al verificar, el usuario quedará verificado y pasará a la etapa ${to.label}.`
                : 'El usuario debe subir las dos fotos de su identificación antes de que puedas verificarla.'}
            </AlertDescription>
          </Alert>
        </>
      )}
    </CaseMoveDialog>
  );
}
