import { ImageOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useAdminImage } from '@/admin-lib/admin-image';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useObjectUrlRef } from '@/lib/use-object-url-ref';

interface AdminPhotoProps extends Omit<ComponentProps<'img'>, 'src' | 'ref'> {
  /** Address of the protected image (fetched with the bearer token). */
  address: string;
  alt: string;
}

/** An ID photo: 'Cargando imagen...', 'Error al cargar la imagen', or the image (phrasing content, so it can sit in a button). */
export function AdminPhoto({ address, alt, className, ...props }: AdminPhotoProps) {
  const photo = useAdminImage(address);
  const imageRef = useObjectUrlRef(photo.data);
  const box =
    'flex aspect-[1.586] w-full flex-col items-center justify-center gap-2 rounded-md bg-muted text-sm';
  if (photo.isError) {
    return (
      <span className={cn(box, 'font-medium text-destructive-text')}>
        <ImageOff className="size-6" aria-hidden />
        Error al cargar la imagen
      </span>
    );
  }
  if (!photo.data) {
    return (
      <span className={cn(box, 'text-muted-foreground')}>
        <Spinner label="Cargando imagen..." showLabel />
      </span>
    );
  }
  return <img ref={imageRef} alt={alt} className={className} {...props} />;
}
