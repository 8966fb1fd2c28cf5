import { ChangePasswordFields } from '@/components/change-password-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useChangeStaffPassword } from '../api/account-password';

/** 'Mi cuenta': a staff member changes their own password (docs/product/admin-panel.md#my-account). */
export function StaffPasswordCard() {
  const change = useChangeStaffPassword();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cambiar contraseña</CardTitle>
        <CardDescription>
          Al cambiarla cerramos tus demás sesiones del panel; esta sigue abierta.
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
