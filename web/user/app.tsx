import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { DocumentTitle } from '@/components/layout/document-title';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { AuthProvider } from '@/lib/auth';
import { UserRoutes } from './routes';

interface AppProps {
  queryClient: QueryClient;
  /** What only the browser shows (the service worker's update banner). */
  children?: ReactNode;
}

/** The user app, in the browser (main.tsx) and when the server renders a page (entry-server.tsx). */
export function App({ queryClient, children }: AppProps) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <DocumentTitle />
          <UserRoutes />
          {children}
          <DeferredToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
