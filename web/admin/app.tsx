import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { DeferredToaster } from '@/components/layout/deferred-toaster';
import { DocumentTitle } from '@/components/layout/document-title';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { NotFound } from '@/components/layout/not-found';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { adminBase, endAdminSession, hasAdminToken } from '@/admin-lib/session';
import { RequireAdmin } from './require-admin';

const LoginPage = lazy(() => import('./pages/login-page'));
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const MediacionPage = lazy(() => import('./pages/mediacion-page'));
const StaffPage = lazy(() => import('./pages/staff-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const RetirosPage = lazy(() => import('./pages/retiros-page'));
const ActividadPage = lazy(() => import('./pages/actividad-page'));
const TareasPage = lazy(() => import('./pages/tareas-page'));

// An admin call answered 401 means the token expired or was revoked: back to the login.
const queryClient = createQueryClient({
  onError: (error) => {
    if (error instanceof ApiError && error.status === 401 && hasAdminToken()) {
      endAdminSession();
    }
  },
});

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <DocumentTitle screen="Panel Administrativo" />
        <Router base={adminBase}>
          <Suspense fallback={<FullScreenSpinner label="Cargando pantalla…" />}>
            <Switch>
              <Route path="/login" component={LoginPage} />
              <Route path="/dashboard">
                <RequireAdmin>
                  <DashboardPage />
                </RequireAdmin>
              </Route>
              <Route path="/mediacion">
                <RequireAdmin>
                  <MediacionPage />
                </RequireAdmin>
              </Route>
              <Route path="/personal">
                <RequireAdmin>
                  <StaffPage />
                </RequireAdmin>
              </Route>
              <Route path="/cuenta">
                <RequireAdmin>
                  <AccountPage />
                </RequireAdmin>
              </Route>
              <Route path="/retiros">
                <RequireAdmin>
                  <RetirosPage />
                </RequireAdmin>
              </Route>
              <Route path="/tareas">
                <RequireAdmin>
                  <TareasPage />
                </RequireAdmin>
              </Route>
              <Route path="/actividad">
                <RequireAdmin>
                  <ActividadPage />
                </RequireAdmin>
              </Route>
              <Route path="/">
                <Redirect to="/login" replace />
              </Route>
              <Route>
                <NotFound homeHref="/dashboard" />
              </Route>
            </Switch>
          </Suspense>
        </Router>
        <DeferredToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
