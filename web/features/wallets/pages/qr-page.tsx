import { AppLayout } from '@/components/layout/app-layout';
import { ComingSoon } from '@/components/layout/coming-soon';

/** Placeholder frame; the wallets feature replaces it. */
export default function QrPage() {
  return (
    <AppLayout title="Código QR" back={{ href: '/', label: 'Volver al inicio' }}>
      <ComingSoon />
    </AppLayout>
  );
}
