import { ArrowLeft } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { AdminLayout, HeaderLink } from '../components/admin-layout';

/** /{prefix}/mediacion frame; the mediation feature fills it. */
export default function MediacionPage() {
  return (
    <AdminLayout
      title="Sistema de Mediación"
      subtitle="Gestión de Casos y Documentos"
      actions={
        <HeaderLink href="/dashboard">
          <ArrowLeft aria-hidden />
          Volver al Admin
        </HeaderLink>
      }
    >
      <ComingSoon description="El tablero de casos de mediación aparecerá aquí." />
    </AdminLayout>
  );
}
