import { RotateCw, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AdminPhoto } from './admin-photo';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

interface Size {
  width: number;
  height: number;
}

interface PhotoStageProps {
  address: string;
  alt: string;
  zoom: number;
  rotation: number;
}

/**
 * The photo fitted to the stage at 100 %, zoomed and turned. The image sits in a box the size
 * of what is seen (sides swapped after a quarter turn), so a zoomed photo scrolls to every edge.
 */
function PhotoStage({ address, alt, zoom, rotation }: PhotoStageProps) {
  const [stage, setStage] = useState<Size>();
  const [natural, setNatural] = useState<Size>();
  const observe = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setStage({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const sideways = rotation % 180 !== 0;
  let image: Size | undefined;
  if (stage && natural) {
    const seen = sideways ? { width: natural.height, height: natural.width } : natural;
    const fit = Math.min(stage.width / seen.width, stage.height / seen.height) * zoom;
    image = { width: natural.width * fit, height: natural.height * fit };
  }
  return (
    <div ref={observe} className="flex h-[55vh] overflow-auto rounded-md bg-ink p-2">
      <div
        className={cn('relative m-auto shrink-0', !image && 'w-full')}
        style={
          image &&
          (sideways
            ? { width: image.height, height: image.width }
            : { width: image.width, height: image.height })
        }
      >
        <AdminPhoto
          address={address}
          alt={alt}
          data-testid="viewer-image"
          onLoad={(e) =>
            setNatural({
              width: e.currentTarget.naturalWidth,
              height: e.currentTarget.naturalHeight,
            })
          }
          className="absolute top-1/2 left-1/2 max-w-none"
          style={{
            ...(image ? { width: image.width, height: image.height } : { visibility: 'hidden' }),
            transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
          }}
        />
      </div>
    </div>
  );
}

interface PhotoViewerProps {
  title: string;
  address: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The ID photo large, to read the name on it: zoom in and out, rotate a quarter turn. */
export function PhotoViewer({ title, address, open, onOpenChange }: PhotoViewerProps) {
  const [zoomStep, setZoomStep] = useState(ZOOMS.indexOf(1));
  const [rotation, setRotation] = useState(0);
  const zoom = ZOOMS[zoomStep]!;
  const reset = () => {
    setZoomStep(ZOOMS.indexOf(1));
    setRotation(0);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Compara el nombre de la identificación con el del perfil.
          </DialogDescription>
        </DialogHeader>
        <div
          className="flex flex-wrap items-center gap-2"
          role="toolbar"
          aria-label="Vista de la foto"
        >
          <Button
            variant="outline"
            size="icon"
            aria-label="Alejar"
            title="Alejar"
            disabled={zoomStep === 0}
            onClick={() => setZoomStep((s) => s - 1)}
          >
            <ZoomOut aria-hidden />
          </Button>
          <span
            className="tabular w-16 text-center text-sm font-semibold"
            aria-live="polite"
            data-testid="zoom"
          >
            {Math.round(zoom * 100)} %
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label="Acercar"
            title="Acercar"
            disabled={zoomStep === ZOOMS.length - 1}
            onClick={() => setZoomStep((s) => s + 1)}
          >
            <ZoomIn aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => setRotation((r) => (r + 90) % 360)}>
            <RotateCw aria-hidden />
            Girar
          </Button>
          <Button
            variant="ghost"
            onClick={reset}
            disabled={zoomStep === ZOOMS.indexOf(1) && rotation === 0}
          >
            <Undo2 aria-hidden />
            Restablecer
          </Button>
          <span className="sr-only" aria-live="polite">
            Giro de {rotation} grados
          </span>
        </div>
        <PhotoStage address={address} alt={`${title} ampliada`} zoom={zoom} rotation={rotation} />
      </DialogContent>
    </Dialog>
  );
}
