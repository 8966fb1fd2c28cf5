import { ArrowLeft } from 'lucide-react';
import { StaffManager } from '@/features/admin-staff/components/staff-manager';
import { AdminLayout, HeaderLink } from '../components/admin-layout';
import { RequireRole } from '../require-admin';

/** /{prefix}/personal: staff management, for owners. */
export default function StaffPage() {
  return (
    <AdminLayout
      title="Personal"
      subtitle="Roles, accesos y sesiones del equipo"
      actions={
        <HeaderLink href="/dashboard">
          <ArrowLeft aria-hidden />
          Volver al Admin
        </HeaderLink>
      }
    >
      <RequireRole minRole="owner">
        <StaffManager />
      </RequireRole>
    </AdminLayout>
  );
}
