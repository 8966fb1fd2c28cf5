import { Maximize2, RefreshCcw } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@schemas/admin-detail';
import type { IdPhotoSide } from '@schemas/profile';
import { hasBothIdPhotos } from '@schemas/profile-complete';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AdminPhoto } from './admin-photo';
import { EmptyNote } from './detail-section';
import { IdPhotoHistory } from './id-photo-history';
import { IdentityVerification } from './identity-verification';
import { PhotoRequestDialog } from './photo-request-dialog';
import { PhotoViewer } from './photo-viewer';

const TEXT: Record<IdPhotoSide, { title: string; missing: string }> = {
  front: { title: 'Foto Frontal', missing: 'No se ha subido foto frontal' },
  back: { title: 'Foto Trasera', missing: 'No se ha subido foto trasera' },
};

function IdPhotoCard({ user, side }: { user: AdminUser; side: IdPhotoSide }) {
  const [viewing, setViewing] = useState(false);
  const [asking, setAsking] = useState(false);
  const address = side === 'front' ? user.idPhotoFront : user.idPhotoBack;
  const request = user.idPhotoRequests[side];
  const { title, missing } = TEXT[side];
  return (
    <section
      aria-label={title}
      className="grid grid-cols-1 content-start gap-3 rounded-lg border border-border p-3"
    >
      <h3 className="font-semibold">{title}</h3>
      {address ? (
        <>
          <button
            type="button"
            onClick={() => setViewing(true)}
            aria-label={`Ampliar ${title.toLowerCase()}`}
            className="cursor-zoom-in rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            <AdminPhoto
              address={address}
              alt={title}
              className="aspect-[1.586] w-full rounded-md border border-border bg-muted object-contain"
            />
          </button>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setViewing(true)}>
              <Maximize2 aria-hidden />
              Ampliar
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
              <RefreshCcw aria-hidden />
              Solicitar nueva foto
            </Button>
          </div>
          <PhotoViewer title={title} address={address} open={viewing} onOpenChange={setViewing} />
          <PhotoRequestDialog user={user} side={side} open={asking} onOpenChange={setAsking} />
        </>
      ) : (
        <>
          <EmptyNote>{missing}</EmptyNote>
          {request && (
            <Alert variant="warning">
              <AlertTitle>Nueva foto solicitada</AlertTitle>
              <AlertDescription className="break-words">Motivo: {request}</AlertDescription>
            </Alert>
          )}
        </>
      )}
    </section>
  );
}

/** 'Fotos de ID': both sides (fetched with the bearer token), the identity check, and the replaced photos. */
export function IdPhotosTab({ user }: { user: AdminUser }) {
  const none =
    !user.idPhotoFront &&
    !user.idPhotoBack &&
    !user.idPhotoRequests.front &&
    !user.idPhotoRequests.back;
  return (
    <div className="grid grid-cols-1 gap-4">
      {none ? (
        <EmptyNote>Este usuario no ha subido fotos de identificación.</EmptyNote>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <IdPhotoCard user={user} side="front" />
          <IdPhotoCard user={user} side="back" />
        </div>
      )}
      {hasBothIdPhotos(user) && <IdentityVerification user={user} />}
      <IdPhotoHistory userId={user.id} />
    </div>
  );
}
