import { AppLayout } from '@/components/layout/app-layout';
import { ComingSoon } from '@/components/layout/coming-soon';

/** Placeholder frame; the wallets feature replaces it. */
export default function ReceivePage() {
  return (
    <AppLayout title="Recibir fondos" back={{ href: '/', label: 'Volver al inicio' }}>
      <ComingSoon />
    </AppLayout>
  );
}
