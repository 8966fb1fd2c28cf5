import { StaffManager } from '@/features/admin-staff/components/staff-manager';
import { AdminLayout } from '../components/admin-layout';
import { RequireRole } from '../require-admin';

/** /{prefix}/personal: staff management, for owners. */
export default function StaffPage() {
  return (
    <AdminLayout title="Personal" subtitle="Roles, accesos y sesiones del equipo">
      <RequireRole minRole="owner">
        <StaffManager />
      </RequireRole>
    </AdminLayout>
  );
}
