import { History } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useIdPhotoHistory } from '../api/id-photo-history';
import { AdminPhoto } from './admin-photo';
import { PhotoViewer } from './photo-viewer';
import { LocalDateTime } from '@/components/local-time';

const SIDE = { front: 'Foto frontal', back: 'Foto trasera' } as const;

/**
 * 'Historial de fotos': the photos staff asked to replace, kept as evidence and marked
 * 'Reemplazada' (docs/product/profile-and-identity.md#evidence-kept).
 */
export function IdPhotoHistory({ userId }: { userId: string }) {
  const history = useIdPhotoHistory(userId);
  const [open, setOpen] = useState<{ title: string; address: string } | null>(null);
  const photos = history.data?.photos ?? [];
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="id-photo-history" className="grid grid-cols-1 gap-3">
      <h3 id="id-photo-history" className="flex items-center gap-2 font-semibold">
        <History className="size-4 text-muted-foreground" aria-hidden />
        Historial de fotos
      </h3>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {photos.map((photo) => {
          const title = `${SIDE[photo.side]} reemplazada el ${formatDateTime(photo.replacedAt)}`;
          return (
            <li
              key={photo.id}
              className="grid grid-cols-1 gap-2 rounded-lg border border-border p-3"
              data-testid="replaced-photo"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium">{SIDE[photo.side]}</span>
                <Badge variant="neutral">Reemplazada</Badge>
              </div>
              <button
                type="button"
                onClick={() => setOpen({ title, address: photo.url })}
                aria-label={`Ampliar: ${title}`}
                className="cursor-zoom-in rounded-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <AdminPhoto
                  address={photo.url}
                  alt={title}
                  className="aspect-[1.586] w-full rounded-md border border-border bg-muted object-contain"
                />
              </button>
              <p className="text-xs text-muted-foreground">
                Reemplazada el <LocalDateTime iso={photo.replacedAt} />
              </p>
              {photo.reason && <p className="text-sm break-words">Motivo: {photo.reason}</p>}
            </li>
          );
        })}
      </ul>
      <PhotoViewer
        title={open?.title ?? ''}
        address={open?.address ?? ''}
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
      />
    </section>
  );
}
