import { ArrowDownToLine, History, Scale } from 'lucide-react';
import { useCan } from '@/admin-lib/use-admin-session';
import { ComingSoon } from '@/components/layout/coming-soon';
import { AdminLayout, HeaderLink } from '../components/admin-layout';
import { StatsCards } from '@/features/admin-stats/components/stats-cards';

/** /{prefix}/dashboard: header and statistics; the user, wallet and search tabs come next. */
export default function DashboardPage() {
  const isOwner = useCan('owner');
  return (
    <AdminLayout
      title="Panel Administrativo"
      actions={
        <>
          <HeaderLink href="/retiros">
            <ArrowDownToLine aria-hidden />
            Retiros
          </HeaderLink>
          {isOwner && (
            <HeaderLink href="/actividad">
              <History aria-hidden />
              Actividad
            </HeaderLink>
          )}
          <HeaderLink href="/mediacion">
            <Scale aria-hidden />
            Mediación
          </HeaderLink>
        </>
      }
    >
      <StatsCards />
      <div className="mt-6">
        <ComingSoon description="Las listas de usuarios, carteras y la búsqueda aparecerán aquí." />
      </div>
    </AdminLayout>
  );
}
