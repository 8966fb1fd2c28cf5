import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { useAppName } from '@/lib/queries/app-config';
import { createQueryClient } from '@/lib/query-client';
import { UpdateBanner } from './pwa/update-banner';
import { UserRoutes } from './routes';

const queryClient = createQueryClient();

function DocumentTitle() {
  const appName = useAppName();
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return null;
}

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <DocumentTitle />
          <UserRoutes />
          <UpdateBanner />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
