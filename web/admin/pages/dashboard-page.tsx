import { Scale } from 'lucide-react';
import { Link } from 'wouter';
import { ComingSoon } from '@/components/layout/coming-soon';
import { Button } from '@/components/ui/button';
import { AdminLayout } from '../components/admin-layout';
import { StatsCards } from '../components/stats-cards';

/** /{prefix}/dashboard: header and statistics; the user, wallet and search tabs come next. */
export default function DashboardPage() {
  return (
    <AdminLayout
      title="Panel Administrativo"
      actions={
        <Button
          asChild
          variant="outline"
          className="border-white/25 bg-transparent text-ink-foreground hover:bg-white/10"
        >
          <Link href="/mediacion">
            <Scale aria-hidden />
            Mediación
          </Link>
        </Button>
      }
    >
      <StatsCards />
      <div className="mt-6">
        <ComingSoon description="Las listas de usuarios, carteras y la búsqueda aparecerán aquí." />
      </div>
    </AdminLayout>
  );
}
