import { SessionsCard } from '@/features/admin-auth/components/sessions-card';
import { StaffPasswordCard } from '@/features/admin-auth/components/staff-password-card';
import { TwoFactorCard } from '@/features/admin-auth/components/two-factor-card';
import { AdminLayout } from '../components/admin-layout';

/** /{prefix}/cuenta: the signed-in staff member's second factor, password and sessions. */
export default function AccountPage() {
  return (
    <AdminLayout title="Mi cuenta" subtitle="Verificación en dos pasos, contraseña y sesiones">
      <div className="mx-auto grid max-w-2xl grid-cols-1 gap-5 [&>*]:min-w-0">
        <TwoFactorCard />
        <StaffPasswordCard />
        <SessionsCard />
      </div>
    </AdminLayout>
  );
}
