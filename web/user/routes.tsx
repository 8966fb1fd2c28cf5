import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { NotFound } from '@/components/layout/not-found';
import { ProtectedRoute } from './protected-route';
import { paths } from './route-paths';

// Every screen is its own chunk, so the first load only carries the shell. Screens are composed
// from the features in ./pages (docs/decisions/web-layout.md).
const AuthPage = lazy(() => import('./pages/auth-page'));
const PasswordRecoveryPage = lazy(() => import('./pages/password-recovery-page'));
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const QrPage = lazy(() => import('./pages/qr-page'));
const ReceivePage = lazy(() => import('./pages/receive-page'));
const ProfilePage = lazy(() => import('./pages/profile-page'));
const WithdrawPage = lazy(() => import('./pages/withdraw-page'));
const WithdrawDestinationPage = lazy(() => import('./pages/withdraw-destination-page'));
const WithdrawConfirmPage = lazy(() => import('./pages/withdraw-confirm-page'));
const WithdrawSuccessPage = lazy(() => import('./pages/withdraw-success-page'));

/** All routes of the user app (SPEC §2). Unknown paths get the 404 screen. */
export function UserRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner label="Cargando pantalla…" />}>
      <Switch>
        <Route path={paths.auth.path} component={AuthPage} />
        <Route path={paths.passwordRecovery.path} component={PasswordRecoveryPage} />
        <ProtectedRoute path={paths.home.path} component={DashboardPage} />
        <ProtectedRoute path={paths.wallet.path} component={DashboardPage} />
        <ProtectedRoute path={paths.qr.path} component={QrPage} />
        <ProtectedRoute path={paths.receive.path} component={ReceivePage} />
        <ProtectedRoute path={paths.profile.path} component={ProfilePage} />
        <ProtectedRoute path={paths.withdraw.path} component={WithdrawPage} />
        <ProtectedRoute path={paths.withdrawDestination.path} component={WithdrawDestinationPage} />
        <ProtectedRoute path={paths.withdrawConfirm.path} component={WithdrawConfirmPage} />
        <ProtectedRoute path={paths.withdrawSuccess.path} component={WithdrawSuccessPage} />
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
