import { AppLayout } from '@/components/layout/app-layout';
import { ComingSoon } from '@/components/layout/coming-soon';

/** Placeholder frame; the profile feature replaces it. */
export default function ProfilePage() {
  return (
    <AppLayout title="Perfil de Usuario" back={{ href: '/', label: 'Volver al inicio' }}>
      <ComingSoon />
    </AppLayout>
  );
}
