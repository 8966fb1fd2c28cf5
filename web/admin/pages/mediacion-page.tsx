import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { ComingSoon } from '@/components/layout/coming-soon';
import { Button } from '@/components/ui/button';
import { AdminLayout } from '../components/admin-layout';

/** /{prefix}/mediacion frame; the mediation feature fills it. */
export default function MediacionPage() {
  return (
    <AdminLayout
      title="Sistema de Mediación"
      subtitle="Gestión de Casos y Documentos"
      actions={
        <Button
          asChild
          variant="outline"
          className="border-white/25 bg-transparent text-ink-foreground hover:bg-white/10"
        >
          <Link href="/dashboard">
            <ArrowLeft aria-hidden />
            Volver al Admin
          </Link>
        </Button>
      }
    >
      <ComingSoon description="El tablero de casos de mediación aparecerá aquí." />
    </AdminLayout>
  );
}
