import { Hourglass } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** Placeholder card for a screen whose feature is still being built. */
export function ComingSoon({
  description = 'Estamos preparando esta pantalla. Mientras tanto puedes volver al inicio.',
}: {
  description?: string;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Hourglass className="size-6" aria-hidden />
        </span>
        <p className="text-base font-semibold">Esta sección estará disponible pronto</p>
        <p className="max-w-xs text-sm text-muted-foreground">{description}</p>
      </CardContent>
    </Card>
  );
}
