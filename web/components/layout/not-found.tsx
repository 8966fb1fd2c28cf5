import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from './document-title';
import { FullScreenMessage } from './full-screen-message';

/** Any path no route matches (docs/product/user-app.md#not-found-and-errors). */
export function NotFound({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <>
      <DocumentTitle screen="Página no encontrada" />
      <FullScreenMessage
        icon={<Compass className="size-14 rounded-full bg-muted p-3 text-muted-foreground" />}
        title="404 · Página no encontrada"
      >
        <p>La dirección que abriste no existe o ya no está disponible.</p>
        <Button asChild>
          <Link href={homeHref}>Volver al inicio</Link>
        </Button>
      </FullScreenMessage>
    </>
  );
}
