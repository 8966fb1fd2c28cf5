import { ChevronDown, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FullScreenMessage } from './full-screen-message';

interface State {
  error: Error | null;
}

/** docs/product/user-app.md#not-found-and-errors: an unexpected rendering error shows 'Error de Aplicación' and is logged. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The error is logged to the console.
    // eslint-disable-next-line no-console
    console.error('Error de Aplicación:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <FullScreenMessage
        icon={
          <TriangleAlert className="size-14 rounded-full bg-destructive-soft p-3 text-destructive-text" />
        }
        title="Error de Aplicación"
      >
        <p>Ha ocurrido un error inesperado. Por favor, recarga la página.</p>
        <Button onClick={() => window.location.reload()}>Recargar Página</Button>
        <details className="group rounded-md border border-border bg-muted text-left">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-md px-3 text-sm font-medium text-foreground focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            Detalles del error
            <ChevronDown
              aria-hidden
              className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          {/* Focusable: a long stack scrolls, and the keyboard must reach it. */}
          <pre
            tabIndex={0}
            className="max-h-64 overflow-auto border-t border-border px-3 py-2 font-mono text-xs whitespace-pre-wrap break-words text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {error.message}
            {error.stack ? `\n\n${error.stack}` : ''}
          </pre>
        </details>
      </FullScreenMessage>
    );
  }
}
