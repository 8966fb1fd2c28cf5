import { isOpenWithdrawal } from '@schemas/withdrawals';
import { AppLayout } from '@/components/layout/app-layout';
import { WalletList } from '@/components/wallet-list';
import { useWallets } from '@/lib/queries/wallets';
import { useWithdrawals } from '../api/withdrawals';
import { WalletChoiceCard } from '../components/wallet-choice-card';
import { WithdrawalList } from '../components/withdrawal-list';

function WalletChoices() {
  const wallets = useWallets();
  const withdrawals = useWithdrawals();
  const pendingWallets = new Set(
    withdrawals.data?.filter((w) => isOpenWithdrawal(w.status)).map((w) => w.walletId),
  );
  return (
    <WalletList wallets={wallets}>
      {(wallet) => <WalletChoiceCard wallet={wallet} hasPending={pendingWallets.has(wallet.id)} />}
    </WalletList>
  );
}

/** /withdraw: pick the wallet to withdraw from, and follow the orders already placed. */
export default function WithdrawPage() {
  return (
    <AppLayout
      title="Retirar Fondos"
      description="Elige la cartera que deseas retirar. Se retira siempre el saldo completo."
      back={{ href: '/', label: 'Volver al inicio' }}
    >
      <div className="flex flex-col gap-8">
        <section aria-label="Tus carteras">
          <WalletChoices />
        </section>
        <WithdrawalList />
      </div>
    </AppLayout>
  );
}
