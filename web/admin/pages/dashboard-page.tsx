import { Scale } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { AdminLayout, HeaderLink } from '../components/admin-layout';
import { StatsCards } from '@/features/admin-stats/components/stats-cards';

/** /{prefix}/dashboard: header and statistics; the user, wallet and search tabs come next. */
export default function DashboardPage() {
  return (
    <AdminLayout
      title="Panel Administrativo"
      actions={
        <HeaderLink href="/mediacion">
          <Scale aria-hidden />
          Mediación
        </HeaderLink>
      }
    >
      <StatsCards />
      <div className="mt-6">
        <ComingSoon description="Las listas de usuarios, carteras y la búsqueda aparecerán aquí." />
      </div>
    </AdminLayout>
  );
}
