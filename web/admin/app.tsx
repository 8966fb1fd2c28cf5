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
import { adminPaths } from '@/admin-lib/route-paths';
import { adminBase, endAdminSession, hasAdminToken } from '@/admin-lib/session';
import { RequireAdmin } from './require-admin';

const LoginPage = lazy(() => import('./pages/login-page'));
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const MediationPage = lazy(() => import('./pages/mediation-page'));
const StaffPage = lazy(() => import('./pages/staff-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const WithdrawalsPage = lazy(() => import('./pages/withdrawals-page'));
const ActivityPage = lazy(() => import('./pages/activity-page'));
const TasksPage = lazy(() => import('./pages/tasks-page'));

/** The signed-in screens, each behind RequireAdmin. */
const screens = [
  [adminPaths.dashboard, DashboardPage],
  [adminPaths.mediation, MediationPage],
  [adminPaths.staff, StaffPage],
  [adminPaths.account, AccountPage],
  [adminPaths.withdrawals, WithdrawalsPage],
  [adminPaths.tasks, TasksPage],
  [adminPaths.activity, ActivityPage],
] as const;

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
              <Route path={adminPaths.login} component={LoginPage} />
              {screens.map(([path, Screen]) => (
                <Route key={path} path={path}>
                  <RequireAdmin>
                    <Screen />
                  </RequireAdmin>
                </Route>
              ))}
              <Route path="/">
                <Redirect to={adminPaths.login} replace />
              </Route>
              <Route>
                <NotFound homeHref={adminPaths.dashboard} />
              </Route>
            </Switch>
          </Suspense>
        </Router>
        <DeferredToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
