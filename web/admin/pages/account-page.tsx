import { ArrowLeft } from 'lucide-react';
import { SessionsCard } from '@/features/admin-auth/components/sessions-card';
import { TwoFactorCard } from '@/features/admin-auth/components/two-factor-card';
import { AdminLayout, HeaderLink } from '../components/admin-layout';

/** /{prefix}/cuenta: the signed-in staff member's second factor and sessions. */
export default function AccountPage() {
  return (
    <AdminLayout
      title="Mi cuenta"
      subtitle="Verificación en dos pasos y sesiones"
      actions={
        <HeaderLink href="/dashboard">
          <ArrowLeft aria-hidden />
          Volver al Admin
        </HeaderLink>
      }
    >
      <div className="mx-auto grid max-w-2xl gap-5">
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </AdminLayout>
  );
}
