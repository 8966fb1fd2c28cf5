import { ChangePasswordFields } from '@/components/change-password-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useChangePassword } from '../api/change-password';

/**
 * 'Cambiar contraseña' on /profile (docs/product/sign-in-and-sessions.md#changing-the-password):
 * the current password, the new one twice; the other sessions end.
 */
export function ChangePasswordCard() {
  const change = useChangePassword();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cambiar contraseña</CardTitle>
        <CardDescription>
          Al cambiarla cerramos tus demás sesiones abiertas y te avisamos por correo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordFields
          pending={change.isPending}
          onChange={(input, done) => change.mutate(input, { onSuccess: done })}
        />
      </CardContent>
    </Card>
  );
}
