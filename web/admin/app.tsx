import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { DocumentTitle } from '@/components/layout/document-title';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { endAdminSession, hasAdminToken } from '@/admin-lib/session';
import { AdminRoutes } from './routes';

/** The panel's query client: a call answered 401 means the token expired or was revoked. */
export const createAdminQueryClient = () =>
  createQueryClient({
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401 && hasAdminToken()) {
        endAdminSession();
      }
    },
  });

/**
 * The admin panel, in the browser (main.tsx) and when the server renders a page
 * (entry-server.tsx); each puts it inside a router based at the panel's prefix.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <DocumentTitle screen="Panel Administrativo" />
        <AdminRoutes />
        <DeferredToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
