import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { loginInput, type LoginInput } from '@schemas/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useLogin } from '../api/login';

export function SignInForm() {
  const id = useId();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Iniciar sesión</CardTitle>
        <CardDescription>Ingresa con el correo y la contraseña de tu cuenta.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => login.mutate(values))}
        >
          <Field label="Correo electrónico" htmlFor={`${id}-email`} error={errors.email?.message}>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              placeholder="tu@correo.com"
              aria-invalid={errors.email ? true : undefined}
              {...form.register('email')}
            />
          </Field>
          <Field label="Contraseña" htmlFor={`${id}-password`} error={errors.password?.message}>
            <PasswordInput
              id={`${id}-password`}
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
            pendingLabel="Accediendo…"
          >
            Acceder a Cartera
          </Button>
          <Link
            href="/password-recovery"
            className="mx-auto inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            ¿Olvidaste tu contraseña?
          </Link>
        </form>
      </CardContent>
    </Card>
  );
}
