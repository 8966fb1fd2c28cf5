import { useParams } from 'wouter';
import { AppLayout } from '@/components/layout/app-layout';
import { useProfileReadiness } from '@/features/profile/api/profile';
import { ProfileWarning } from '@/features/profile/components/profile-warning';
import { WalletGate } from '@/features/wallets/components/wallet-gate';
import { DestinationForm } from '@/features/withdrawals/components/destination-form';
import { paths } from '../route-paths';

const backToWithdraw = { href: paths.withdraw.getHref(), label: 'Volver a Retiros' };

/** /withdraw/:walletId: the destination address of the order (a complete profile first). */
export default function WithdrawDestinationPage() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const profile = useProfileReadiness();
  return (
    <AppLayout
      title="Destino del Retiro"
      description="Indica a qué cartera ERC-20 enviaremos tus fondos."
      back={backToWithdraw}
    >
      {profile === 'incomplete' ? (
        <ProfileWarning />
      ) : (
        <WalletGate walletId={walletId} back={backToWithdraw}>
          {(wallet) => <DestinationForm wallet={wallet} profile={profile} />}
        </WalletGate>
      )}
    </AppLayout>
  );
}
