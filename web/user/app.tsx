import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { DocumentTitle } from '@/components/layout/document-title';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { UpdateBanner } from './pwa/update-banner';
import { UserRoutes } from './routes';

const queryClient = createQueryClient();

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <DocumentTitle />
          <UserRoutes />
          <UpdateBanner />
          <DeferredToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
