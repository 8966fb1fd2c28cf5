import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { NotFound } from '@/components/layout/not-found';
import { ProtectedRoute } from './protected-route';

// Every screen is its own chunk, so the first load only carries the shell.
const AuthPage = lazy(() => import('@/features/auth/pages/auth-page'));
const PasswordRecoveryPage = lazy(() => import('@/features/recovery/pages/password-recovery-page'));
const DashboardPage = lazy(() => import('@/features/wallets/pages/dashboard-page'));
const QrPage = lazy(() => import('@/features/wallets/pages/qr-page'));
const ReceivePage = lazy(() => import('@/features/wallets/pages/receive-page'));
const ProfilePage = lazy(() => import('@/features/profile/pages/profile-page'));
const WithdrawPage = lazy(() => import('@/features/withdrawals/pages/withdraw-page'));
const WithdrawDestinationPage = lazy(
  () => import('@/features/withdrawals/pages/withdraw-destination-page'),
);
const WithdrawConfirmPage = lazy(
  () => import('@/features/withdrawals/pages/withdraw-confirm-page'),
);
const WithdrawSuccessPage = lazy(
  () => import('@/features/withdrawals/pages/withdraw-success-page'),
);

/** All routes of the user app (SPEC §2). Unknown paths get the 404 screen. */
export function UserRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner label="Cargando pantalla…" />}>
      <Switch>
        <Route path="/auth" component={AuthPage} />
        <Route path="/password-recovery" component={PasswordRecoveryPage} />
        <ProtectedRoute path="/" component={DashboardPage} />
        <ProtectedRoute path="/wallet" component={DashboardPage} />
        <ProtectedRoute path="/qr/:address" component={QrPage} />
        <ProtectedRoute path="/receive" component={ReceivePage} />
        <ProtectedRoute path="/profile" component={ProfilePage} />
        <ProtectedRoute path="/withdraw" component={WithdrawPage} />
        <ProtectedRoute path="/withdraw/:walletId" component={WithdrawDestinationPage} />
        <ProtectedRoute path="/withdraw-confirm/:walletId" component={WithdrawConfirmPage} />
        <ProtectedRoute path="/withdraw-success" component={WithdrawSuccessPage} />
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
