import { ChangePasswordCard } from '@/components/change-password-form';
import { useChangePassword } from '../api/change-password';

/**
 * 'Cambiar contraseña' on /profile (docs/product/sign-in-and-sessions.md#changing-the-password):
 * the current password, the new one twice; the other sessions end.
 */
export function CreditorPasswordCard() {
  return (
    <ChangePasswordCard
      description="Al cambiarla cerramos tus demás sesiones abiertas y te avisamos por correo."
      change={useChangePassword()}
    />
  );
}
