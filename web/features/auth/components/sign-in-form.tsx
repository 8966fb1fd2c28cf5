import { Link } from 'wouter';
import { CredentialsForm } from '@/components/credentials-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/user/route-paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLogin } from '../api/login';

const check = lazyZodResolver(() => import('@schemas/auth').then((m) => m.loginInput));

export function SignInForm() {
  const login = useLogin();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Iniciar sesión</CardTitle>
        <CardDescription>Ingresa con el correo y la contraseña de tu cuenta.</CardDescription>
      </CardHeader>
      <CardContent>
        <CredentialsForm
          check={check}
          identifier={{
            name: 'email',
            label: 'Correo electrónico',
            type: 'email',
            placeholder: 'tu@correo.com',
          }}
          submitLabel="Acceder a Cartera"
          pendingLabel="Accediendo…"
          pending={login.isPending}
          onSubmit={(values) => login.mutate(values)}
          footer={
            <Link
              href={paths.passwordRecovery.getHref()}
              className="mx-auto inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              ¿Olvidaste tu contraseña?
            </Link>
          }
        />
      </CardContent>
    </Card>
  );
}
