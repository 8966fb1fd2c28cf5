import { AppLayout } from '@/components/layout/app-layout';
import { ComingSoon } from '@/components/layout/coming-soon';

/** Placeholder frame; the withdrawals feature replaces it. */
export default function WithdrawConfirmPage() {
  return (
    <AppLayout title="Confirmar retiro" back={{ href: '/withdraw', label: 'Volver a Retiros' }}>
      <ComingSoon />
    </AppLayout>
  );
}
