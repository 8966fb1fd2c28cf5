import { AppLayout } from '@/components/layout/app-layout';
import { ComingSoon } from '@/components/layout/coming-soon';

/** Placeholder frame; the withdrawals feature replaces it. */
export default function WithdrawSuccessPage() {
  return (
    <AppLayout
      title="Orden Registrada Exitosamente"
      back={{ href: '/', label: 'Volver al inicio' }}
    >
      <ComingSoon />
    </AppLayout>
  );
}
