import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'No se pudieron cargar tus carteras'. */
  title: string;
  onRetry: () => void;
}

/** A read that failed: what, what to try, and a retry button. */
export function LoadError({ title, onRetry }: LoadErrorProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        Comprueba tu conexión y vuelve a intentarlo.
        <Button variant="outline" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      </AlertDescription>
    </Alert>
  );
}
