import { ImageOff } from 'lucide-react';
import { useAdminImage } from '@/admin-lib/admin-image';
import { Spinner } from '@/components/ui/spinner';
import { useObjectUrlRef } from '@/lib/use-object-url-ref';

const FRAME =
  'flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-md border border-border bg-muted text-center text-sm text-muted-foreground';

function LoadedPhoto({ address, alt }: { address: string; alt: string }) {
  const image = useAdminImage(address);
  const imageRef = useObjectUrlRef(image.data);
  if (image.isError) {
    return (
      <div className={FRAME} role="alert">
        <ImageOff className="mr-2 size-5" aria-hidden />
        Error al cargar la imagen
      </div>
    );
  }
  if (!image.data) {
    return (
      <div className={FRAME}>
        <Spinner label="Cargando imagen..." showLabel />
      </div>
    );
  }
  return <img ref={imageRef} alt={alt} className={`${FRAME} object-contain`} />;
}

interface IdPhotoProps {
  /** 'Foto Frontal' / 'Foto Trasera'. */
  label: string;
  address: string | null;
  missing: string;
}

/** One side of the ID, fetched with the admin token (docs/product/admin-panel.md#user-detail texts for each state). */
export function IdPhoto({ label, address, missing }: IdPhotoProps) {
  return (
    <figure className="grid gap-1.5">
      <figcaption className="text-sm font-semibold">{label}</figcaption>
      {address ? (
        <LoadedPhoto address={address} alt={label} />
      ) : (
        <div className={FRAME}>{missing}</div>
      )}
    </figure>
  );
}
