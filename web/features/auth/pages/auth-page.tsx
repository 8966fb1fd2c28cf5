import { Redirect } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { PublicLayout } from '@/components/layout/public-layout';
import { useAuth } from '@/lib/auth';
import { useAppConfig } from '@/lib/queries/app-config';
import { InstallGate } from '../components/install-gate';
import { SecurityClaim } from '../components/security-claim';
import { SignInForm } from '../components/sign-in-form';
import { useStandalone } from '../hooks/use-standalone';

/** /auth: the install gate, or the sign-in form once installed (or with INSTALL_GATE=off). */
export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const config = useAppConfig();
  const standalone = useStandalone();

  if (isLoading || config.isPending) return <FullScreenSpinner label="Cargando…" />;
  if (user) return <Redirect to="/" replace />;
  // If the settings could not be read, the gate stays on (the production default).
  const gated = config.data?.installGate ?? true;

  return (
    <PublicLayout footer={<SecurityClaim />}>
      {gated && !standalone ? <InstallGate /> : <SignInForm />}
    </PublicLayout>
  );
}
