import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Classes for the icon (size, colour; brand green by default). */
  className?: string;
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
}

export function Spinner({ className, label = 'Cargando…', showLabel = false }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <LoaderCircle
        aria-hidden
        className={cn('fallback:size-5 animate-spin text-brand', className)}
      />
      {showLabel ? (
        <span className="text-sm">{label}</span>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </span>
  );
}
