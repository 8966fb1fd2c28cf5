import { lazy, Suspense } from 'react';
import { Redirect } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { Spinner } from '@/components/ui/spinner';
import { PublicLayout } from '@/components/layout/public-layout';
import { InstallGate } from '@/features/auth/components/install-gate';
import { SecurityClaim } from '@/features/auth/components/security-claim';
import { useStandalone } from '@/features/auth/hooks/use-standalone';
import { useAuth } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import { useAppConfig } from '@/lib/queries/app-config';
import { paths } from '../route-paths';

// The form's validation code loads only when the form is shown (not behind the install gate), in
// the browser.
const SignInForm = lazy(() =>
  import('@/features/auth/components/sign-in-form').then((m) => ({ default: m.SignInForm })),
);

/** /auth: the install gate, or the sign-in form once installed (or with INSTALL_GATE=off). */
export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const config = useAppConfig();
  const standalone = useStandalone();
  const hydrated = useHydrated();

  if (isLoading || config.isPending) return <FullScreenSpinner label="Cargando…" />;
  if (user) return <Redirect to={paths.home.getHref()} replace />;
  // If the settings could not be read, the gate stays on (the production default).
  const gated = config.data?.installGate ?? true;

  return (
    <PublicLayout screen="Iniciar sesión" footer={<SecurityClaim />}>
      {gated && !standalone ? (
        <InstallGate />
      ) : hydrated ? (
        <Suspense fallback={<Spinner />}>
          <SignInForm />
        </Suspense>
      ) : (
        // The server renders no form: nothing to type into before the page works.
        <Spinner />
      )}
    </PublicLayout>
  );
}
