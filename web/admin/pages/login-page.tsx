import { LockKeyhole } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { AdminSignInChallenge } from '@schemas/admin-sign-in';
import { CredentialsForm } from '@/components/credentials-form';
import { Logo } from '@/components/layout/logo';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/lib/api-client';
import { dismissToast } from '@/lib/toast';
import { useAppName } from '@/lib/queries/app-config';
import { hasAdminToken, saveAdminToken } from '@/admin-lib/session';
import { useAdminLogin } from '@/features/admin-auth/api/admin-login';
import { adminPaths } from '@/admin-lib/route-paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

// The steps after the password (new password, enrolment with its QR code, code) are their own
// chunk: the sign-in screen shows without them, and they start loading as the password is sent.
const loadSignInSteps = () => import('@/features/admin-auth/components/sign-in-steps');
const SignInSteps = lazy(() => loadSignInSteps().then((m) => ({ default: m.SignInSteps })));
const check = lazyZodResolver(() => import('@schemas/admin').then((m) => m.adminLoginInput));

export default function LoginPage() {
  const appName = useAppName();
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  // After a right password: the steps the account still owes (new password, second factor).
  const [owed, setOwed] = useState<AdminSignInChallenge>();
  // Starting over shows an empty form again (a new form instance).
  const [attempt, setAttempt] = useState(0);
  if (hasAdminToken()) return <Redirect to={adminPaths.dashboard} replace />;

  const signedIn = (token: string) => {
    saveAdminToken(token);
    navigate(adminPaths.dashboard, { replace: true });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink px-4 py-10">
      <div className={owed ? 'w-full max-w-md' : 'w-full max-w-sm'}>
        <div className="mb-6 text-center text-ink-foreground">
          <Logo className="mx-auto size-14" />
          <h1 className="mt-3 text-2xl font-bold tracking-tight">Panel Administrativo</h1>
          <p className="mt-1 text-sm text-slate-300">{appName}</p>
        </div>
        <Card>
          <CardContent className="p-6">
            {owed && (
              <Suspense
                fallback={
                  <div className="flex justify-center py-8">
                    <Spinner className="size-6" />
                  </div>
                }
              >
                <SignInSteps
                  start={owed}
                  onSignedIn={signedIn}
                  onRestart={() => {
                    setOwed(undefined);
                    setAttempt((n) => n + 1);
                  }}
                />
              </Suspense>
            )}
            <div hidden={owed !== undefined}>
              <CredentialsForm
                key={attempt}
                check={check}
                identifier={{ name: 'username', label: 'Usuario' }}
                invalidSummary="Todos los campos son requeridos"
                submitLabel={
                  <>
                    <LockKeyhole aria-hidden />
                    Iniciar Sesión
                  </>
                }
                pendingLabel="Verificando…"
                pending={login.isPending}
                onSubmit={(values) => {
                  void loadSignInSteps().catch(() => undefined);
                  login.mutate(values, {
                    onSuccess: (result) => {
                      // A failed try's 'Credenciales inválidas' no longer applies.
                      dismissToast();
                      if ('token' in result) signedIn(result.token);
                      else setOwed(result);
                    },
                    onError: (error) =>
                      toastError('Error de Autenticación', error, 'Credenciales inválidas'),
                  });
                }}
              />
            </div>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
