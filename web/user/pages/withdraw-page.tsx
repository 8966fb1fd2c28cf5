import { AppLayout } from '@/components/layout/app-layout';
import { WalletList } from '@/features/wallets/components/wallet-list';
import { WalletChoiceCard } from '@/features/withdrawals/components/wallet-choice-card';
import { WithdrawalList } from '@/features/withdrawals/components/withdrawal-list';
import { paths } from '../route-paths';

/** /withdraw: pick the wallet to withdraw from, and follow the orders already placed. */
export default function WithdrawPage() {
  return (
    <AppLayout
      title="Retirar Fondos"
      description="Elige la cartera que deseas retirar. Se retira siempre el saldo completo."
      back={{ href: paths.home.getHref(), label: 'Volver al inicio' }}
    >
      <div className="flex flex-col gap-8">
        <section aria-label="Tus carteras">
          <WalletList>{(wallet) => <WalletChoiceCard wallet={wallet} />}</WalletList>
        </section>
        <WithdrawalList />
      </div>
    </AppLayout>
  );
}
