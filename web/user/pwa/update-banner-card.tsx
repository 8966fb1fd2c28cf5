import { RefreshCw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Nueva versión disponible', with its two buttons (./update-banner.tsx shows it). */
export function UpdateBannerCard({ update, dismiss }: { update: () => void; dismiss: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 flex items-center gap-3 rounded-lg bg-ink py-2 pr-2 pl-4 text-ink-foreground shadow-card sm:right-auto sm:left-4 sm:max-w-sm"
    >
      <RefreshCw className="size-5 shrink-0 text-brand" aria-hidden />
      <p className="flex-1 text-sm font-medium">Nueva versión disponible</p>
      <Button size="sm" onClick={update} className="h-11 bg-brand text-ink hover:bg-brand/90">
        Actualizar
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={dismiss}
        aria-label="Descartar"
        className="text-ink-foreground hover:bg-white/10"
      >
        <X />
      </Button>
    </div>
  );
}
