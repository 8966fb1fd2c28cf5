import { AppLayout } from '@/components/layout/app-layout';
import { useProfileReadiness } from '@/features/profile/api/profile';
import { ProfileWarning } from '@/features/profile/components/profile-warning';
import { WalletList } from '@/features/wallets/components/wallet-list';
import { WalletChoiceCard } from '@/features/withdrawals/components/wallet-choice-card';
import { FreezeNotice } from '@/features/withdrawals/components/freeze-notice';
import { WithdrawalList } from '@/features/withdrawals/components/withdrawal-list';
import { paths } from '../route-paths';

/**
 * /withdraw: pick the wallet to withdraw from (after completing the profile, if it is not), and
 * follow the orders in course and the past ones.
 */
export default function WithdrawPage() {
  const profile = useProfileReadiness();
  return (
    <AppLayout
      title="Retirar Fondos"
      description="Elige la cartera que deseas retirar. Se retira siempre el saldo completo."
      back={{ href: paths.home.getHref(), label: 'Volver al inicio' }}
    >
      <div className="flex flex-col gap-8">
        <section aria-label="Tus carteras" className="flex flex-col gap-4">
          <FreezeNotice />
          <ProfileWarning />
          <WalletList>
            {(wallet) => <WalletChoiceCard wallet={wallet} profile={profile} />}
          </WalletList>
        </section>
        <WithdrawalList />
      </div>
    </AppLayout>
  );
}
