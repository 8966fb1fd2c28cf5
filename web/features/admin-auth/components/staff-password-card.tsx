import { ChangePasswordCard } from '@/components/change-password-form';
import { useChangeStaffPassword } from '../api/account-password';

/** 'Mi cuenta': a staff member changes their own password (docs/product/admin-panel.md#my-account). */
export function StaffPasswordCard() {
  return (
    <ChangePasswordCard
      description="Al cambiarla cerramos tus demás sesiones del panel; esta sigue abierta."
      change={useChangeStaffPassword()}
    />
  );
}
