import { AlertTriangle, CheckCircle2, Eye, ImagePlus, LockKeyhole } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@schemas/upload-rules';
import type { IdPhotoSide } from '@schemas/profile';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUploadIdPhoto } from '../api/upload-id-photo';
import { checkIdFile } from '../id-file-check';
import { useObjectUrlRef } from '@/lib/use-object-url-ref';
import { IdPhotoDialog } from './id-photo-dialog';

const SIDE_TEXT: Record<IdPhotoSide, { title: string; choose: string; preview: string }> = {
  front: {
    title: 'Foto frontal',
    choose: 'Elegir foto del frente',
    preview: 'Vista previa del frente',
  },
  back: {
    title: 'Foto trasera',
    choose: 'Elegir foto del reverso',
    preview: 'Vista previa del reverso',
  },
};

const ACCEPT = [...ACCEPTED_IMAGE_TYPES, '.heic', '.heif'].join(',');

interface IdPhotoSlotProps {
  side: IdPhotoSide;
  saved: string | null;
  /** Staff's reason for asking this side again (the side is then empty and can be uploaded). */
  request: string | null;
}

/**
 * docs/product/profile-and-identity.md#id-photos: choose → preview → confirm and save (or cancel); once saved, only viewable, unless
 * staff ask for a new photo of that side (then it is empty again, with their reason).
 */
export function IdPhotoSlot({ side, saved, request }: IdPhotoSlotProps) {
  const inputId = useId();
  const text = SIDE_TEXT[side];
  const upload = useUploadIdPhoto();
  const [selected, setSelected] = useState<File | null>(null);
  const [viewing, setViewing] = useState(false);
  const previewRef = useObjectUrlRef(selected ?? undefined);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkIdFile(file);
    if (problem) return toast({ variant: 'destructive', ...problem });
    setSelected(file);
  };

  const previewFailed = () => {
    setSelected(null);
    toast({
      variant: 'destructive',
      title: 'Error al generar vista previa',
      description: 'Tu navegador no puede mostrar esta imagen. Elige una foto JPG o PNG.',
    });
  };

  const confirm = (file: File) =>
    upload.mutate({ file, side }, { onSuccess: () => setSelected(null) });

  return (
    <section aria-label={text.title} className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-[15px] font-semibold">{text.title}</h3>
        {saved ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden />
            Guardada
          </Badge>
        ) : request ? (
          <Badge variant="warning">Foto solicitada</Badge>
        ) : (
          <Badge variant="neutral">Pendiente</Badge>
        )}
      </div>

      {request && !saved && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden />
          <AlertTitle>Necesitamos una nueva {text.title.toLowerCase()}</AlertTitle>
          <AlertDescription className="break-words">Motivo: {request}</AlertDescription>
        </Alert>
      )}

      {saved ? (
        <>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <LockKeyhole className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            Guardada de forma cifrada. Ya no se puede cambiar.
          </p>
          <Button variant="outline" className="w-full" onClick={() => setViewing(true)}>
            <Eye aria-hidden />
            Ver foto
          </Button>
          <IdPhotoDialog
            title={text.title}
            address={saved}
            open={viewing}
            onOpenChange={setViewing}
          />
        </>
      ) : selected ? (
        <>
          <img
            ref={previewRef}
            alt={text.preview}
            onError={previewFailed}
            className="aspect-[1.586] w-full rounded-md border border-border bg-muted object-contain"
          />
          <div className="grid gap-2">
            <Button
              onClick={() => confirm(selected)}
              disabled={upload.isPending}
              pending={upload.isPending}
              pendingLabel="Guardando…"
            >
              Confirmar y guardar
            </Button>
            <Button variant="outline" onClick={() => setSelected(null)} disabled={upload.isPending}>
              Cancelar
            </Button>
          </div>
        </>
      ) : (
        <label
          htmlFor={inputId}
          className="flex aspect-[1.586] w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed border-input bg-muted/60 px-4 text-center transition-colors focus-within:outline-2 focus-within:outline-ring hover:border-primary hover:bg-primary-soft"
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-card text-primary shadow-card">
            <ImagePlus className="size-5" aria-hidden />
          </span>
          <span className="text-[15px] font-semibold text-primary">{text.choose}</span>
          <span className="text-xs text-muted-foreground">JPG, PNG, WebP o HEIC · máx. 10 MB</span>
          <input id={inputId} type="file" accept={ACCEPT} className="sr-only" onChange={choose} />
        </label>
      )}
    </section>
  );
}
