import { ImageOff } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useIdPhoto } from '../api/id-photo';
import { useObjectUrlRef } from '@/lib/use-object-url-ref';

interface IdPhotoDialogProps {
  title: string;
  address: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function SavedPhoto({ title, address }: { title: string; address: string }) {
  const photo = useIdPhoto(address);
  const imageRef = useObjectUrlRef(photo.data);

  if (photo.isError) {
    return (
      <p className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-lg bg-muted text-sm font-medium text-destructive-text">
        <ImageOff className="size-6" aria-hidden />
        Error al cargar la imagen
      </p>
    );
  }
  if (!photo.data) {
    return (
      <div className="flex min-h-48 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <Spinner label="Cargando imagen…" showLabel />
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      alt={title}
      className="max-h-[60vh] w-full rounded-lg border border-border bg-muted object-contain"
    />
  );
}

/** Shows a saved side of the ID, fetched with the session only while the dialog is open. */
export function IdPhotoDialog({ title, address, open, onOpenChange }: IdPhotoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Guardada cifrada. Solo tú y el equipo de verificación pueden verla.
          </DialogDescription>
        </DialogHeader>
        <SavedPhoto title={title} address={address} />
      </DialogContent>
    </Dialog>
  );
}
