import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Redirect, useLocation } from 'wouter';
import { adminLoginInput, type AdminLoginInput } from '@schemas/admin';
import type { AdminSignInChallenge } from '@schemas/admin-sign-in';
import { Logo } from '@/components/layout/logo';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toastError } from '@/lib/api-client';
import { useAppName } from '@/lib/queries/app-config';
import { hasAdminToken, saveAdminToken } from '@/admin-lib/session';
import { useAdminLogin } from '@/features/admin-auth/api/admin-login';
import { SignInSteps } from '@/features/admin-auth/components/sign-in-steps';

export default function LoginPage() {
  const appName = useAppName();
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  // After a right password: the steps the account still owes (new password, second factor).
  const [owed, setOwed] = useState<AdminSignInChallenge>();
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginInput),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  if (hasAdminToken()) return <Redirect to="/dashboard" replace />;

  const signedIn = (token: string) => {
    saveAdminToken(token);
    navigate('/dashboard', { replace: true });
  };
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (result) => ('token' in result ? signedIn(result.token) : setOwed(result)),
      onError: (error) => toastError('Error de Autenticación', error, 'Credenciales inválidas'),
    }),
  );

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
              <SignInSteps
                start={owed}
                onSignedIn={signedIn}
                onRestart={() => {
                  setOwed(undefined);
                  form.reset();
                }}
              />
            )}
            <form noValidate onSubmit={onSubmit} className="grid gap-4" hidden={owed !== undefined}>
              {(errors.username || errors.password) && (
                <Alert variant="destructive">
                  <AlertDescription>Todos los campos son requeridos</AlertDescription>
                </Alert>
              )}
              <Field label="Usuario" htmlFor="admin-username">
                <Input
                  id="admin-username"
                  autoComplete="username"
                  autoCapitalize="none"
                  aria-invalid={errors.username ? true : undefined}
                  {...form.register('username')}
                />
              </Field>
              <Field label="Contraseña" htmlFor="admin-password">
                <PasswordInput
                  id="admin-password"
                  autoComplete="current-password"
                  aria-invalid={errors.password ? true : undefined}
                  {...form.register('password')}
                />
              </Field>
              <Button
                type="submit"
                size="lg"
                className="mt-1 w-full"
                pending={login.isPending}
                pendingLabel="Verificando…"
              >
                <LockKeyhole aria-hidden />
                Iniciar Sesión
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
