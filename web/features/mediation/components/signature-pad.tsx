import { Eraser } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';

/**
 * An optional drawn signature: a canvas drawn with a finger, pen or mouse (pointer events). Gives
 * a PNG data URL after each stroke, or undefined once cleared.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | undefined) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    // Sharp on dense screens: the bitmap follows the laid-out size.
    const ratio = window.devicePixelRatio || 1;
    el.width = el.clientWidth * ratio;
    el.height = el.clientHeight * ratio;
    const ctx = el.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#0f172a';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const end = () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    setDrawn(true);
    onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const el = canvas.current;
    el?.getContext('2d')?.clearRect(0, 0, el.width, el.height);
    setDrawn(false);
    onChange(undefined);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvas}
        aria-label="Área para dibujar tu firma"
        role="img"
        data-testid="signature-pad"
        className="h-36 w-full touch-none rounded-md border border-input bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {drawn ? 'Firma dibujada' : 'Dibuja tu firma con el dedo o el ratón (opcional)'}
        </span>
        {drawn && (
          <Button type="button" variant="ghost" size="sm" onClick={clear}>
            <Eraser aria-hidden />
            Borrar
          </Button>
        )}
      </div>
    </div>
  );
}
